import { describe, expect, it } from 'vitest';
import { NO_OUTCOME, outcomeOfChange, readOutcome } from '@/domain/outcome';
import { parseReceipt } from '@/domain/receipt';

describe('readOutcome', () => {
  it('reads the fields the backend writes back (docs/backend-contract.md)', () => {
    expect(
      readOutcome({
        statusReason: 'Wrong address',
        statusNote: ' Gate locked ',
        cashCollected: 50,
      }),
    ).toEqual({ reason: 'Wrong address', note: 'Gate locked', cashCollected: 50 });
  });

  it('reads a nested deliveryOutcome and flat aliases', () => {
    expect(
      readOutcome({
        deliveryOutcome: { reason: 'Customer refused', note: 'n', cashCollected: '12.5' },
      }),
    ).toEqual({ reason: 'Customer refused', note: 'n', cashCollected: 12.5 });
    expect(readOutcome({ notDeliveredReason: 'Other', cashReceived: 3 })).toEqual({
      reason: 'Other',
      note: null,
      cashCollected: 3,
    });
  });

  it('prefers the contract fields over the nested object', () => {
    expect(
      readOutcome({ statusReason: 'Wrong address', deliveryOutcome: { reason: 'Other' } }).reason,
    ).toBe('Wrong address');
  });

  it.each([
    ['nothing', {}],
    ['not an object', 'Wrong address'],
    ['null', null],
    ['an array', [{ statusReason: 'x' }]],
    ['blank and malformed values', { statusReason: '  ', statusNote: {}, cashCollected: 'lots' }],
    ['negative or infinite cash', { cashCollected: -5, cashReceived: Number.POSITIVE_INFINITY }],
    ['a deliveryOutcome that is not an object', { deliveryOutcome: 'Wrong address' }],
  ])('is empty for %s', (_, raw) => {
    expect(readOutcome(raw)).toEqual(NO_OUTCOME);
  });

  it('is part of every parsed receipt', () => {
    expect(parseReceipt('r', { statusReason: 'Customer refused' }).outcome.reason).toBe(
      'Customer refused',
    );
    expect(parseReceipt('r', {}).outcome).toEqual(NO_OUTCOME);
  });

  it('shows a queued change the way the feed will once it is applied', () => {
    expect(
      outcomeOfChange({ reason: 'Other', note: 'Dog', previousStatus: 'On the Way' } as never),
    ).toEqual({
      reason: 'Other',
      note: 'Dog',
      cashCollected: null,
    });
    expect(outcomeOfChange({})).toEqual(NO_OUTCOME);
  });
});
