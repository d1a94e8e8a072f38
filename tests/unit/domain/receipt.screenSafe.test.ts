import { describe, expect, it } from 'vitest';
import { MAX_DATE_MS, readEpochMillis } from '@/domain/read';
import { parseReceipt, readPhone } from '@/domain/receipt';

// Values the screen cannot show are absent after parsing (docs/firebase.md, "Receipt values the screen
// cannot show"): a time outside what a Date holds, an overflowing line total, invisible characters in
// a phone number.

describe('readEpochMillis: times a Date cannot hold are absent', () => {
  it.each([
    ['nanoseconds instead of milliseconds', 1_700_000_000_000_000_000],
    ['1e308', 1e308],
    ['-1e308', -1e308],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['NaN', Number.NaN],
    ['just past the largest Date', MAX_DATE_MS + 1],
    ['a numeric string of 1e308', '1e308'],
    ['Infinity from { seconds }', { seconds: 1e308 }],
    ['Infinity from { _seconds } as text', { _seconds: '1e306' }],
    ['an out-of-range toMillis()', { toMillis: () => 1e20 }],
    ['an invalid Date', new Date(Number.NaN)],
  ])('%s → null', (_label, value) => {
    expect(readEpochMillis(value)).toBeNull();
  });

  it('keeps the edges of the Date range and times before 1970', () => {
    expect(readEpochMillis(MAX_DATE_MS)).toBe(MAX_DATE_MS);
    expect(readEpochMillis(-MAX_DATE_MS)).toBe(-MAX_DATE_MS);
    expect(readEpochMillis(-1000)).toBe(-1000);
  });

  it('leaves an impossible updateTimestamp absent on the parsed receipt', () => {
    const receipt = parseReceipt('r1', { updateTimestamp: { seconds: 1e308 }, status: 'Pending' });
    expect(receipt.updateTimestamp).toBeNull();
    expect(receipt.status).toBe('Pending');
  });
});

describe('line totals', () => {
  it('are absent when quantity × price overflows', () => {
    const receipt = parseReceipt('r1', {
      items: [{ name: 'Soup', quantity: 1e200, price: 1e200 }],
    });
    expect(receipt.items[0]).toMatchObject({ quantity: 1e200, unitPrice: 1e200, lineTotal: null });
  });
});

describe('readPhone: the number shown is the number dialled', () => {
  it.each([
    ['left-to-right and right-to-left marks', '\u200E+351 912\u200F 345 678'],
    ['embeddings and overrides', '\u202A+351 \u202E912 345 678\u202C'],
    ['isolates', '\u2066+351\u2069 \u2067912 345\u2069 678\u2068'],
    ['zero-width space, joiner and BOM', '+351\u200B 912\u200D 345\uFEFF 678'],
    ['a soft hyphen and a control character', '+351\u00AD 912\u0007 345 678'],
  ])('strips %s', (_label, raw) => {
    expect(readPhone(raw)).toBe('+351 912 345 678');
    expect(parseReceipt('r1', { customer: { phone: raw } }).customerPhone).toBe('+351 912 345 678');
  });

  it('a reversed number reads, after stripping, in the order it is dialled', () => {
    // U+202E shows "876 543 219" on screen while the dialler gets 912 345 678.
    const phone = readPhone('\u202E912 345 678');
    expect(phone).toBe('912 345 678');
  });

  it('is absent when nothing visible is left', () => {
    expect(readPhone('\u200E\u202E\u2066')).toBeNull();
    expect(parseReceipt('r1', { customerPhone: '\u200F', phone: '+351 1' }).customerPhone).toBe(
      '+351 1',
    );
  });
});
