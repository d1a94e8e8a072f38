import {
  readHeader,
  readImportRow,
  type ImportColumn,
  type ImportedRow,
  type ImportOptions,
} from '@/domain/intake/importRows';
import { readCsv } from './readCsv';

// "Import orders", before anything is written (docs/intake.md#import): the file read into rows,
// each row as the order it will become or the line and field that is wrong. Pure, so that it
// runs the same in the import worker (import.worker.ts) and, where there is no worker, on the
// page.

/** The columns without which no row can be an order. */
export const REQUIRED_COLUMNS: readonly ImportColumn[] = ['customerName', 'address', 'payment'];

export interface ImportPreview {
  /** Every row after the header, in the file's order. */
  rows: ImportedRow[];
  /** Required columns the header lacks (every row then fails on them). */
  missingColumns: ImportColumn[];
  /** Rows whose key (Reference, or the row's content) an earlier row of the file already had. */
  repeatedLines: number[];
}

export function previewImport(text: string, options: ImportOptions): ImportPreview {
  const { rows, lines } = readCsv(text);
  const [header = [], ...body] = rows;
  const columns = readHeader(header);
  const missingColumns = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  const seen = new Set<string>();
  const repeatedLines: number[] = [];
  const read = body.map((cells, index) => {
    const row = readImportRow(columns, cells, lines[index + 1] ?? index + 2, options);
    if (seen.has(row.key)) repeatedLines.push(row.line);
    seen.add(row.key);
    return row;
  });
  return { rows: read, missingColumns, repeatedLines };
}
