// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { round } from '../../../scripts/round.mjs';

// The bench's and the load run's one rounding (scripts/round.mjs).

describe('round', () => {
  it('rounds to whole numbers unless told how many decimals', () => {
    expect(round(2.5)).toBe(3);
    expect(round(1234.4)).toBe(1234);
    expect(round(3.14159, 2)).toBe(3.14);
    expect(round(0.125, 1)).toBe(0.1);
  });

  it('keeps a negative figure negative', () => {
    expect(round(-1.26, 1)).toBe(-1.3);
  });

  it('answers null for a missing figure, never NaN', () => {
    expect(round(null)).toBeNull();
    expect(round(undefined, 2)).toBeNull();
  });
});
