import { afterEach, describe, expect, it } from 'vitest';
import {
  applyDisplayChoices,
  createDisplayPreferences,
  DISPLAY_STORAGE_KEYS,
  readDisplayChoices,
  saveDisplayChoices,
  type PreferenceStorage,
} from '@/features/display';

function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } satisfies PreferenceStorage & { items: Map<string, string> };
}

/** Storage where site data is blocked: every access throws, as Safari's private mode did. */
const blockedStorage: PreferenceStorage = {
  getItem: () => {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

function themeColorMeta() {
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = '#470b0b';
  document.head.append(meta);
  return meta;
}

afterEach(() => {
  document.head.innerHTML = '';
  delete document.documentElement.dataset.theme;
  delete document.documentElement.dataset.textSize;
});

describe('readDisplayChoices', () => {
  it('reads the saved theme and text size', () => {
    const storage = memoryStorage({ 'dispatch.theme': 'dark', 'dispatch.textSize': 'large' });
    expect(readDisplayChoices(storage)).toEqual({ theme: 'dark', textSize: 'large' });
  });

  it('is System and Standard when nothing is saved, or no storage exists', () => {
    expect(readDisplayChoices(memoryStorage())).toEqual({ theme: 'system', textSize: 'standard' });
    expect(readDisplayChoices(null)).toEqual({ theme: 'system', textSize: 'standard' });
  });

  it('ignores values it does not know (an older or newer app version, a hand edit)', () => {
    const storage = memoryStorage({ 'dispatch.theme': 'Dark', 'dispatch.textSize': 'huge' });
    expect(readDisplayChoices(storage)).toEqual({ theme: 'system', textSize: 'standard' });
  });

  it('falls back to the defaults when the storage throws', () => {
    expect(readDisplayChoices(blockedStorage)).toEqual({ theme: 'system', textSize: 'standard' });
  });
});

describe('saveDisplayChoices', () => {
  it('saves both choices under their keys', () => {
    const storage = memoryStorage();
    expect(saveDisplayChoices(storage, { theme: 'light', textSize: 'extra-large' })).toBe(true);
    expect(storage.items.get(DISPLAY_STORAGE_KEYS.theme)).toBe('light');
    expect(storage.items.get(DISPLAY_STORAGE_KEYS.textSize)).toBe('extra-large');
  });

  it('says false, without throwing, when the storage refuses or is missing', () => {
    expect(saveDisplayChoices(blockedStorage, { theme: 'dark', textSize: 'large' })).toBe(false);
    expect(saveDisplayChoices(null, { theme: 'dark', textSize: 'large' })).toBe(false);
  });
});

describe('applyDisplayChoices', () => {
  it('resolves System against the phone and sets the attributes and the bar colour', () => {
    const meta = themeColorMeta();
    applyDisplayChoices(document, { theme: 'system', textSize: 'large' }, true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.textSize).toBe('large');
    expect(meta.content).toBe('#2b0707');

    applyDisplayChoices(document, { theme: 'system', textSize: 'standard' }, false);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(meta.content).toBe('#470b0b');
  });

  it('lets an explicit theme win over the phone', () => {
    applyDisplayChoices(document, { theme: 'light', textSize: 'standard' }, true);
    expect(document.documentElement.dataset.theme).toBe('light');
    applyDisplayChoices(document, { theme: 'dark', textSize: 'standard' }, false);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});

describe('createDisplayPreferences', () => {
  it('starts from the saved choices, and a choice is saved, applied and announced', () => {
    const storage = memoryStorage({ 'dispatch.textSize': 'large' });
    const preferences = createDisplayPreferences({
      storage,
      document,
      phonePrefersDark: () => false,
    });
    expect(preferences.get()).toEqual({ theme: 'system', textSize: 'large' });
    let announced = 0;
    const unsubscribe = preferences.subscribe(() => announced++);

    preferences.choose({ theme: 'dark' });
    expect(preferences.get()).toEqual({ theme: 'dark', textSize: 'large' });
    expect(storage.items.get('dispatch.theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(announced).toBe(1);

    unsubscribe();
    preferences.choose({ textSize: 'extra-large' });
    expect(announced).toBe(1);
    expect(document.documentElement.dataset.textSize).toBe('extra-large');
  });

  it('keeps a choice for this visit when the storage refuses it', () => {
    const preferences = createDisplayPreferences({
      storage: blockedStorage,
      document,
      phonePrefersDark: () => true,
    });
    preferences.choose({ theme: 'light', textSize: 'extra-large' });
    expect(preferences.get()).toEqual({ theme: 'light', textSize: 'extra-large' });
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('asks the phone at the moment System is chosen', () => {
    let phoneDark = false;
    const preferences = createDisplayPreferences({
      storage: memoryStorage({ 'dispatch.theme': 'light' }),
      document,
      phonePrefersDark: () => phoneDark,
    });
    phoneDark = true;
    preferences.choose({ theme: 'system' });
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
