// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseReceipt } from '@/domain/receipt';
import { deskOrders, parseDeskOrdersBody, receiptIdFor } from '@backend/core';
import { deskOrder, ordersWorld } from './intakeHelpers';

// POST /desk/orders in the core over the memory store, with the clock in hand (the contract
// suite, tests/backend/deskOrders.test.ts, runs the same endpoint on both homes).

function desk() {
  const world = ordersWorld();
  const send = (body: unknown, uid = 'marta', idempotencyKey?: string) =>
    deskOrders(world.deps, { uid, body, idempotencyKey });
  return { ...world, send };
}

const call = (orders: unknown[], fields: Record<string, unknown> = {}) => ({
  source: 'desk',
  assignTo: null,
  orders,
  ...fields,
});

describe('core: POST /desk/orders', () => {
  it('creates the form’s order with the next number, today’s stamp, in the driver app’s shape', async () => {
    const world = desk();
    const answer = await world.send(call([deskOrder('form-1')]));
    const receiptId = await receiptIdFor('desk', 'form-1');
    expect(answer).toEqual({
      status: 200,
      body: {
        results: [{ key: 'form-1', result: 'created', receiptId, orderNumber: '5001' }],
      },
    });
    const stored = world.store.receipts.get(receiptId)!;
    expect(stored).toMatchObject({
      receipt_type: 'SALE',
      source: 'desk',
      createdBy: 'marta',
      dispatchId: null,
      updateTimestamp: world.now(),
      createdAt: world.now(),
    });
    expect(parseReceipt(receiptId, stored)).toMatchObject({
      status: 'Pending',
      customerName: 'Inês Carvalho',
    });
    expect(world.store.counters.get('orderNumber')).toBe(5001);
  });

  it('gives new orders to the assignTo driver; unchanged and updated orders keep theirs', async () => {
    const world = desk();
    const first = await world.send(call([deskOrder('a')], { assignTo: 'rui' }));
    const receiptId = (first.body.results as { receiptId: string }[])[0].receiptId;
    expect(world.store.receipts.get(receiptId)).toMatchObject({
      dispatchId: 'rui',
      assignedBy: 'marta',
      assignedAt: world.now(),
    });
    world.advance(60_000);
    const again = await world.send(call([deskOrder('a'), deskOrder('b')], { assignTo: 'ana' }));
    expect(again.body.results).toMatchObject([
      { key: 'a', result: 'unchanged', orderNumber: '5001' },
      { key: 'b', result: 'created', orderNumber: '5002' },
    ]);
    expect(world.store.receipts.get(receiptId)?.dispatchId).toBe('rui');
    const changed = await world.send(
      call([deskOrder('a', { notes: 'Back door' })], { assignTo: 'ana' }),
    );
    expect(changed.body.results).toMatchObject([{ key: 'a', result: 'updated' }]);
    expect(world.store.receipts.get(receiptId)).toMatchObject({
      notes: 'Back door',
      dispatchId: 'rui',
      updateTimestamp: world.now(),
    });
  });

  it('answers a bad order with its field errors and writes the good ones', async () => {
    const world = desk();
    const bad = deskOrder('bad', { address: ' ', items: [{ name: 'Fries', quantity: 1.5 }] });
    const answer = await world.send(call([deskOrder('good'), bad]));
    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      expect.objectContaining({ key: 'good', result: 'created' }),
      {
        key: 'bad',
        result: 'error',
        code: 'invalid-order',
        message: expect.any(String),
        receiptId: null,
        errors: [
          { field: 'address', code: 'required', message: 'Enter the address' },
          {
            field: 'items.0.quantity',
            code: 'not-whole',
            message: 'Quantity must be a whole number',
          },
          { field: 'items.0.unitPrice', code: 'required', message: 'Enter the unit price' },
        ],
      },
    ]);
    expect(world.store.receipts.size).toBe(1);
  });

  it('takes a file’s total instead of item prices for an import only', async () => {
    const world = desk();
    const row = deskOrder('SHOP-1', {
      items: [{ name: 'Margherita pizza', quantity: 2 }],
      total: '21,50',
    });
    const asForm = await world.send(call([row]));
    expect(asForm.body.results).toMatchObject([{ result: 'error', code: 'invalid-order' }]);
    const asImport = await world.send(call([row], { source: 'import' }));
    expect(asImport.body.results).toMatchObject([{ result: 'created' }]);
    const receiptId = await receiptIdFor('import', 'SHOP-1');
    expect(world.store.receipts.get(receiptId)).toMatchObject({ total: 21.5, source: 'import' });
  });

  it('answers order-closed for new content of a delivered order', async () => {
    const world = desk();
    await world.send(call([deskOrder('a')]));
    const receiptId = await receiptIdFor('desk', 'a');
    world.store.receipts.set(receiptId, {
      ...world.store.receipts.get(receiptId),
      status: 'Delivered',
    });
    const answer = await world.send(call([deskOrder('a', { notes: 'Late change' })]));
    expect(answer.body.results).toEqual([
      {
        key: 'a',
        result: 'error',
        code: 'order-closed',
        message: expect.any(String),
        receiptId,
        errors: [],
      },
    ]);
  });

  it('refuses anyone but a manager (403), and a target that is not an active driver (422)', async () => {
    const world = desk();
    for (const uid of ['ana', 'nobody']) {
      expect(await world.send(call([deskOrder('a')]), uid)).toMatchObject({
        status: 403,
        body: { code: 'not-a-manager' },
      });
    }
    for (const assignTo of ['marta', 'gone', 'nobody']) {
      expect(await world.send(call([deskOrder('a')], { assignTo }))).toMatchObject({
        status: 422,
        body: { code: 'not-a-driver' },
      });
    }
    expect(world.store.receipts.size).toBe(0);
  });

  it('replays an Idempotency-Key’s first answer; another body with it is 409', async () => {
    const world = desk();
    const body = call([deskOrder('a')]);
    const first = await world.send(body, 'marta', 'key-1');
    world.advance(1_000);
    const replay = await world.send(body, 'marta', 'key-1');
    expect(replay).toEqual({ ...first, body: { ...first.body, replayed: true } });
    expect(world.store.idempotency.get('desk-orders:key-1')).toMatchObject({
      state: 'done',
      receiptIds: expect.any(Array),
      change: expect.stringMatching(/^orders /),
    });
    const reused = await world.send(call([deskOrder('b')]), 'marta', 'key-1');
    expect(reused).toMatchObject({ status: 409, body: { code: 'idempotency-key-reused' } });
    expect(world.store.receipts.size).toBe(1);
    expect(await world.send(body, 'marta', 'not/a/key')).toMatchObject({ status: 400 });
  });

  it('answers 400 for a call of the wrong shape, reading nothing', async () => {
    const world = desk();
    const many = Array.from({ length: 101 }, (_, i) => deskOrder(`k${i}`));
    const bodies = [
      null,
      [],
      call([deskOrder('a')], { source: 'api' }),
      call([deskOrder('a')], { assignTo: '' }),
      call([]),
      call(many),
      call([deskOrder('a'), deskOrder('a')]),
      call([{ key: '', order: {} }]),
      call([{ order: {} }]),
      call(['text']),
    ];
    for (const body of bodies) {
      const answer = await world.send(body);
      expect(answer.status, JSON.stringify(body)?.slice(0, 80)).toBe(400);
      expect(answer.body.code).toBe('invalid-request');
    }
  });

  it('reads any body without throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.anything(), (json, anything) => {
        for (const body of [json, anything, { source: 'import', orders: [json] }]) {
          const parsed = parseDeskOrdersBody(body, 'EUR');
          expect(typeof parsed.ok).toBe('boolean');
        }
      }),
    );
  });
});
