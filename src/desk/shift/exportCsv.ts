import { deskText } from '@/desk/i18n/texts';
import { writeCsv } from '@/desk/import/readCsv';
import {
  csvSeparatorOf,
  SHIFT_CSV_COLUMNS,
  shiftCsvRows,
  type ShiftCsvColumn,
} from '@/domain/shift/csv';
import type { EndOfShift } from '@/domain/shift/endOfShift';
import { after } from '@/platform';
import { reasonText, statusText } from '@/ui/i18n';

// "Export CSV" (docs/end-of-shift.md#the-csv): the day laid out by domain/shift/csv.ts, written by
// the desk's one CSV writer (import/readCsv.ts: a UTF-8 BOM, every field quoted) with the
// separator of the language shown, and handed to the browser as a download.

/** The file's name, the same in every language (a file kept for the books is found by it). */
export function shiftCsvFileName(day: string): string {
  return `dispatch-end-of-shift-${day}.csv`;
}

export interface ShiftCsvFile {
  name: string;
  text: string;
}

export function shiftCsvFile(
  day: string,
  shift: EndOfShift,
  options: { locale: string; timeZone: string; nameOf(uid: string | null): string },
): ShiftCsvFile {
  const headers = Object.fromEntries(
    SHIFT_CSV_COLUMNS.map((column) => [column, deskText(`shift.csv.${column}`)]),
  ) as Record<ShiftCsvColumn, string>;
  const rows = shiftCsvRows(shift, {
    headers,
    locale: options.locale,
    timeZone: options.timeZone,
    driverName: options.nameOf,
    statusText: (status) => (status === null ? deskText('card.noStatus') : statusText(status)),
    reasonText,
    proofYes: deskText('shift.csv.yes'),
    proofNo: deskText('shift.csv.no'),
  });
  return {
    name: shiftCsvFileName(day),
    text: writeCsv(rows, { delimiter: csvSeparatorOf(options.locale) }),
  };
}

/** Saves the file through a link's download (no network; the object URL is let go after). */
export function downloadFile(file: ShiftCsvFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; a moment later the URL can go.
  after(0, () => URL.revokeObjectURL(url));
}
