// Which language the app speaks on this device: the one chosen in the side menu (kept in
// localStorage, per device like the display preferences), else the phone's. Pure functions
// over what they are given, so tests pass their own storage and navigator languages.

export const LANGUAGES = ['en', 'pt-PT'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of the prerendered HTML and of a phone in any language we do not speak. */
export const DEFAULT_LANGUAGE: Language = 'en';

export const LANGUAGE_STORAGE_KEY = 'dispatch.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The phone's language among ours: the first of its preferred languages we speak. Any
 * Portuguese ("pt", "pt-BR", "pt-PT") gets European Portuguese, the only one we have.
 */
export function phoneLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    if (lower === 'pt' || lower.startsWith('pt-')) return 'pt-PT';
    if (lower === 'en' || lower.startsWith('en-')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}

/** The part of Storage this module uses (tests pass a fake, or one that throws). */
export type LanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The saved choice; null when none, unreadable (storage blocked) or not a language of ours. */
export function readSavedLanguage(storage: LanguageStorage | null): Language | null {
  try {
    const saved = storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
    return isLanguage(saved) ? saved : null;
  } catch {
    return null; // Storage blocked (private mode, site data disabled): follow the phone.
  }
}

/** Saves the choice; false when the storage refused (the choice still holds for this visit). */
export function saveLanguage(storage: LanguageStorage | null, language: Language): boolean {
  if (storage === null) return false;
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
    return true;
  } catch {
    return false;
  }
}

/** The language to use: the saved choice, else the phone's. */
export function deviceLanguage(
  storage: LanguageStorage | null,
  preferred: readonly string[],
): Language {
  return readSavedLanguage(storage) ?? phoneLanguage(preferred);
}

/** The browser's localStorage, or null where reading it throws (site data blocked). */
export function browserStorage(): LanguageStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The phone's preferred languages, most preferred first. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
