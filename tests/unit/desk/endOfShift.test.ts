import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readCsv, writeCsv } from '@/desk/import/readCsv';
import { clampDay } from '@/desk/shift/DayPicker';
import { shiftCsvFile, shiftCsvFileName } from '@/desk/shift/exportCsv';
import { readCashTyped } from '@/desk/shift/useRecordCash';
import { endOfShift } from '@/domain/shift/endOfShift';
import { deskOrder } from '../../support/fakeDeskServices';

// End of shift's pure parts (docs/end-of-shift.md): the day kept within the last 30, the cash
// typed, and the CSV in the separator and decimal mark of the language shown.

describe('clampDay', () => {
  it('keeps a day within today and the 29 days before it', () => {
    expect(clampDay('2026-11-26', '2026-11-26')).toBe('2026-11-26');
    expect(clampDay('2026-10-28', '2026-11-26')).toBe('2026-10-28');
    expect(clampDay('2026-10-27', '2026-11-26')).toBe('2026-10-28');
    expect(clampDay('2026-11-27', '2026-11-26')).toBe('2026-11-26');
    expect(clampDay('not a day', '2026-11-26')).toBe('2026-11-26');
  });
});

describe('readCashTyped', () => {
  it('reads Portuguese and English decimals as the backend’s amount', () => {
    expect(readCashTyped('35,30', 'EUR')).toEqual({ amount: 35.3 });
    expect(readCashTyped(' 35.3 ', 'EUR')).toEqual({ amount: 35.3 });
    expect(readCashTyped('0', 'EUR')).toEqual({ amount: 0 });
  });

  it('refuses what is not an amount, or more than a count can be', () => {
    for (const typed of ['', 'abc', '-5', '35,301', '1.000,00', '35,3,0']) {
      expect(readCashTyped(typed, 'EUR')).toHaveProperty('problem');
    }
    expect(readCashTyped('1000000,01', 'EUR')).toEqual({
      problem: expect.stringMatching(/^That is more than/),
    });
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const read = readCashTyped(typed, 'EUR');
        return 'problem' in read || (Number.isFinite(read.amount) && read.amount >= 0);
      }),
    );
  });
});

describe('writeCsv with a separator', () => {
  it('writes semicolons when asked, and reads back what it wrote', () => {
    const rows = [
      ['Order', 'Total'],
      ['1042', '35,30'],
      ['a;b', 'x "y"'],
    ];
    const file = writeCsv(rows, { delimiter: ';' });
    expect(file.startsWith('\uFEFF"Order";"Total"\r\n"1042";"35,30"')).toBe(true);
    expect(readCsv(file)).toMatchObject({ rows, delimiter: ';' });
  });
});

describe('shiftCsvFile', () => {
  const day = endOfShift(
    [
      deskOrder('r1', {
        dispatchId: 'u-ana',
        status: 'Delivered',
        paymentMethod: 'Cash',
        total: 1234.5,
        currency: 'EUR',
        cashCollected: 1234.5,
        updateTimestamp: Date.UTC(2026, 10, 26, 17, 5),
      }),
      deskOrder('r2', { dispatchId: null, orderNumber: '=HYPERLINK("x")' }),
    ],
    { notDeliveredStatus: 'Not Delivered' },
  );
  const nameOf = (uid: string | null) => (uid === 'u-ana' ? 'Ana Ribeiro' : 'Unassigned');

  it('uses ";" and the decimal comma in Portuguese, "," and the point in English', () => {
    const pt = shiftCsvFile('2026-11-26', day, { locale: 'pt-PT', timeZone: 'UTC', nameOf });
    const ptRows = readCsv(pt.text).rows;
    expect(readCsv(pt.text).delimiter).toBe(';');
    expect(ptRows[1]?.slice(0, 6)).toEqual([
      '1',
      'Ana Ribeiro',
      'Delivered',
      '',
      '1234,50',
      '1234,50',
    ]);
    expect(ptRows[1]?.[11]).toBe('2026-11-26 17:05');

    const en = shiftCsvFile('2026-11-26', day, { locale: 'en', timeZone: 'UTC', nameOf });
    expect(readCsv(en.text).delimiter).toBe(',');
    expect(readCsv(en.text).rows[1]?.[4]).toBe('1234.50');
    expect(en.name).toBe('dispatch-end-of-shift-2026-11-26.csv');
    expect(shiftCsvFileName('2026-01-02')).toBe('dispatch-end-of-shift-2026-01-02.csv');
  });

  it('never lets a cell start a formula', () => {
    const en = shiftCsvFile('2026-11-26', day, { locale: 'en', timeZone: 'UTC', nameOf });
    const unassigned = readCsv(en.text).rows[2];
    expect(unassigned?.[0]).toBe('\'=HYPERLINK("x")');
    expect(unassigned?.[1]).toBe('Unassigned');
  });
});
