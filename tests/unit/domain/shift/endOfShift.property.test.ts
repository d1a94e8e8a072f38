import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { selectTodaysOrders, splitOrders } from '@/domain/orders';
import { parseReceipt } from '@/domain/receipt';
import { endOfShift } from '@/domain/shift/endOfShift';
import { DEFAULT_NOT_DELIVERED_STATUS } from '@/domain/status';
import { summarizeDay } from '@/domain/summary';
import { summaryOrders } from '@/features/today/summaryOrders';
import { applyPendingStatuses } from '@/outbox';

// The desk's End of shift agrees with each driver's own Today page (docs/today.md): for any day
// of receipts, the figures the desk shows for a driver are exactly what the driver's phone
// computes from the same receipts (its feed, with no change still on the phone), the way
// TodayPage does it: today's orders of the driver, the outbox overlay, the open and delivered
// lists, summaryOrders, summarizeDay.

const DAY = { start: new Date(2026, 5, 10).getTime(), end: new Date(2026, 5, 11).getTime() };
const DRIVERS = ['ana', 'tiago', 'rui'];

const receiptData = fc.record(
  {
    receipt_type: fc.constantFrom('SALE', 'SALE', 'SALE', 'REFUND'),
    dispatchId: fc.constantFrom(...DRIVERS, '', null),
    status: fc.constantFrom('Pending', 'On the Way', 'Delivered', DEFAULT_NOT_DELIVERED_STATUS),
    updateTimestamp: fc.integer({ min: DAY.start - 3_600_000, max: DAY.end + 3_600_000 }),
    paymentMethod: fc.constantFrom('Cash', 'Card', 'Paid online', 'Cash or card', undefined),
    paymentStatus: fc.constantFrom('paid', 'pending', undefined),
    total: fc.oneof(
      fc.integer({ min: 0, max: 20_000 }).map((c) => c / 100),
      fc.constant('x'),
    ),
    currency: fc.constantFrom('EUR', 'EUR', 'USD', 'JPY', undefined),
    cashCollected: fc.option(
      fc.integer({ min: 0, max: 20_000 }).map((c) => c / 100),
      { nil: undefined },
    ),
    statusReason: fc.constantFrom('Wrong address', 'Customer not available', undefined),
  },
  { requiredKeys: ['receipt_type', 'dispatchId', 'status', 'updateTimestamp'] },
);

describe('endOfShift: the same figures as each driver’s Today page', () => {
  it('holds for any day of receipts', () => {
    fc.assert(
      fc.property(fc.array(receiptData, { maxLength: 40 }), (docs) => {
        const receipts = docs.map((data, i) => parseReceipt(`r${i}`, data));
        const desk = endOfShift(receipts, {
          notDeliveredStatus: DEFAULT_NOT_DELIVERED_STATUS,
          window: DAY,
        });
        for (const dispatchId of DRIVERS) {
          // What the driver's phone has: today's orders of theirs, nothing left on the phone.
          const feed = selectTodaysOrders(
            receipts.filter((r) => (r.updateTimestamp ?? Infinity) < DAY.end),
            { dispatchId, since: DAY.start },
          );
          const lists = splitOrders(applyPendingStatuses(feed, []));
          const phone = summarizeDay(
            summaryOrders([...lists.open, ...lists.delivered], feed, []),
            DEFAULT_NOT_DELIVERED_STATUS,
          );
          const mine = desk.drivers.find((driver) => driver.dispatchId === dispatchId);
          if (feed.length === 0) expect(mine).toBeUndefined();
          else expect(mine?.summary).toEqual(phone);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('puts every sale of the day in exactly one place: a driver’s orders or the unassigned', () => {
    fc.assert(
      fc.property(fc.array(receiptData, { maxLength: 40 }), (docs) => {
        const receipts = docs.map((data, i) => parseReceipt(`r${i}`, data));
        const day = endOfShift(receipts, { notDeliveredStatus: 'x', window: DAY });
        const placed = [...day.drivers.flatMap((d) => d.orders), ...day.unassigned].map(
          (o) => o.id,
        );
        const expected = receipts
          .filter(
            (r) =>
              r.receiptType === 'SALE' &&
              r.updateTimestamp !== null &&
              r.updateTimestamp >= DAY.start &&
              r.updateTimestamp < DAY.end,
          )
          .map((r) => r.id);
        expect([...placed].sort()).toEqual([...expected].sort());
        expect(new Set(placed).size).toBe(placed.length);
      }),
    );
  });
});
