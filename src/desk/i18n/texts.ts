import { safeLocalStorage } from '@/platform';
import { i18n, saveLanguage, showLanguage, useTranslation, type Language } from '@/ui/i18n';
import { browserLanguages, deviceLanguage } from '@/ui/i18n/languages';
import { addSignedInTexts } from '@/ui/i18n/signedInTexts';
import type { DeskCatalogue } from './catalogue';
import { deskEn } from './en';

// The desk's texts (docs/desk.md#texts): the app's one i18next instance (src/ui/i18n), with the
// desk's words in a namespace of their own, "desk". So the desk follows the same language
// choice (`dispatch.language`, else the browser's), formats dates and money through ui/format
// in that language, and shares the words both apps show (the sign-in labels, payment, times,
// statuses) from the app's catalogue; the driver app's catalogue does not grow by a word.

export const DESK_NAMESPACE = 'desk';

/** Each other language's desk texts, in its own chunk. */
const LAZY_DESK_CATALOGUES: Record<Exclude<Language, 'en'>, () => Promise<DeskCatalogue>> = {
  'pt-PT': async () => (await import('./pt-PT')).deskPtPT,
};

// The words the desk shares with the driver app (statuses, payment, times) are the signed-in
// screens' (ui/i18n/signedInTexts.ts).
addSignedInTexts();
i18n.addResourceBundle('en', DESK_NAMESPACE, deskEn);

type PluralSuffix = '_one' | '_other' | '_many';
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${Prefix}${WithoutPlural<K>}`
    : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every desk text's key: `t('board.heading')` compiles, `t('board.haeding')` does not. */
export type DeskKey = Paths<typeof deskEn>;

export type DeskValues = Readonly<Record<string, string | number>>;

/** The desk's `t`: a desk key, its values (`count` picks the plural form). */
export type DeskTranslate = (key: DeskKey, values?: DeskValues) => string;

const NAMESPACE_ONLY = { ns: DESK_NAMESPACE };

/**
 * A desk text in the language shown. i18n.t is read at each call: it is replaced, with its
 * remembered texts, whenever the language or a catalogue changes (ui/i18n/rememberedTexts.ts).
 */
export const deskText: DeskTranslate = (key, values) => {
  // i18n.t is typed by the app's catalogue (ui/i18n/types.d.ts); the desk's keys are typed by
  // DeskKey above, and the namespace option points i18next at them.
  const translate = i18n.t as unknown as (key: string, options: object) => string;
  return translate(key, values === undefined ? NAMESPACE_ONLY : { ...values, ns: DESK_NAMESPACE });
};

/**
 * The desk's words (`t`) and the words it shares with the driver app (`tApp`, the app's
 * catalogue); the component renders again when the language changes.
 */
export function useDeskTexts(): { t: DeskTranslate; tApp: typeof i18n.t } {
  const { t } = useTranslation();
  return { t: deskText, tApp: t };
}

async function ensureDeskCatalogue(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, DESK_NAMESPACE)) return;
  i18n.addResourceBundle(language, DESK_NAMESPACE, await LAZY_DESK_CATALOGUES[language]());
}

/**
 * Shows the desk in `language` once both its catalogues (the desk's and the app's shared words)
 * have loaded; until then the current language stays. Rejects when one cannot load.
 */
export async function showDeskLanguage(language: Language): Promise<void> {
  await ensureDeskCatalogue(language);
  await showLanguage(language);
}

/** The header's choice: remembered on this device (the same choice as the app's), then shown. */
export function chooseDeskLanguage(language: Language): Promise<void> {
  saveLanguage(safeLocalStorage(), language);
  return showDeskLanguage(language);
}

/** Before the first render: the saved choice, else the browser's; English if it cannot load. */
export function showDeskDeviceLanguage(): Promise<void> {
  return showDeskLanguage(deviceLanguage(safeLocalStorage(), browserLanguages())).catch(
    (error: unknown) => {
      console.warn('The language could not be loaded', error);
    },
  );
}
