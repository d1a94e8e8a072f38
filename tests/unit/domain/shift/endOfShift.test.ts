import { describe, expect, it } from 'vitest';
import { parseReceipt } from '@/domain/receipt';
import { endOfShift, subtractTotals } from '@/domain/shift/endOfShift';

const NOT_DELIVERED = 'Not Delivered';
const T = new Date(2026, 5, 10, 12).getTime();

let serial = 0;
function receipt(fields: Record<string, unknown>) {
  serial += 1;
  return parseReceipt(`r${serial}`, {
    receipt_type: 'SALE',
    dispatchId: 'ana',
    status: 'Delivered',
    updateTimestamp: T + serial,
    currency: 'EUR',
    orderNumber: 1000 + serial,
    ...fields,
  });
}

describe('endOfShift', () => {
  it('adds up the cash due on delivered cash orders and the difference to what was collected', () => {
    const day = endOfShift(
      [
        receipt({ paymentMethod: 'Cash', total: 21.5, cashCollected: 20 }),
        receipt({ paymentMethod: 'Cash', total: 10.3, cashCollected: 10.3 }),
        // Delivered without an amount confirmed: due, nothing collected.
        receipt({ paymentMethod: 'Cash', total: 5 }),
        // Open and not delivered: not due today.
        receipt({ paymentMethod: 'Cash', total: 7, status: 'Pending' }),
        receipt({ paymentMethod: 'Cash', total: 8, status: NOT_DELIVERED, statusReason: 'Closed' }),
        receipt({ paymentMethod: 'Card', total: 12 }),
      ],
      { notDeliveredStatus: NOT_DELIVERED },
    );
    expect(day.drivers).toHaveLength(1);
    const [ana] = day.drivers;
    expect(ana.dispatchId).toBe('ana');
    expect(ana.cashDue).toEqual([{ currency: 'EUR', minor: 3680 }]);
    expect(ana.summary.cashCollected.totals).toEqual([{ currency: 'EUR', minor: 3030 }]);
    expect(ana.summary.cashCollected.unrecorded).toBe(1);
    expect(ana.difference).toEqual([{ currency: 'EUR', minor: -650 }]);
    expect(ana.summary.cardTaken).toEqual([{ currency: 'EUR', minor: 1200 }]);
    expect(ana.summary.notDeliveredReasons).toEqual([{ reason: 'Closed', count: 1 }]);
    const failed = ana.orders.find((order) => order.group === 'not-delivered');
    expect(failed).toMatchObject({
      reason: 'Closed',
      cashDue: { minor: 800 },
      cashCollected: null,
    });
    const card = ana.orders.find((order) => order.cardTaken !== null);
    expect(card).toMatchObject({ cashDue: null, cardTaken: { minor: 1200, currency: 'EUR' } });
  });

  it('keeps drivers apart, the unassigned apart, newest change first; leaves out other days and non-sales', () => {
    const window = { start: T, end: T + 86_400_000 };
    const older = receipt({ dispatchId: 'tiago', status: 'Pending' });
    const newer = receipt({ dispatchId: 'tiago', status: 'Pending' });
    const waiting = receipt({ dispatchId: null, status: 'Pending' });
    receipt({ dispatchId: 'tiago', receipt_type: 'REFUND' });
    const yesterday = receipt({ dispatchId: 'rui', updateTimestamp: T - 1 });
    const day = endOfShift([older, newer, waiting, yesterday, receipt({ dispatchId: 'ana' })], {
      notDeliveredStatus: NOT_DELIVERED,
      window,
    });
    expect(day.drivers.map((driver) => driver.dispatchId)).toEqual(['ana', 'tiago']);
    expect(day.drivers[1].orders.map((order) => order.id)).toEqual([newer.id, older.id]);
    expect(day.unassigned.map((order) => order.id)).toEqual([waiting.id]);
  });

  it('subtracts per currency, never across currencies', () => {
    expect(
      subtractTotals(
        [
          { currency: 'EUR', minor: 100 },
          { currency: 'USD', minor: 50 },
        ],
        [
          { currency: 'EUR', minor: 150 },
          { currency: null, minor: 10 },
        ],
      ),
    ).toEqual([
      { currency: null, minor: -10 },
      { currency: 'EUR', minor: -50 },
      { currency: 'USD', minor: 50 },
    ]);
  });
});
