import Papa from 'papaparse';

// A spreadsheet's CSV text as rows of cells (docs/intake.md#import), as spreadsheets write it:
// comma or semicolon (Portuguese Excel writes semicolons), UTF-8 with or without a BOM, quoted
// fields holding separators, quotes and line breaks. Papa Parse does the reading; this module
// only fixes the choices (the separators it may guess, blank lines skipped).

export interface CsvRows {
  /** Every non-blank row, the header first, each cell as written (no trimming). */
  rows: string[][];
  /** The 1-based line in the file where each row starts (a quoted line break spans lines). */
  lines: number[];
  /** The separator found: "," or ";" (or a tab). */
  delimiter: string;
}

const BOM = '\uFEFF';

export function readCsv(text: string): CsvRows {
  const body = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  const rows: string[][] = [];
  const lines: number[] = [];
  let delimiter = ',';
  // Where the next row starts, and the line that is: counted as the parser's cursor moves, so a
  // quoted line break inside a field moves the line count without starting a row.
  let rowStart = 0;
  let line = 1;
  Papa.parse<string[]>(body, {
    delimitersToGuess: [',', ';', '\t'],
    // Empty lines are left out of the separator's guess too: without this, the line break every
    // spreadsheet ends a file with makes a semicolon file's last "row" one field long, and the
    // guess falls back to commas.
    skipEmptyLines: true,
    step(result) {
      delimiter = result.meta.delimiter;
      const row = result.data;
      // Blank lines (and rows of empty cells) are not orders: skipped, but still counted.
      const start = firstTextAt(body, rowStart);
      line += lineBreaksIn(body, rowStart, start);
      if (row.some((cell) => cell.trim() !== '')) {
        rows.push(row);
        lines.push(line);
      }
      line += lineBreaksIn(body, start, result.meta.cursor);
      rowStart = result.meta.cursor;
    },
  });
  return { rows, lines, delimiter };
}

/** The first offset from `from` that is not a line break (where a row's text starts). */
function firstTextAt(text: string, from: number): number {
  let at = from;
  while (at < text.length && (text[at] === '\n' || text[at] === '\r')) at++;
  return at;
}

/** Line breaks in text[from, to): "\r\n", "\n" and a lone "\r" each count once. */
function lineBreaksIn(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    if (text[i] === '\n') count++;
    else if (text[i] === '\r' && text[i + 1] !== '\n') count++;
  }
  return count;
}

export interface WriteCsvOptions {
  /**
   * The separator: "," (the default), or ";" for a locale whose numbers use a decimal comma
   * (domain/shift/csv.ts `csvSeparatorOf`), which is what its spreadsheets split on.
   */
  delimiter?: ',' | ';';
}

/** The rows as a CSV file a spreadsheet opens cleanly: BOM, the separator, every field quoted. */
export function writeCsv(
  rows: readonly (readonly string[])[],
  { delimiter = ',' }: WriteCsvOptions = {},
): string {
  return (
    BOM +
    Papa.unparse(
      rows.map((row) => [...row]),
      { quotes: true, newline: '\r\n', delimiter },
    )
  );
}
