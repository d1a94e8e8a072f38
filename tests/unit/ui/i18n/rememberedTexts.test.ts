import fc from 'fast-check';
import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import {
  MAX_REMEMBERED_TEXTS,
  rememberedTextId,
  rememberingTexts,
  rememberTexts,
} from '@/ui/i18n/rememberedTexts';

// The app's `t` remembers the texts it makes: it must give exactly what i18next gives, make each
// text once per language, and never hand out a text of another language or catalogue.

const EN = {
  greeting: 'Hello',
  named: 'Hello, {{name}}',
  orders_one: '{{count}} order',
  orders_other: '{{count}} orders',
};
const PT = {
  greeting: 'Olá',
  named: 'Olá, {{name}}',
  orders_one: '{{count}} encomenda',
  orders_other: '{{count}} encomendas',
};

function instance(): I18n {
  const made = i18next.createInstance();
  void made.init({
    resources: { en: { translation: EN } },
    lng: 'en',
    fallbackLng: 'en',
    nsSeparator: false,
    keySeparator: '.',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return made;
}

// i18next's typed `t` knows only the app's keys; these tests use their own catalogue.
type LooseT = (key: unknown, options?: unknown) => unknown;
const loose = (t: unknown) => t as LooseT;

describe('rememberedTextId', () => {
  it('names a key alone, a default value, and plain options', () => {
    expect(rememberedTextId('greeting')).toBe('greeting');
    expect(rememberedTextId('greeting', 'Hi')).not.toBe(rememberedTextId('greeting'));
    expect(rememberedTextId('orders', { count: 2 })).not.toBeNull();
  });

  it('refuses what cannot be told apart by value: objects, arrays, functions, selectors', () => {
    expect(rememberedTextId('named', { name: { first: 'Ana' } })).toBeNull();
    expect(rememberedTextId('named', { name: ['Ana'] })).toBeNull();
    expect(rememberedTextId('named', { postProcess: () => 'x' })).toBeNull();
    expect(rememberedTextId(['a', 'b'])).toBeNull();
    expect(rememberedTextId(() => 'greeting')).toBeNull();
    expect(rememberedTextId('greeting', 3)).toBeNull();
  });

  it('tells a number from the same digits as text', () => {
    expect(rememberedTextId('orders', { count: 1 })).not.toBe(
      rememberedTextId('orders', { count: '1' }),
    );
  });

  it('gives different options different ids, whatever text they hold (property)', () => {
    const plain = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
    );
    const options = fc.dictionary(fc.string({ minLength: 1 }), plain, { maxKeys: 4 });
    fc.assert(
      fc.property(fc.string(), options, options, (key, a, b) => {
        const entriesA = Object.entries(a);
        const entriesB = Object.entries(b);
        const sameRecord =
          entriesA.length === entriesB.length &&
          entriesA.every(
            // -0 and 0 make the same text (i18next writes and counts both as "0").
            ([name, value], i) =>
              name === entriesB[i][0] &&
              typeof value === typeof entriesB[i][1] &&
              String(value) === String(entriesB[i][1]),
          );
        if (sameRecord) return;
        expect(rememberedTextId(key, a)).not.toBe(rememberedTextId(key, b));
      }),
    );
  });
});

describe('rememberingTexts', () => {
  it('gives what the translation gives, and makes each text once', () => {
    const made = instance();
    const translate = vi.fn(made.t.bind(made));
    const t = loose(rememberingTexts(translate as unknown as I18n['t']));
    for (let i = 0; i < 3; i++) {
      expect(t('greeting')).toBe('Hello');
      expect(t('named', { name: 'Ana' })).toBe('Hello, Ana');
      expect(t('orders', { count: 1 })).toBe('1 order');
      expect(t('orders', { count: 2 })).toBe('2 orders');
    }
    expect(translate).toHaveBeenCalledTimes(4);
  });

  it('passes calls it cannot remember on as they are, every time', () => {
    const translate = vi.fn((key: unknown) => `text of ${String(key)}`);
    const t = loose(rememberingTexts(translate as unknown as I18n['t']));
    const options = { name: { first: 'Ana' } };
    t('named', options);
    t('named', options);
    expect(translate).toHaveBeenCalledTimes(2);
    expect(translate).toHaveBeenLastCalledWith('named', options);
  });

  it('passes a default value and options together on as called', () => {
    const made = instance();
    const t = loose(rememberingTexts(made.t.bind(made)));
    const three = t as (...args: unknown[]) => unknown;
    expect(three('missing', 'Hi, {{name}}', { name: 'Ana' })).toBe('Hi, Ana');
    expect(three('missing', 'Hi, {{name}}', { name: 'Rui' })).toBe('Hi, Rui');
  });

  it('does not keep what is not a text (returnObjects)', () => {
    const translate = vi.fn(() => ({ nested: 'tree' }));
    const t = loose(rememberingTexts(translate as unknown as I18n['t']));
    expect(t('tree', { returnObjects: true })).toEqual({ nested: 'tree' });
    t('tree', { returnObjects: true });
    expect(translate).toHaveBeenCalledTimes(2);
  });

  it(`starts afresh past ${MAX_REMEMBERED_TEXTS} texts rather than growing without end`, () => {
    const translate = vi.fn((_key: unknown, options?: unknown) =>
      String((options as { n: number }).n),
    );
    const t = loose(rememberingTexts(translate as unknown as I18n['t']));
    for (let n = 0; n <= MAX_REMEMBERED_TEXTS; n++) t('n', { n });
    expect(translate).toHaveBeenCalledTimes(MAX_REMEMBERED_TEXTS + 1);
    // The first text was dropped with the others when the limit was reached: made again.
    t('n', { n: 0 });
    expect(translate).toHaveBeenCalledTimes(MAX_REMEMBERED_TEXTS + 2);
  });
});

describe('rememberTexts', () => {
  it('shows the new language at once when the language changes, and says so', async () => {
    const made = instance();
    const revision = rememberTexts(made);
    const listener = vi.fn();
    revision.subscribe(listener);
    expect(loose(made.t)('greeting')).toBe('Hello');
    const before = revision.get();

    made.addResourceBundle('pt-PT', 'translation', PT);
    await made.changeLanguage('pt-PT');

    expect(loose(made.t)('greeting')).toBe('Olá');
    expect(loose(made.t)('orders', { count: 2 })).toBe('2 encomendas');
    expect(revision.get()).toBeGreaterThan(before);
    expect(listener).toHaveBeenCalled();
  });

  it('forgets a missing text once a catalogue brings it', () => {
    const made = instance();
    rememberTexts(made);
    expect(loose(made.t)('later')).toBe('later'); // i18next shows the key of a missing text
    made.addResourceBundle('en', 'translation', { later: 'Arrived' }, true);
    expect(loose(made.t)('later')).toBe('Arrived');
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const made = instance();
    const revision = rememberTexts(made);
    const listener = vi.fn();
    revision.subscribe(listener)();
    made.addResourceBundle('pt-PT', 'translation', PT);
    await made.changeLanguage('pt-PT');
    expect(listener).not.toHaveBeenCalled();
  });
});
