import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMinor,
  amountInputText,
  compareCash,
  minorUnitDigits,
  parseAmount,
  toMajor,
  toMinor,
} from '@/domain/money';

describe('minor units', () => {
  it('knows the digits of a currency, 2 when it is unknown or absent', () => {
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('KWD')).toBe(3);
    expect(minorUnitDigits(null)).toBe(2);
    expect(minorUnitDigits('eur!')).toBe(2);
  });

  it('turns receipt amounts into cents without float drift', () => {
    expect(toMinor(35.3, 'EUR')).toBe(3530);
    expect(toMinor(0.1, 'EUR')! + toMinor(0.2, 'EUR')!).toBe(toMinor(0.3, 'EUR'));
    expect(toMajor(addMinor(toMinor(0.1, 'EUR')!, toMinor(0.2, 'EUR')!), 'EUR')).toBe(0.3);
    expect(toMinor(1.005, 'EUR')).toBe(100); // the double below 1.005, rounded once
    expect(toMinor(1234, 'JPY')).toBe(1234);
  });

  it('gives null for amounts that are not amounts', () => {
    expect(toMinor(null, 'EUR')).toBeNull();
    expect(toMinor(Number.NaN, 'EUR')).toBeNull();
    expect(toMinor(Number.POSITIVE_INFINITY, 'EUR')).toBeNull();
    expect(toMinor(1e300, 'EUR')).toBeNull();
  });

  it('round-trips every cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        expect(toMinor(toMajor(cents, 'EUR'), 'EUR')).toBe(cents);
      }),
    );
  });

  it('sums in cents exactly what the decimal sum is', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e7 }), { maxLength: 50 }), (cents) => {
        const viaMajor = cents.map((c) => toMinor(toMajor(c, 'EUR'), 'EUR') as number);
        expect(addMinor(...viaMajor)).toBe(cents.reduce((a, b) => a + b, 0));
      }),
    );
  });
});

describe('parseAmount: what a driver types', () => {
  it.each([
    ['35.30', 3530],
    ['35,30', 3530],
    ['35,3', 3530],
    ['35', 3500],
    ['35.', 3500],
    [' 35.30 ', 3530],
    ['€35.30', 3530],
    ['0,10', 10],
    ['0', 0],
  ])('reads "%s" as %i cents', (input, cents) => {
    expect(parseAmount(input, 'EUR')).toBe(cents);
  });

  it.each([[''], ['abc'], ['35.301'], ['1.234,50'], ['-5'], ['3 5x'], ['.'], [',5,']])(
    'refuses "%s"',
    (input) => {
      expect(parseAmount(input, 'EUR')).toBeNull();
    },
  );

  it('follows the currency: no decimals in yen', () => {
    expect(parseAmount('1200', 'JPY')).toBe(1200);
    expect(parseAmount('1200.5', 'JPY')).toBeNull();
  });

  it('reads back what it prefills, in either separator', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (cents) => {
        const text = amountInputText(cents, 'EUR');
        expect(parseAmount(text, 'EUR')).toBe(cents);
        expect(parseAmount(text.replace('.', ','), 'EUR')).toBe(cents);
      }),
    );
  });
});

describe('compareCash', () => {
  it('gives the change for more, what is missing for less', () => {
    expect(compareCash(5000, 3530)).toEqual({ kind: 'change', change: 1470 });
    expect(compareCash(3000, 3530)).toEqual({ kind: 'short', missing: 530 });
    expect(compareCash(3530, 3530)).toEqual({ kind: 'exact' });
  });

  it('change + due is always what was received', () => {
    fc.assert(
      fc.property(fc.nat(1e9), fc.nat(1e9), (received, due) => {
        const result = compareCash(received, due);
        if (result.kind === 'change') expect(due + result.change).toBe(received);
        else if (result.kind === 'short') expect(received + result.missing).toBe(due);
        else expect(received).toBe(due);
      }),
    );
  });
});
