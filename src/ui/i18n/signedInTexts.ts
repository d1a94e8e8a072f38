import { enSignedIn } from './catalogues/enSignedIn';
import { i18n } from './i18n';

// The signed-in screens' English words (docs/i18n.md#budget), out of the sign-in page's chunk:
// whatever shows those screens calls this first (src/app/signedIn.ts, the desk's texts), and
// their words are there before any of them renders. Other languages' catalogues are whole.

let added = false;

/** Adds the signed-in screens' English words to the catalogue, once. */
export function addSignedInTexts(): void {
  if (added) return;
  added = true;
  i18n.addResourceBundle('en', 'translation', enSignedIn, true, false);
}
