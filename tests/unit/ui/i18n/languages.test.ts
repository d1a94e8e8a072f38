import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney, formatTime } from '@/ui/format';
import {
  chooseLanguage,
  deviceLanguage,
  i18n,
  LANGUAGE_STORAGE_KEY,
  phoneLanguage,
  readSavedLanguage,
  saveLanguage,
  showLanguage,
  statusText,
  type LanguageStorage,
} from '@/ui/i18n';

function memoryStorage(initial: Record<string, string> = {}): LanguageStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const blockedStorage: LanguageStorage = {
  getItem() {
    throw new DOMException('blocked', 'SecurityError');
  },
  setItem() {
    throw new DOMException('blocked', 'SecurityError');
  },
};

afterEach(async () => {
  localStorage.clear();
  await showLanguage('en');
});

describe('the phone language', () => {
  it.each([
    [['pt-PT'], 'pt-PT'],
    [['pt-BR', 'en'], 'pt-PT'],
    [['PT'], 'pt-PT'],
    [['en-US', 'pt-PT'], 'en'],
    [['de-DE', 'pt'], 'pt-PT'],
    [['de-DE', 'fr'], 'en'],
    [[], 'en'],
    [['port'], 'en'],
  ])('%j speaks %s', (preferred, language) => {
    expect(phoneLanguage(preferred)).toBe(language);
  });

  it("is jsdom's en-US in tests: English", () => {
    expect(navigator.language).toBe('en-US');
    expect(phoneLanguage(navigator.languages)).toBe('en');
  });
});

describe('the saved choice', () => {
  it('wins over the phone and is read back', () => {
    const storage = memoryStorage();
    expect(saveLanguage(storage, 'pt-PT')).toBe(true);
    expect(readSavedLanguage(storage)).toBe('pt-PT');
    expect(deviceLanguage(storage, ['en-US'])).toBe('pt-PT');
  });

  it('is ignored when unknown, and the phone decides', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'klingon' });
    expect(readSavedLanguage(storage)).toBeNull();
    expect(deviceLanguage(storage, ['pt-BR'])).toBe('pt-PT');
  });

  it('never throws where storage is blocked', () => {
    expect(readSavedLanguage(blockedStorage)).toBeNull();
    expect(saveLanguage(blockedStorage, 'en')).toBe(false);
    expect(saveLanguage(null, 'en')).toBe(false);
    expect(deviceLanguage(blockedStorage, ['pt-PT'])).toBe('pt-PT');
  });
});

describe('switching language', () => {
  it('loads Portuguese, follows it on <html lang>, and remembers the choice', async () => {
    await chooseLanguage('pt-PT');
    expect(i18n.t('login.signIn')).toBe('Entrar');
    expect(document.documentElement.lang).toBe('pt-PT');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pt-PT');
    await chooseLanguage('en');
    expect(i18n.t('login.signIn')).toBe('Sign in');
    expect(document.documentElement.lang).toBe('en');
  });

  it('counts with the plural rules of each language', async () => {
    expect(i18n.t('orders.count', { count: 1 })).toBe('1 order');
    expect(i18n.t('orders.count', { count: 2 })).toBe('2 orders');
    await showLanguage('pt-PT');
    expect(i18n.t('orders.count', { count: 1 })).toBe('1 encomenda');
    expect(i18n.t('orders.count', { count: 2 })).toBe('2 encomendas');
    expect(i18n.t('orders.count', { count: 0 })).toBe('0 encomendas');
    // Portuguese's "many" (millions): its own form, never the English one.
    expect(i18n.t('orders.count', { count: 1_000_000 })).toBe('1000000 encomendas');
  });

  it('formats times and money for the language', async () => {
    const quarterToThree = new Date(2026, 0, 5, 14, 45).getTime();
    expect(formatTime(quarterToThree)).toBe('02:45 PM');
    await showLanguage('pt-PT');
    expect(formatTime(quarterToThree)).toBe('14:45');
    // Intl puts a no-break space before the euro sign.
    expect(formatMoney(35.3, 'EUR')).toBe('35,30\u00a0€');
  });
});

describe('server words', () => {
  it('are translated when the catalogue knows them, else shown as given', async () => {
    await showLanguage('pt-PT');
    expect(statusText('On the Way')).toBe('A caminho');
    expect(statusText('Returned to depot')).toBe('Returned to depot');
    // Never read as a key path or a namespace.
    expect(statusText('login.signIn')).toBe('login.signIn');
    expect(statusText('translation:app')).toBe('translation:app');
    expect(statusText('constructor')).toBe('constructor');
    expect(statusText('')).toBe('');
  });
});
