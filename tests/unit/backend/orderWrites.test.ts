import { describe, expect, it } from 'vitest';
import { parseReceipt } from '@/domain/receipt';
import type { ReceiptData } from '@backend/core';
import { parseIntakeBody } from '@backend/core/intakeBody';
import { FIRST_ORDER_NUMBER } from '@backend/core/orderNumbers';
import {
  receiptIdFor,
  writeOrders,
  type OrdersTransaction,
  type OrderToWrite,
} from '@backend/core/orderWrites';

/** A transaction over a plain map, writes applied at once (enough for one call at a time). */
function mapTransaction(receipts = new Map<string, ReceiptData>()) {
  const tx: OrdersTransaction = {
    getReceipt: async (id) => receipts.get(id) ?? null,
    createReceipt: (id, data) => void receipts.set(id, structuredClone(data)),
    updateReceipt: (id, set, remove) => {
      const next = { ...receipts.get(id), ...set };
      for (const field of remove) delete next[field];
      receipts.set(id, next);
    },
  };
  return { tx, receipts };
}

const order = (externalId: string, overrides: Record<string, unknown> = {}) => ({
  externalId,
  customerName: 'Inês Carvalho',
  address: 'Rua da Prata 42, Lisboa',
  payment: 'cash',
  items: [{ name: 'Margherita pizza', quantity: 2, unitPrice: 9.5 }],
  ...overrides,
});

async function write(tx: OrdersTransaction, body: unknown, now = 1_000) {
  const parsed = parseIntakeBody(body, 'EUR');
  if (!parsed.ok) throw new Error(parsed.message);
  const orders: (OrderToWrite & { receiptId: string })[] = await Promise.all(
    parsed.orders.map(async ({ externalId, draft }) => ({
      key: externalId,
      draft,
      receiptId: await receiptIdFor('api', externalId),
    })),
  );
  // The block a call takes first (orderNumbers.ts); each call here creates one or two at most.
  const numbers = { first: FIRST_ORDER_NUMBER, count: 2 };
  return writeOrders(tx, orders, {
    source: 'api',
    createdBy: 'apikey:k1',
    dispatchId: null,
    now,
    numbers,
  });
}

describe('writing incoming orders', () => {
  it('creates each new order with the next number, in the shape the driver app reads', async () => {
    const { tx, receipts } = mapTransaction();
    const results = await write(tx, { orders: [order('A1'), order('A2')] });
    expect(results.map((r) => [r.result, 'orderNumber' in r && r.orderNumber])).toEqual([
      ['created', String(FIRST_ORDER_NUMBER)],
      ['created', String(FIRST_ORDER_NUMBER + 1)],
    ]);
    const stored = receipts.get(results[0].receiptId);
    const receipt = parseReceipt(results[0].receiptId, stored);
    expect(receipt).toMatchObject({ receiptType: 'SALE', status: 'Pending', dispatchId: null });
    expect(receipt.paymentDue).toMatchObject({
      kind: 'cash',
      amount: { minor: 1900, currency: 'EUR' },
    });
  });

  it('answers the same order sent again as unchanged, and writes nothing', async () => {
    const { tx, receipts } = mapTransaction();
    await write(tx, order('A1'));
    const before = structuredClone([...receipts.entries()]);
    const [again] = await write(tx, order('A1'), 2_000);
    expect(again.result).toBe('unchanged');
    expect([...receipts.entries()]).toEqual(before);
  });

  it('updates new content of an open order, keeping its number, status and driver', async () => {
    const { tx, receipts } = mapTransaction();
    const [first] = await write(tx, order('A1'));
    receipts.set(first.receiptId, {
      ...receipts.get(first.receiptId),
      dispatchId: 'ana',
      status: 'On the Way',
    });
    const [changed] = await write(tx, order('A1', { payment: 'card', notes: 'Gate 4' }), 500);
    expect(changed).toMatchObject({ result: 'updated', orderNumber: String(FIRST_ORDER_NUMBER) });
    const stored = receipts.get(first.receiptId) ?? {};
    expect(stored).toMatchObject({ dispatchId: 'ana', status: 'On the Way', notes: 'Gate 4' });
    expect(stored.paymentMethod).toBeUndefined();
    // The version never goes back, even when the new call's clock is behind.
    expect(stored.updateTimestamp).toBe(1_001);
  });

  it('refuses to change a delivered order', async () => {
    const { tx, receipts } = mapTransaction();
    const [first] = await write(tx, order('A1'));
    receipts.set(first.receiptId, { ...receipts.get(first.receiptId), status: 'Delivered' });
    const [late] = await write(tx, order('A1', { notes: 'Changed' }));
    expect(late).toMatchObject({ result: 'error', code: 'order-closed' });
  });
});

describe('the intake body', () => {
  it('takes one order or a list, and names every bad field of every order', () => {
    expect(parseIntakeBody(order('A1'), 'EUR').ok).toBe(true);
    const bad = parseIntakeBody({ orders: [order('A1'), order('A1', { address: '' }), {}] }, 'EUR');
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.errors.map((e) => `${e.order}:${e.field}:${e.code}`)).toEqual([
      '1:externalId:duplicate',
      '1:address:required',
      '2:externalId:required',
      '2:customerName:required',
      '2:address:required',
      '2:items:required',
      '2:payment:required',
    ]);
  });

  it('refuses an empty list and more than 100 orders', () => {
    expect(parseIntakeBody({ orders: [] }, 'EUR').ok).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => order(`A${i}`));
    const tooMany = parseIntakeBody({ orders: many }, 'EUR');
    expect(!tooMany.ok && tooMany.message).toMatch(/At most 100/);
  });
});
