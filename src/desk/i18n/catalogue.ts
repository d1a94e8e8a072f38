import type { CatalogueOf } from '@/ui/i18n/catalogues/catalogue';
import type { deskEn } from './en';

/** A language's desk texts: exactly the English keys (TypeScript rejects a missing or extra one). */
export type DeskCatalogue = CatalogueOf<typeof deskEn>;
