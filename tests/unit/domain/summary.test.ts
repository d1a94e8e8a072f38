import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PaymentDue } from '@/domain/payment';
import { groupOf, summarizeDay, type SummaryOrder } from '@/domain/summary';

const NOT_DELIVERED = 'Not Delivered';
const eur = (minor: number) => ({ minor, currency: 'EUR' });
const cash = (minor: number, currency = 'EUR'): PaymentDue => ({
  kind: 'cash',
  amount: { minor, currency },
});
const card = (minor: number): PaymentDue => ({ kind: 'card', amount: eur(minor) });

let next = 0;
function order(overrides: Partial<SummaryOrder>): SummaryOrder {
  next += 1;
  return {
    id: `o${next}`,
    status: 'Pending',
    currency: 'EUR',
    paymentDue: { kind: 'unknown' },
    outcome: { reason: null, cashCollected: null },
    phoneChange: null,
    ...overrides,
  };
}

describe('summarizeDay: counts', () => {
  it('counts delivered, not delivered (per reason) and open', () => {
    const summary = summarizeDay(
      [
        order({ status: 'Delivered' }),
        order({ status: 'Delivered' }),
        order({ status: NOT_DELIVERED, outcome: { reason: 'Wrong address', cashCollected: null } }),
        order({ status: NOT_DELIVERED, outcome: { reason: 'Wrong address', cashCollected: null } }),
        order({
          status: NOT_DELIVERED,
          outcome: { reason: 'Customer refused', cashCollected: null },
        }),
        order({ status: NOT_DELIVERED }),
        order({ status: 'Pending' }),
        order({ status: 'Preparing' }),
        order({ status: null }),
      ],
      NOT_DELIVERED,
    );
    expect(summary).toMatchObject({ total: 9, delivered: 2, notDelivered: 4, open: 3 });
    expect(summary.notDeliveredReasons).toEqual([
      { reason: 'Wrong address', count: 2 },
      { reason: 'Customer refused', count: 1 },
      { reason: null, count: 1 },
    ]);
  });

  it('uses the configured not-delivered status', () => {
    const orders = [order({ status: 'Failed' }), order({ status: NOT_DELIVERED })];
    expect(summarizeDay(orders, 'Failed')).toMatchObject({ notDelivered: 1, open: 1 });
    expect(groupOf('Delivered', 'Failed')).toBe('delivered');
  });

  it('takes the reason of a change still on the phone over the feed', () => {
    const summary = summarizeDay(
      [
        order({
          status: NOT_DELIVERED,
          outcome: { reason: 'Old reason', cashCollected: null },
          phoneChange: { status: NOT_DELIVERED, reason: 'Customer not available' },
        }),
      ],
      NOT_DELIVERED,
    );
    expect(summary.notDeliveredReasons).toEqual([{ reason: 'Customer not available', count: 1 }]);
  });

  it('an empty day is all zeros, with no cash source', () => {
    expect(summarizeDay([], NOT_DELIVERED)).toEqual({
      total: 0,
      delivered: 0,
      notDelivered: 0,
      open: 0,
      notDeliveredReasons: [],
      cashCollected: { totals: [], fromServer: [], fromPhone: [], source: 'none', unrecorded: 0 },
      cashToCollect: [],
      cardTaken: [],
      cardToTake: [],
    });
  });
});

describe('summarizeDay: money', () => {
  it('sums cash collected from the feed, saying so', () => {
    const summary = summarizeDay(
      [
        order({
          status: 'Delivered',
          paymentDue: cash(1000),
          outcome: { reason: null, cashCollected: 10 },
        }),
        order({
          status: 'Delivered',
          paymentDue: cash(530),
          outcome: { reason: null, cashCollected: 20 },
        }),
      ],
      NOT_DELIVERED,
    );
    expect(summary.cashCollected).toMatchObject({
      totals: [eur(3000)],
      fromServer: [eur(3000)],
      fromPhone: [],
      source: 'server',
    });
  });

  it("takes this phone's confirmation over the feed while the change is still on the phone", () => {
    const summary = summarizeDay(
      [
        order({
          status: 'Delivered',
          paymentDue: cash(3530),
          outcome: { reason: null, cashCollected: null },
          phoneChange: { status: 'Delivered', cashCollected: 50 },
        }),
        order({
          status: 'Delivered',
          paymentDue: cash(100),
          outcome: { reason: null, cashCollected: 1 },
        }),
      ],
      NOT_DELIVERED,
    );
    expect(summary.cashCollected).toMatchObject({
      totals: [eur(5100)],
      fromServer: [eur(100)],
      fromPhone: [eur(5000)],
      source: 'server-and-phone',
    });
  });

  it('counts delivered cash orders with no recorded amount apart, not as collected', () => {
    const summary = summarizeDay(
      [order({ status: 'Delivered', paymentDue: cash(1200) })],
      NOT_DELIVERED,
    );
    expect(summary.cashCollected).toMatchObject({ totals: [], source: 'none', unrecorded: 1 });
  });

  it('sums cash still to collect on open cash orders only; cards apart', () => {
    const summary = summarizeDay(
      [
        order({ status: 'Pending', paymentDue: cash(1010) }),
        order({ status: 'On the Way', paymentDue: cash(2020) }),
        order({ status: NOT_DELIVERED, paymentDue: cash(9999) }),
        order({ status: 'Pending', paymentDue: card(1200) }),
        order({ status: 'Delivered', paymentDue: card(800) }),
        order({ status: 'Pending', paymentDue: { kind: 'paid' } }),
        order({ status: 'Pending', paymentDue: { kind: 'cash', amount: null } }),
      ],
      NOT_DELIVERED,
    );
    expect(summary.cashToCollect).toEqual([eur(3030)]);
    expect(summary.cardToTake).toEqual([eur(1200)]);
    expect(summary.cardTaken).toEqual([eur(800)]);
  });

  it('has no float drift: €0.10 + €0.20 collected is €0.30', () => {
    const summary = summarizeDay(
      [
        order({ status: 'Delivered', outcome: { reason: null, cashCollected: 0.1 } }),
        order({ status: 'Delivered', outcome: { reason: null, cashCollected: 0.2 } }),
      ],
      NOT_DELIVERED,
    );
    expect(summary.cashCollected.totals).toEqual([eur(30)]);
  });

  it('sums each currency on its own, sorted by code', () => {
    const summary = summarizeDay(
      [
        order({ status: 'Pending', paymentDue: cash(500, 'USD'), currency: 'USD' }),
        order({ status: 'Pending', paymentDue: cash(250) }),
        order({ status: 'Pending', paymentDue: cash(250) }),
      ],
      NOT_DELIVERED,
    );
    expect(summary.cashToCollect).toEqual([eur(500), { minor: 500, currency: 'USD' }]);
  });

  it('property: the total of cents is exact for any list of amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 50 }), (cents) => {
        const summary = summarizeDay(
          cents.map((c) =>
            order({ status: 'Delivered', outcome: { reason: null, cashCollected: c / 100 } }),
          ),
          NOT_DELIVERED,
        );
        const expected = cents.reduce((a, b) => a + b, 0);
        expect(summary.cashCollected.totals).toEqual(cents.length === 0 ? [] : [eur(expected)]);
        expect(summary.delivered).toBe(cents.length);
      }),
    );
  });
});
