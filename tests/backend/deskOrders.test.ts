import { describe, expect, it } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { matchesTodaysOrders } from '@/domain/orders';
import { parseReceipt } from '@/domain/receipt';
import { DELIVERED_STATUS } from '@/domain/status';
import { deskOrder, intakeWorld } from './intakeWorld';
import { APP_ORIGIN, targetFactories } from './targets';

// The contract suite (docs/backend-contract.md#desk-orders), against every home of the backend
// core this run has: POST /desk/orders — a manager's form and file imports, each order's own
// result and field errors, "Assign to", who may call it, the Idempotency-Key, and the new
// orders in today's feeds with the next numbers.

type Result = {
  key: string;
  result: string;
  receiptId: string | null;
  orderNumber?: string;
  code?: string;
  errors?: Array<{ field: string; code: string; message: string }>;
};

describe.each(targetFactories())('the desk’s orders, against %s', (_name, create) => {
  const { world, orders } = intakeWorld(create);
  const results = (reply: { body: Record<string, unknown> | null }) =>
    reply.body?.results as Result[];

  it('creates the form’s orders with the next numbers, in today’s feeds at once', async () => {
    const since = startOfLocalDay(Date.now());
    const [a, b] = [deskOrder(), deskOrder({ payment: 'card' })];
    const reply = await orders(
      { source: 'desk', assignTo: world.ana.uid, orders: [a, b] },
      world.marta,
    );
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    const [first, second] = results(reply);
    expect(first).toMatchObject({ key: a.key, result: 'created' });
    expect(Number(second.orderNumber)).toBe(Number(first.orderNumber) + 1);
    const next = await orders(
      { source: 'desk', assignTo: null, orders: [deskOrder()] },
      world.paula,
    );
    expect(Number(results(next)[0].orderNumber)).toBe(Number(second.orderNumber) + 1);

    for (const { receiptId } of [first, second]) {
      const stored = await world.target.receipt(receiptId!);
      const receipt = parseReceipt(receiptId!, stored);
      expect(matchesTodaysOrders(receipt, { dispatchId: world.ana.uid, since })).toBe(true);
      expect(stored).toMatchObject({
        status: 'Pending',
        source: 'desk',
        assignedBy: world.marta.uid,
      });
    }
    const unassigned = await world.target.receipt(results(next)[0].receiptId!);
    expect(unassigned).toMatchObject({
      receipt_type: 'SALE',
      dispatchId: null,
      createdBy: world.paula.uid,
    });
    expect(unassigned?.updateTimestamp as number).toBeGreaterThanOrEqual(since);
  });

  it('imports rows: a total instead of prices, each key once; the same file again creates nothing', async () => {
    const reference = `SHOP-${crypto.randomUUID()}`;
    const row = deskOrder(
      { items: [{ name: 'Lemonade', quantity: 3 }], total: '8,40', reference },
      reference,
    );
    const body = { source: 'import', assignTo: null, orders: [row, deskOrder()] };
    const first = results(await orders(body, world.marta));
    expect(first.map((r) => r.result)).toEqual(['created', 'created']);
    expect(await world.target.receipt(first[0].receiptId!)).toMatchObject({
      total: 8.4,
      externalId: reference,
      source: 'import',
    });
    const again = results(await orders(body, world.marta));
    expect(again.map((r) => [r.result, r.orderNumber])).toEqual(
      first.map((r) => ['unchanged', r.orderNumber]),
    );
    // The desk's form must give every price.
    const asForm = results(await orders({ ...body, source: 'desk', orders: [row] }, world.marta));
    expect(asForm[0]).toMatchObject({ result: 'error', code: 'invalid-order' });
  });

  it('answers each bad order with its fields and writes the good ones', async () => {
    const good = deskOrder();
    const bad = deskOrder({
      customerName: '',
      items: [{ name: 'Fries', quantity: 0, unitPrice: 'two' }],
    });
    const reply = await orders(
      { source: 'desk', assignTo: null, orders: [bad, good] },
      world.marta,
    );
    expect(reply.status).toBe(200);
    const [refused, written] = results(reply);
    expect(refused).toEqual({
      key: bad.key,
      result: 'error',
      code: 'invalid-order',
      message: expect.any(String),
      receiptId: null,
      errors: [
        { field: 'customerName', code: 'required', message: 'Enter the customer’s name' },
        {
          field: 'items.0.quantity',
          code: 'out-of-range',
          message: 'Quantity must be between 1 and 999',
        },
        { field: 'items.0.unitPrice', code: 'not-a-number', message: 'Unit price is not a number' },
      ],
    });
    expect(written).toMatchObject({ key: good.key, result: 'created' });
  });

  it('updates an open order’s content, and answers order-closed once it was delivered', async () => {
    const order = deskOrder();
    const [created] = results(
      await orders({ source: 'desk', assignTo: null, orders: [order] }, world.marta),
    );
    const changed = { ...order, order: { ...order.order, notes: 'Ring twice' } };
    const [updated] = results(
      await orders({ source: 'desk', assignTo: null, orders: [changed] }, world.marta),
    );
    expect(updated).toMatchObject({ result: 'updated', orderNumber: created.orderNumber });
    expect(await world.target.receipt(created.receiptId!)).toMatchObject({ notes: 'Ring twice' });
    await world.target.seedReceipts({
      [created.receiptId!]: {
        ...(await world.target.receipt(created.receiptId!)),
        status: DELIVERED_STATUS,
      },
    });
    const late = { ...order, order: { ...order.order, notes: 'Too late' } };
    const [closed] = results(
      await orders({ source: 'desk', assignTo: null, orders: [late] }, world.marta),
    );
    expect(closed).toMatchObject({
      result: 'error',
      code: 'order-closed',
      receiptId: created.receiptId,
    });
    expect(await world.target.receipt(created.receiptId!)).toMatchObject({ notes: 'Ring twice' });
  });

  it('refuses: 401 without a token, 403 to anyone but a manager, 422 for a target that is no driver', async () => {
    const body = (assignTo: string | null) => ({ source: 'desk', assignTo, orders: [deskOrder()] });
    expect((await orders(body(null), null)).status).toBe(401);
    for (const who of [world.ana, world.stranger, world.gone]) {
      expect(await orders(body(null), who)).toMatchObject({
        status: 403,
        body: { code: 'not-a-manager' },
      });
    }
    for (const target of [world.paula.uid, world.gone.uid, world.stranger.uid]) {
      expect(await orders(body(target), world.marta)).toMatchObject({
        status: 422,
        body: { code: 'not-a-driver' },
      });
    }
    expect(
      (await orders({ source: 'api', assignTo: null, orders: [deskOrder()] }, world.marta)).status,
    ).toBe(400);
  });

  it('replays an Idempotency-Key’s first answer; the key with other orders is 409', async () => {
    const key = crypto.randomUUID();
    const body = { source: 'desk', assignTo: null, orders: [deskOrder()] };
    const first = await orders(body, world.marta, key);
    const replay = await orders(body, world.marta, key);
    expect(replay.body).toEqual({ ...first.body, replayed: true });
    const other = await orders({ ...body, orders: [deskOrder()] }, world.marta, key);
    expect(other).toMatchObject({ status: 409, body: { code: 'idempotency-key-reused' } });
    expect((await orders(body, world.paula, key)).status).toBe(409);
  });
});
