import { describe, expect, it, vi } from 'vitest';
import { previewImport } from '@/desk/import/previewImport';
import { previewOffThread, type PreviewWorkerFactory } from '@/desk/import/previewOffThread';
import { writeCsv } from '@/desk/import/readCsv';
import { IMPORT_TEMPLATE } from '@/domain/intake/importRows';

const options = { currency: 'EUR', dayStart: new Date(2026, 10, 26).getTime() };
const [header, example] = IMPORT_TEMPLATE;

const file = writeCsv([
  header,
  example,
  ['', 'Rui', '', 'Rua A 1', '', '1 x Fries', 'abc', 'Cash', '', '', ''],
  example,
]);

describe('the import preview', () => {
  it('shows each row as its order or its line and field, and names repeated rows', () => {
    const preview = previewImport(file, options);
    expect(preview.missingColumns).toEqual([]);
    expect(preview.rows.map((row) => [row.line, row.ok])).toEqual([
      [2, true],
      [3, false],
      [4, true],
    ]);
    expect(preview.rows[1].ok ? [] : preview.rows[1].errors).toEqual([
      { field: 'total', problem: 'not-a-number' },
    ]);
    expect(preview.repeatedLines).toEqual([4]);
  });

  it('says which required columns the file lacks', () => {
    expect(previewImport('Name;Total\nAna;3', options).missingColumns).toEqual([
      'address',
      'payment',
    ]);
  });

  it('gives the same answer on the page when there is no worker, or the worker fails', async () => {
    const here = previewImport(file, options);
    expect(await previewOffThread({ text: file, options }, () => null)).toEqual(here);
    const failing: PreviewWorkerFactory = () => {
      const worker = {
        onmessage: null,
        onerror: null as ((event: ErrorEvent) => void) | null,
        terminate: vi.fn(),
        postMessage: () => queueMicrotask(() => worker.onerror?.(new ErrorEvent('error'))),
      };
      // The factory's type is the browser's Worker; the page only sets and calls these four.
      return worker as unknown as ReturnType<PreviewWorkerFactory>;
    };
    expect(await previewOffThread({ text: file, options }, failing)).toEqual(here);
  });
});
