import { describe, expect, it } from 'vitest';
import { parseReceipt } from '@/domain/receipt';
import {
  csvAmount,
  csvSeparatorOf,
  csvTime,
  decimalMarkOf,
  safeCell,
  SHIFT_CSV_COLUMNS,
  shiftCsvRows,
  type ShiftCsvOptions,
} from '@/domain/shift/csv';
import { endOfShift } from '@/domain/shift/endOfShift';

const T = Date.parse('2026-06-10T14:05:00Z');
const options = (locale: string): ShiftCsvOptions => ({
  headers: Object.fromEntries(SHIFT_CSV_COLUMNS.map((c) => [c, c.toUpperCase()])) as never,
  locale,
  timeZone: 'Europe/Lisbon',
  driverName: (uid) => (uid === null ? 'Unassigned' : `Driver ${uid}`),
  statusText: (status) => status ?? '',
  reasonText: (reason) => `«${reason}»`,
  proofYes: 'yes',
  proofNo: 'no',
});

describe('shiftCsvRows', () => {
  const day = endOfShift(
    [
      parseReceipt('a', {
        receipt_type: 'SALE',
        dispatchId: 'ana',
        status: 'Delivered',
        updateTimestamp: T,
        createdAt: T - 3_600_000,
        orderNumber: 1042,
        paymentMethod: 'Cash',
        total: 1234.5,
        currency: 'EUR',
        cashCollected: 1240,
        proof: {
          proofId: 'p1',
          photoUrl: 'https://x.test/p1.jpg',
          receivedBy: '=Maria',
          takenAt: T,
        },
      }),
      parseReceipt('b', {
        receipt_type: 'SALE',
        dispatchId: null,
        status: 'Not Delivered',
        statusReason: 'Wrong address',
        updateTimestamp: T - 1,
        orderNumber: 1043,
        paymentMethod: 'Card',
        total: 9,
        currency: 'JPY',
      }),
    ],
    { notDeliveredStatus: 'Not Delivered' },
  );

  it('writes one row per order after the header, amounts with the locale’s decimal mark', () => {
    const rows = shiftCsvRows(day, options('en'));
    expect(rows[0]).toEqual(SHIFT_CSV_COLUMNS.map((c) => c.toUpperCase()));
    expect(rows[1]).toEqual([
      '1042',
      'Driver ana',
      'Delivered',
      '',
      '1234.50',
      '1240.00',
      'EUR',
      'yes',
      "'=Maria",
      '2026-06-10 14:05',
      '',
      '2026-06-10 15:05',
    ]);
    expect(rows[2].slice(0, 8)).toEqual([
      '1043',
      'Unassigned',
      'Not Delivered',
      '«Wrong address»',
      '',
      '',
      '',
      'no',
    ]);
    expect(shiftCsvRows(day, options('pt-PT'))[1].slice(4, 6)).toEqual(['1234,50', '1240,00']);
  });

  it('chooses the separator and decimal mark a spreadsheet of the locale expects', () => {
    expect(decimalMarkOf('en')).toBe('.');
    expect(decimalMarkOf('pt-PT')).toBe(',');
    expect(csvSeparatorOf('pt-PT')).toBe(';');
    expect(csvSeparatorOf('en-GB')).toBe(',');
    expect(decimalMarkOf('not a locale!')).toBe('.');
  });

  it('writes amounts exactly, whatever the currency’s digits', () => {
    expect(csvAmount({ minor: 5, currency: 'EUR' }, '.')).toBe('0.05');
    expect(csvAmount({ minor: -530, currency: 'EUR' }, ',')).toBe('-5,30');
    expect(csvAmount({ minor: 900, currency: 'JPY' }, '.')).toBe('900');
    expect(csvAmount({ minor: 1234, currency: 'KWD' }, '.')).toBe('1.234');
    expect(csvAmount(null, '.')).toBe('');
  });

  it('writes times in the zone, and neutralises cells a spreadsheet would run', () => {
    expect(csvTime(T, 'UTC')).toBe('2026-06-10 14:05');
    expect(csvTime(null, 'UTC')).toBe('');
    expect(csvTime(T, 'Nowhere/Else')).toBe('');
    expect(['=1+1', '+351', '-2', '@SUM', 'Ana'].map(safeCell)).toEqual([
      "'=1+1",
      "'+351",
      "'-2",
      "'@SUM",
      'Ana',
    ]);
  });
});
