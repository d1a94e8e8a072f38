import { describe, expect, it } from 'vitest';
import { fieldErrorMessage } from '@/domain/intake/fieldErrors';
import {
  IMPORT_TEMPLATE,
  readHeader,
  readImportRow,
  readItemsCell,
  rowKey,
} from '@/domain/intake/importRows';

const dayStart = new Date(2026, 10, 26).getTime();
const options = { currency: 'EUR', dayStart };

describe('an imported spreadsheet row', () => {
  it('reads the template’s own example as an order', () => {
    const [header, example] = IMPORT_TEMPLATE;
    const row = readImportRow(readHeader(header), example, 2, options);
    expect(row.ok).toBe(true);
    if (!row.ok) return;
    expect(row.key).toBe('SHOP-1001');
    expect(row.draft).toMatchObject({
      customerName: 'Inês Carvalho',
      totalMinor: 2150,
      payment: 'cash',
      dueAt: new Date(2026, 10, 26, 12, 30).getTime(),
      location: { lat: 38.7105, lng: -9.1368 },
      items: [
        { name: 'Margherita pizza', quantity: 2, unitPriceMinor: null },
        { name: 'Lemonade', quantity: 1, unitPriceMinor: null },
      ],
    });
  });

  it('finds columns by English or Portuguese headings, any case, a BOM ignored', () => {
    expect(readHeader(['\uFEFFMorada', 'CLIENTE', 'valor', 'Pagamento', 'Whatever'])).toEqual([
      'address',
      'customerName',
      'total',
      'payment',
      null,
    ]);
  });

  it('names each bad field with its line', () => {
    const columns = readHeader(['Customer name', 'Address', 'Items', 'Total', 'Payment', 'Due']);
    const row = readImportRow(columns, ['Ana', '', 'Fries', 'abc', 'Cash', '25:00'], 4, options);
    expect(row.ok).toBe(false);
    if (row.ok) return;
    expect(row.line).toBe(4);
    expect(row.errors.map(fieldErrorMessage)).toEqual([
      'Enter the address',
      'Total is not a number',
      'Due is not a time',
    ]);
  });

  it('keys a row without a reference by its content, the same each time', () => {
    const cells = ['Ana', 'Rua A 1', '1 x Fries', '3,20', 'Cash'];
    expect(rowKey(cells)).toBe(rowKey([...cells]));
    expect(rowKey(cells)).not.toBe(rowKey(['Ana', 'Rua A 2', '1 x Fries', '3,20', 'Cash']));
    expect(rowKey([' Ana '])).toBe(rowKey(['Ana']));
  });

  it('reads item lines with or without a count', () => {
    expect(readItemsCell('2 x Pizza; 3x Cola\nFries | 4 Water')).toEqual([
      { quantity: '2', name: 'Pizza' },
      { quantity: '3', name: 'Cola' },
      { quantity: '1', name: 'Fries' },
      { quantity: '4', name: 'Water' },
    ]);
  });
});
