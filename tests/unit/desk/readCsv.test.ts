import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from '@/desk/import/readCsv';

// Reading spreadsheets' CSV (docs/intake.md#import): what Excel, LibreOffice and Google Sheets
// write, and any field text at all round-tripping through a quoted file.

describe('readCsv', () => {
  it('reads semicolons, a BOM and Portuguese decimals as written', () => {
    const text = '\uFEFFCustomer name;Address;Total\r\nInês;"Rua da Prata 42; 1.º Esq.";35,30\r\n';
    expect(readCsv(text)).toEqual({
      rows: [
        ['Customer name', 'Address', 'Total'],
        ['Inês', 'Rua da Prata 42; 1.º Esq.', '35,30'],
      ],
      lines: [1, 2],
      delimiter: ';',
    });
  });

  it('keeps quoted commas, quotes and line breaks inside a field, and names rows by their line', () => {
    const text = 'Name,Notes\n"Ana, Lda","Ring twice\nthen call ""Rui"""\n\nTiago,\n';
    const read = readCsv(text);
    expect(read.rows).toEqual([
      ['Name', 'Notes'],
      ['Ana, Lda', 'Ring twice\nthen call "Rui"'],
      ['Tiago', ''],
    ]);
    // The second row spans lines 2–3; a blank line 4 is skipped; Tiago is on line 5.
    expect(read.lines).toEqual([1, 2, 5]);
  });

  it('guesses semicolons in a two-column file ending with a line break, as spreadsheets end one', () => {
    expect(readCsv('Name;Total\r\nAna;3,50\r\n')).toEqual({
      rows: [
        ['Name', 'Total'],
        ['Ana', '3,50'],
      ],
      lines: [1, 2],
      delimiter: ';',
    });
  });

  it('skips blank lines and rows of empty cells', () => {
    expect(readCsv('a,b\n,\n\n  \n1,2').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('round-trips any field text through a quoted file, with either separator', () => {
    const cell = fc.string({ maxLength: 30, unit: 'grapheme' });
    const row = fc.array(cell, { minLength: 3, maxLength: 3 });
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(',', ';'),
        (rows, delimiter) => {
          // Rows whose cells are all blank are not rows to a spreadsheet reader: left out.
          const kept = rows.filter((cells) => cells.some((text) => text.trim() !== ''));
          fc.pre(kept.length > 0);
          const file = Papa.unparse(kept, { quotes: true, delimiter, newline: '\r\n' });
          expect(readCsv(file).rows).toEqual(kept);
          expect(readCsv(`\uFEFF${file}`).rows).toEqual(kept);
        },
      ),
    );
  });

  it('writes a file it reads back, with a BOM for spreadsheets', () => {
    const rows = [
      ['Order', 'Notes'],
      ['1042', 'a "quote", a; and\na line'],
    ];
    const file = writeCsv(rows);
    expect(file.startsWith('\uFEFF"Order","Notes"\r\n')).toBe(true);
    expect(readCsv(file).rows).toEqual(rows);
  });
});
