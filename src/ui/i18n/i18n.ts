import i18next from 'i18next';
import type { Catalogue } from './catalogues/catalogue';
import { enStart } from './catalogues/enStart';
import {
  browserLanguages,
  browserStorage,
  DEFAULT_LANGUAGE,
  deviceLanguage,
  saveLanguage,
  type Language,
} from './languages';
import { rememberTexts } from './rememberedTexts';

// The app's one i18next instance (docs/i18n.md). English is bundled and ready synchronously,
// so the first render (and the build's prerender) is English and never shows a key: the start's
// words here, the signed-in screens' with their chunk (signedInTexts.ts). Any other language
// is imported whole when it is needed, in its own chunk, and switched to only once loaded.

/** Each other language's catalogue, in its own chunk. */
const LAZY_CATALOGUES: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  'pt-PT': async () => (await import('./catalogues/pt-PT')).ptPT,
};

export const i18n = i18next.createInstance();

void i18n.init({
  resources: { en: { translation: enStart } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // 'pt-PT' only, never a 'pt' catalogue that does not exist.
  load: 'currentOnly',
  // Keys are ours ("login.signIn"); a server string is never used as a key (see serverText.ts).
  nsSeparator: false,
  // The default, said aloud: with no separator set at all, i18next tests every key on every
  // call for whether it reads like a sentence rather than a path.
  keySeparator: '.',
  // React escapes; i18next must not escape a second time ("&amp;" on screen).
  interpolation: { escapeValue: false },
  // English is in the bundle: ready at once, no Suspense needed.
  initAsync: false,
});

/** Every `t` remembers its texts until the language or a catalogue changes (rememberedTexts.ts). */
export const textsRevision = rememberTexts(i18n);

function showLanguageOnPage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
i18n.on('languageChanged', showLanguageOnPage);

async function ensureCatalogue(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const catalogue = await LAZY_CATALOGUES[language]();
  i18n.addResourceBundle(language, 'translation', catalogue);
}

/** The language shown now. */
export function currentLanguage(): Language {
  return i18n.language === 'pt-PT' ? 'pt-PT' : 'en';
}

/**
 * Shows the app in `language` once its catalogue has loaded (until then the current language
 * stays on screen: no keys, no empty texts). A catalogue that fails to load (offline on a
 * first visit before the worker cached it) leaves the current language and rejects.
 */
export async function showLanguage(language: Language): Promise<void> {
  await ensureCatalogue(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The side menu's choice: remembered on this device, then shown. */
export function chooseLanguage(language: Language): Promise<void> {
  saveLanguage(browserStorage(), language);
  return showLanguage(language);
}

/**
 * After the first (English, maybe hydrated) render: switch to the device's language. Called
 * from an effect, so hydration of the prerendered English HTML has finished before any text
 * changes (see docs/i18n.md#first-screen).
 */
export function showDeviceLanguage(): Promise<void> {
  return showLanguage(deviceLanguage(browserStorage(), browserLanguages())).catch(
    (error: unknown) => {
      // Stays in English; the menu's choice can try again.
      console.warn('The language could not be loaded', error);
    },
  );
}

/**
 * The locale for Intl (dates, times, money). Portuguese is Portugal's; English keeps the
 * phone's own English region (en-GB phones see 24-hour times), "en" (US style) otherwise.
 */
export function formattingLocale(language: Language = currentLanguage()): string {
  if (language === 'pt-PT') return 'pt-PT';
  const english = browserLanguages().find((tag) => /^en(-|$)/i.test(tag));
  return english ?? 'en';
}
