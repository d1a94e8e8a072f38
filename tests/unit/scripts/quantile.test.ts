// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantile } from '../../../scripts/quantile.mjs';

// The bench's and the load run's one nearest-rank quantile (scripts/quantile.mjs).

describe('quantile (nearest rank)', () => {
  it('is null for no values', () => {
    expect(quantile([], 0.5)).toBeNull();
  });

  it('is the nearest rank: a value measured, never between two', () => {
    const sorted = [10, 20, 30, 40];
    expect(quantile(sorted, 0.5)).toBe(20);
    expect(quantile(sorted, 0.51)).toBe(30);
    expect(quantile(sorted, 0.95)).toBe(40);
    expect(quantile(sorted, 1)).toBe(40);
    expect(quantile(sorted, 0)).toBe(10);
    expect(quantile([7], 0.95)).toBe(7);
  });

  it('has at least the share q of the values at or below it, and less than q below it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 60 }),
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        (values, q) => {
          const sorted = [...values].sort((a, b) => a - b);
          const value = quantile(sorted, q);
          expect(sorted).toContain(value);
          const atOrBelow = sorted.filter((v) => v <= value!).length;
          const below = sorted.filter((v) => v < value!).length;
          expect(atOrBelow / sorted.length).toBeGreaterThanOrEqual(q - 1e-12);
          expect(below / sorted.length).toBeLessThan(q);
        },
      ),
    );
  });
});
