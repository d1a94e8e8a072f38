import { describe, expect, it, vi } from 'vitest';
import { createListeners, createStore } from '@/platform';

describe('createStore', () => {
  it("draws a first render with a page's own store's starting value, a stored one's current", () => {
    const offer = createStore<string | null>(null, Object.is, { lifetime: 'page' });
    const theme = createStore('light');
    offer.set('available');
    theme.set('dark');
    // What React hydrates the first frame with (ReadableStore.firstRender).
    expect(offer.firstRender?.()).toBeNull();
    expect(offer.get()).toBe('available');
    expect(theme.firstRender?.()).toBe('dark');
  });

  it('tells its listeners each new value, and stops after unsubscribe', () => {
    const store = createStore(1);
    const seen: number[] = [];
    const unsubscribe = store.subscribe((value) => seen.push(value));
    store.set(2);
    unsubscribe();
    store.set(3);
    expect(seen).toEqual([2]);
    expect(store.get()).toBe(3);
  });

  it('stays silent when the value does not change', () => {
    const store = createStore('a');
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('a');
    expect(listener).not.toHaveBeenCalled();
  });

  it('returns the same object until it is set (useSyncExternalStore relies on it)', () => {
    const store = createStore({ count: 0 });
    expect(store.get()).toBe(store.get());
  });

  it('takes its own idea of equal', () => {
    const store = createStore({ count: 0 }, (a, b) => a.count === b.count);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ count: 0 });
    store.set({ count: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ count: 1 });
  });

  it('drops every listener on clear', () => {
    const store = createStore(0);
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    store.set(1);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createListeners', () => {
  it('calls each listener in order with the value', () => {
    const listeners = createListeners<string>();
    const calls: string[] = [];
    listeners.add((value) => calls.push(`first ${value}`));
    listeners.add((value) => calls.push(`second ${value}`));
    listeners.emit('x');
    expect(calls).toEqual(['first x', 'second x']);
  });

  it('does not call a listener removed by an earlier one during the same emit', () => {
    const listeners = createListeners();
    const second = vi.fn();
    let removeSecond = () => {};
    listeners.add(() => removeSecond());
    removeSecond = listeners.add(second);
    listeners.emit();
    expect(second).not.toHaveBeenCalled();
  });

  it('calls a listener added during an emit from the next emit on', () => {
    const listeners = createListeners();
    const late = vi.fn();
    listeners.add(() => {
      listeners.add(late);
    });
    listeners.emit();
    expect(late).not.toHaveBeenCalled();
    listeners.emit();
    expect(late).toHaveBeenCalledTimes(1);
  });
});
