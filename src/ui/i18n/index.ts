// The app's texts (docs/i18n.md): one i18next instance, English bundled, other languages lazy.
export { useTranslation } from './useTranslation';
export {
  chooseLanguage,
  currentLanguage,
  formattingLocale,
  i18n,
  showDeviceLanguage,
  showLanguage,
} from './i18n';
export {
  deviceLanguage,
  isLanguage,
  phoneLanguage,
  readSavedLanguage,
  saveLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_STORAGE_KEY,
  type Language,
  type LanguageStorage,
} from './languages';
export { reasonText, serverText, statusText } from './serverText';
