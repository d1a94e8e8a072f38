import { i18n } from './i18n';

// Words the server sends (a receipt's status, reasons from configuration) are data, not keys:
// shown as given unless the catalogue has a translation for that exact string. Looked up as a
// property of the catalogue's table, never as an i18next key, so a status with "." or ":" in
// it cannot reach another text.

type ServerTextTable = 'status' | 'reasons';

function tableOf(language: string, table: ServerTextTable): Record<string, unknown> | null {
  const found: unknown = i18n.getResource(language, 'translation', table);
  return typeof found === 'object' && found !== null ? (found as Record<string, unknown>) : null;
}

/** The translation of a server string in the current language, or the string as it is. */
export function serverText(table: ServerTextTable, raw: string): string {
  const translations = tableOf(i18n.language, table);
  const translated =
    translations !== null && Object.hasOwn(translations, raw) ? translations[raw] : null;
  return typeof translated === 'string' ? translated : raw;
}

/** A status as shown: its translation when the catalogue knows it, else as the server sent it. */
export function statusText(status: string): string {
  return serverText('status', status);
}

/** A configured "Not delivered" reason as shown: translated when the catalogue knows it. */
export function reasonText(reason: string): string {
  return serverText('reasons', reason);
}
