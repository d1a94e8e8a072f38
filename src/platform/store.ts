import type { Unsubscribe } from './timers';

// The app's small observable state: one implementation of "listeners + get + subscribe" for
// every store and event bus (install offer, update status, push opt-in, display preferences,
// the outbox snapshot, the demo session…). React reads a store with useSyncExternalStore
// (`subscribe` and `get` are stable functions, so they can be passed to it as they are).

/** Listeners called with each emitted value, in the order they were added. */
export interface Listeners<T> {
  add(listener: (value: T) => void): Unsubscribe;
  /**
   * Calls the listeners registered when it starts; one added meanwhile waits for the next
   * value, one removed meanwhile is not called.
   */
  emit(value: T): void;
  /** Drops every listener (dispose). */
  clear(): void;
}

export function createListeners<T = void>(): Listeners<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    add(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value) {
      for (const listener of [...listeners]) if (listeners.has(listener)) listener(value);
    },
    clear: () => listeners.clear(),
  };
}

/**
 * What a reader of a store needs (React reads one with `useStore`, src/ui/useStore.ts). Every
 * store of the app, and every object that offers one (the outbox, the install offer…), is read
 * through these two names.
 */
export interface ReadableStore<T> {
  /** The current value; the same object until it changes (useSyncExternalStore needs it). */
  get(): T;
  /** Calls back after each change (read the value with get). */
  subscribe(listener: () => void): Unsubscribe;
  /**
   * The value to draw a page's first render with, when it is not the current one: a store of
   * what happened while this page ran (an install offer, an update waiting, the push support
   * found, a position, a search typed) draws its starting value there, as a new page's first
   * render does, since React hydrates the first frame drawn in one page with the first render
   * of the next (docs/pwa.md#the-list-in-the-first-frame). None: the current value (a store
   * read from the phone's storage holds the same in both).
   */
  firstRender?(): T;
}

export interface Store<T> extends ReadableStore<T> {
  /** Calls back with the new value after each change. */
  subscribe(listener: (value: T) => void): Unsubscribe;
  /** Replaces the value and tells the listeners, unless it equals the current one. */
  set(next: T): void;
  /** Drops every listener (dispose). */
  clear(): void;
}

export interface StoreOptions {
  /**
   * 'page': the value is this page's own (not read from the phone's storage): a first render
   * draws the starting value (ReadableStore.firstRender).
   */
  lifetime?: 'page' | 'stored';
}

export function createStore<T>(
  initial: T,
  isEqual: (a: T, b: T) => boolean = Object.is,
  { lifetime = 'stored' }: StoreOptions = {},
): Store<T> {
  let value = initial;
  const listeners = createListeners<T>();
  return {
    get: () => value,
    firstRender: lifetime === 'page' ? () => initial : () => value,
    subscribe: listeners.add,
    set(next) {
      if (isEqual(value, next)) return;
      value = next;
      listeners.emit(value);
    },
    clear: listeners.clear,
  };
}
