import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDeliveryUpdateAnswer } from '@/domain/deliveryUpdate';
import { MAX_DATE_MS } from '@/domain/read';

// The 2xx answer to a status change: only its updateTimestamp is read, and anything else in any
// body says nothing (the outbox then settles the change by its status).

describe('readDeliveryUpdateAnswer', () => {
  it('reads the updateTimestamp the backend wrote, as a number or numeric text', () => {
    expect(readDeliveryUpdateAnswer({ applied: true, updateTimestamp: 1_763_700_000_123 })).toEqual(
      { updateTimestamp: 1_763_700_000_123 },
    );
    expect(readDeliveryUpdateAnswer({ updateTimestamp: '1763700000123' })).toEqual({
      updateTimestamp: 1_763_700_000_123,
    });
  });

  it('says nothing for an empty, text or other body, or an impossible date', () => {
    for (const body of [
      undefined,
      null,
      '',
      'OK',
      [1_763_700_000_123],
      {},
      { updateTimestamp: null },
      { updateTimestamp: 0 },
      { updateTimestamp: -5 },
      { updateTimestamp: 9e300 },
      { updateTimestamp: Number.NaN },
      { updateTimestamp: 'yesterday' },
    ]) {
      expect(readDeliveryUpdateAnswer(body)).toEqual({ updateTimestamp: null });
    }
  });

  it('never throws, and names only a date the app can hold', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const { updateTimestamp } = readDeliveryUpdateAnswer(body);
        if (updateTimestamp !== null) {
          expect(updateTimestamp).toBeGreaterThan(0);
          expect(updateTimestamp).toBeLessThanOrEqual(MAX_DATE_MS);
        }
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_DATE_MS }), (written) => {
        expect(readDeliveryUpdateAnswer({ updateTimestamp: written }).updateTimestamp).toBe(
          written,
        );
      }),
    );
  });
});
