// The English catalogue: the app's words as the issues wrote them (they are a contract: tests
// and other screens select by them). Every other language is loaded whole
// when chosen (see ../i18n.ts). Plurals use i18next's suffixes (_one, _many, _other),
// chosen by Intl.PluralRules of the language: _many is Portuguese's form for millions, which
// English never picks but carries so that every catalogue has the same keys. Interpolation:
// {{name}}; no HTML in any text. In two parts, so the sign-in page carries only its own words:
// enStart.ts (bundled with the first screen) and enSignedIn.ts (with the signed-in screens).
import { enSignedIn } from './enSignedIn';
import { enStart } from './enStart';

/** The whole English catalogue: the shape of every language's (catalogue.ts). */
export const en = { ...enStart, ...enSignedIn } as const;
