import type { i18n } from 'i18next';
import type { ReadableStore } from '@/platform';

// The app's `t` remembers the texts it has made (docs/i18n.md#remembered-texts). i18next builds
// a text anew on every call (copies of its options, the key's namespace, the lookup, the
// interpolation), and the order list asks for the same few dozen texts on each render of each
// row: a good part of a start's rendering time on a slow phone.

type Translate = i18n['t'];

/** The remembered texts are dropped past this many (interpolated ids and counts add up). */
export const MAX_REMEMBERED_TEXTS = 5_000;

/**
 * The id of a call whose text can be remembered: a string key with no options, a default
 * value, or options whose values are all plain (count, name…). null for anything else (an
 * object or a function among the options, a selector key): those are translated every time.
 */
export function rememberedTextId(key: unknown, options?: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options === 'string') return JSON.stringify([key, 'default', options]);
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return null;
  const parts: unknown[] = [key];
  for (const [name, value] of Object.entries(options)) {
    const plain =
      value === null ||
      value === undefined ||
      typeof value === 'string' ||
      typeof value === 'number' ||
      typeof value === 'boolean';
    if (!plain) return null;
    // JSON keeps any text apart from the next option; the type and String() keep `count: 1`
    // apart from `count: '1'`, and NaN and Infinity apart from null.
    parts.push(name, typeof value, typeof value === 'number' ? String(value) : value);
  }
  return JSON.stringify(parts);
}

/** `translate` that remembers the texts it returns, as long as the language is the same. */
export function rememberingTexts(translate: Translate): Translate {
  const texts = new Map<string, string>();
  // i18next's overloaded, key-typed signature cannot be written for a wrapper; the wrapper
  // takes and returns exactly what i18n.t does.
  const translateAsCalled = translate as unknown as (...args: unknown[]) => unknown;
  const t = (key: unknown, options?: unknown, ...more: unknown[]): unknown => {
    // t(key, default value, options) and the like: passed on as called, never remembered.
    if (more.length > 0) return translateAsCalled(key, options, ...more);
    const id = rememberedTextId(key, options);
    // Not remembered: passed on exactly as called.
    if (id === null) return translateAsCalled(key, options);
    const known = texts.get(id);
    if (known !== undefined) return known;
    const text = translateAsCalled(key, options);
    if (typeof text === 'string') {
      if (texts.size >= MAX_REMEMBERED_TEXTS) texts.clear();
      texts.set(id, text);
    }
    return text;
  };
  return t as unknown as Translate;
}

/** What the screens subscribe to: a number that changes whenever the texts may change. */
export type TextsRevision = ReadableStore<number>;

/**
 * Makes `instance.t` remember its texts, and forget them (a new `t`) whenever they may change:
 * another language shown, a catalogue added.
 */
export function rememberTexts(instance: i18n): TextsRevision {
  const translate: Translate = instance.t.bind(instance);
  let revision = 0;
  const listeners = new Set<() => void>();
  instance.t = rememberingTexts(translate);
  const textsChanged = () => {
    revision += 1;
    instance.t = rememberingTexts(translate);
    for (const listener of listeners) listener();
  };
  instance.on('languageChanged', textsChanged);
  instance.store.on('added', textsChanged);
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    get: () => revision,
  };
}
