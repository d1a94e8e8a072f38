import { THEME } from '@/config/constants';
import { createStore, matchesMedia, safeLocalStorage } from '@/platform';

// The display preferences of this device: theme and text size. Saved in localStorage (per
// device, not per account: the same phone in the same van), applied as attributes on <html>
// that src/ui/theme/tokens.css reads. public/boot.js applies the same saved choice before the
// first paint; tests/unit/features/display/boot.test.ts keeps the two in step.

export type ThemeChoice = 'system' | 'light' | 'dark';
export type TextSizeChoice = 'standard' | 'large' | 'extra-large';
/** The theme actually shown: "system" resolved against the phone's setting. */
export type ShownTheme = 'light' | 'dark';

export interface DisplayChoices {
  theme: ThemeChoice;
  textSize: TextSizeChoice;
}

export const DEFAULT_DISPLAY_CHOICES: DisplayChoices = { theme: 'system', textSize: 'standard' };

export const DISPLAY_STORAGE_KEYS = {
  theme: 'dispatch.theme',
  textSize: 'dispatch.textSize',
} as const;

/** The browser bar's colour: the header's colour in each theme (theme/tokens.css --brand). */
export const THEME_COLORS: Record<ShownTheme, string> = {
  light: THEME.darkRed,
  dark: '#2b0707',
};

const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
const TEXT_SIZE_CHOICES: readonly TextSizeChoice[] = ['standard', 'large', 'extra-large'];

/** The part of Storage this module uses (tests pass a fake, or one that throws). */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem'>;

function isOneOf<T extends string>(choices: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (choices as readonly string[]).includes(value);
}

function readItem(storage: PreferenceStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    // Storage blocked (private mode, site data disabled): the defaults apply.
    return null;
  }
}

/** The saved choices; anything missing, unreadable or unknown falls back to the default. */
export function readDisplayChoices(storage: PreferenceStorage | null): DisplayChoices {
  const theme = readItem(storage, DISPLAY_STORAGE_KEYS.theme);
  const textSize = readItem(storage, DISPLAY_STORAGE_KEYS.textSize);
  return {
    theme: isOneOf(THEME_CHOICES, theme) ? theme : DEFAULT_DISPLAY_CHOICES.theme,
    textSize: isOneOf(TEXT_SIZE_CHOICES, textSize) ? textSize : DEFAULT_DISPLAY_CHOICES.textSize,
  };
}

/** Saves the choices; false when the storage refused (the choice still holds for this visit). */
export function saveDisplayChoices(
  storage: PreferenceStorage | null,
  choices: DisplayChoices,
): boolean {
  if (storage === null) return false;
  try {
    storage.setItem(DISPLAY_STORAGE_KEYS.theme, choices.theme);
    storage.setItem(DISPLAY_STORAGE_KEYS.textSize, choices.textSize);
    return true;
  } catch {
    return false;
  }
}

export function shownTheme(theme: ThemeChoice, phonePrefersDark: boolean): ShownTheme {
  if (theme === 'system') return phonePrefersDark ? 'dark' : 'light';
  return theme;
}

/** Puts the choices on the page: data-theme and data-text-size on <html>, the bar colour. */
export function applyDisplayChoices(
  document: Document,
  choices: DisplayChoices,
  phonePrefersDark: boolean,
): void {
  const theme = shownTheme(choices.theme, phonePrefersDark);
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.dataset.textSize = choices.textSize;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

export interface DisplayPreferences {
  get(): DisplayChoices;
  subscribe(listener: () => void): () => void;
  choose(change: Partial<DisplayChoices>): void;
}

export interface DisplayEnvironment {
  storage: PreferenceStorage | null;
  document: Document;
  /** Whether the phone is set to dark now (asked at each choice: it changes at night). */
  phonePrefersDark: () => boolean;
}

/** The store behind the menu controls: reads the saved choices, saves and applies new ones. */
export function createDisplayPreferences(environment: DisplayEnvironment): DisplayPreferences {
  // Every choice is announced, even one equal to the current: the phone's scheme may differ.
  const choices = createStore(readDisplayChoices(environment.storage), () => false);
  return {
    get: choices.get,
    subscribe: choices.subscribe,
    choose(change) {
      const next = { ...choices.get(), ...change };
      saveDisplayChoices(environment.storage, next);
      applyDisplayChoices(environment.document, next, environment.phonePrefersDark());
      choices.set(next);
    },
  };
}

let shared: DisplayPreferences | null = null;

/** This page's preferences, on the browser's localStorage and the phone's colour scheme. */
export function sharedDisplayPreferences(): DisplayPreferences {
  shared ??= createDisplayPreferences({
    storage: safeLocalStorage(),
    document,
    phonePrefersDark: () => matchesMedia('(prefers-color-scheme: dark)'),
  });
  return shared;
}
