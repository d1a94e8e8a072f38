import type { en } from './en';

/** Every text of the English catalogue, as any string: the shape each language must fill. */
type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/**
 * A language's catalogue. Typed by the English one, so TypeScript rejects a missing or extra
 * key at build time; tests/unit/ui/i18n/catalogues.test.ts also checks the interpolation
 * variables and the plural forms of each language.
 */
export type Catalogue = Texts<typeof en>;

/** The same shape for another set of texts (the desk's own namespace, src/desk/i18n). */
export type CatalogueOf<T> = Texts<T>;
