import 'i18next';
import type { en } from './catalogues/en';

// Typed keys: t('login.signIn') compiles, t('login.sigIn') does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    nsSeparator: false;
  }
}
