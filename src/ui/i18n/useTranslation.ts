import { useStore } from '@/ui/useStore';
import { i18n, textsRevision } from './i18n';

// The screens' `t` (docs/i18n.md#remembered-texts). It replaces react-i18next's hook, which did
// more on every render of every component that translates: it spread i18next's options into
// a new object, checked that the namespace had loaded and built a `t` of its own that copied
// them again on each call. One instance, one namespace, English bundled: none of it is needed.

/** The texts of the language shown; the component renders again when they change. */
export function useTranslation(): { t: typeof i18n.t } {
  useStore(textsRevision);
  return { t: i18n.t };
}
