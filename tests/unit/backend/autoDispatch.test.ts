// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AUTO_DISPATCH_ASSIGNER } from '@/domain/dispatch/settings';
import {
  autoAssignArrived,
  deskOrders,
  ordersIntake,
  saveDeskSettings,
  type DriverShiftRecord,
} from '@backend/core';
import { apiOrder, deskOrder, ordersWorld } from './intakeHelpers';

// "Auto-assign new orders" in the core over the memory store (docs/auto-dispatch.md): orders
// that arrive Unassigned go to the driver the domain's rule ranks first, recorded as assigned by
// auto-dispatch; off, nobody on shift, or an order someone assigned meanwhile: left as they are.

const STORE = { lat: 38.7139, lng: -9.1394 };
const NEAR = { lat: 38.7145, lng: -9.14 };
const FAR = { lat: 38.75, lng: -9.2 };

function world() {
  const base = ordersWorld();
  const onShift = (uid: string, at: { lat: number; lng: number }) => {
    const now = base.now();
    const record: DriverShiftRecord = {
      uid,
      onShift: true,
      shiftStartedAt: now - 3_600_000,
      lastSeenAt: now,
      position: { ...at, accuracy: 10, at: now, storedAt: now },
      updatedAt: now,
      expireAt: now + 3_600_000,
    };
    base.store.driverShifts.set(uid, record);
  };
  const settings = (autoAssignNewOrders: boolean, maxOrdersPerDriver = 10) =>
    saveDeskSettings(base.deps, {
      uid: 'marta',
      body: { autoAssignNewOrders, maxOrdersPerDriver },
    });
  const typed = async (key: string, overrides: Record<string, unknown> = {}) => {
    const answer = await deskOrders(base.deps, {
      uid: 'marta',
      body: {
        source: 'desk',
        assignTo: null,
        orders: [deskOrder(key, { location: STORE, ...overrides })],
      },
    });
    expect(answer.status).toBe(200);
    const id = (answer.body.results as { receiptId: string }[])[0].receiptId;
    return { id, answer, stored: () => base.store.receipts.get(id)! };
  };
  return { ...base, onShift, settings, typed };
}

describe('core: auto-dispatch of the orders that arrive', () => {
  it('on: a typed order goes to the best driver on shift, recorded as auto-dispatch', async () => {
    const w = world();
    w.onShift('ana', NEAR);
    w.onShift('rui', FAR);
    expect((await w.settings(true)).status).toBe(200);
    const order = await w.typed('form-1');
    expect(order.stored()).toMatchObject({
      dispatchId: 'ana',
      assignedBy: AUTO_DISPATCH_ASSIGNER,
      assignedAt: w.now(),
    });
    expect(order.stored().updateTimestamp).toBeGreaterThan(order.stored().createdAt as number);
    // The answer keeps its shape: the order was created.
    expect(order.answer.body.results).toEqual([expect.objectContaining({ result: 'created' })]);
  });

  it('off (the default): the order waits in Unassigned', async () => {
    const w = world();
    w.onShift('ana', NEAR);
    const order = await w.typed('form-1');
    expect(order.stored().dispatchId).toBeNull();
    expect(order.stored().assignedBy).toBeUndefined();
  });

  it('nobody on shift, or only a deactivated driver: the order waits in Unassigned', async () => {
    const w = world();
    await w.settings(true);
    expect((await w.typed('form-1')).stored().dispatchId).toBeNull();
    w.onShift('gone', NEAR);
    expect((await w.typed('form-2')).stored().dispatchId).toBeNull();
  });

  it('an order without a map position waits in Unassigned', async () => {
    const w = world();
    w.onShift('ana', NEAR);
    await w.settings(true);
    expect((await w.typed('form-1', { location: null })).stored().dispatchId).toBeNull();
  });

  it('never overwrites an order someone assigned meanwhile', async () => {
    const w = world();
    w.onShift('ana', NEAR);
    const order = await w.typed('form-1');
    await w.settings(true);
    const before = { ...order.stored(), dispatchId: 'rui', assignedBy: 'marta' };
    w.store.receipts.set(order.id, before);
    expect(await autoAssignArrived(w.deps, [order.id])).toEqual([]);
    expect(w.store.receipts.get(order.id)).toEqual(before);
  });

  it('respects the limit: a driver holding n open orders is passed over', async () => {
    const w = world();
    w.onShift('ana', NEAR);
    w.onShift('rui', FAR);
    await w.settings(true, 1);
    expect((await w.typed('form-1')).stored().dispatchId).toBe('ana');
    w.advance(1_000);
    expect((await w.typed('form-2')).stored().dispatchId).toBe('rui');
    w.advance(1_000);
    // Both at the limit: the third waits.
    expect((await w.typed('form-3')).stored().dispatchId).toBeNull();
  });

  it('places the intake API’s new orders too, the earliest due first', async () => {
    const w = world();
    w.onShift('ana', NEAR);
    await w.settings(true, 1);
    const key = await w.newKey();
    const due = (minutes: number) => new Date(w.now() + minutes * 60_000).toISOString();
    const answer = await ordersIntake(w.deps, {
      keyId: key.id,
      body: {
        orders: [
          apiOrder('late', { location: STORE, dueAt: due(50) }),
          apiOrder('soon', { location: STORE, dueAt: due(20) }),
        ],
      },
    });
    expect(answer.status).toBe(200);
    const [late, soon] = answer.body.results as { receiptId: string }[];
    expect(w.store.receipts.get(soon.receiptId)).toMatchObject({
      dispatchId: 'ana',
      assignedBy: AUTO_DISPATCH_ASSIGNER,
    });
    expect(w.store.receipts.get(late.receiptId)?.dispatchId).toBeNull();
  });

  it('an order typed for a driver is theirs: auto-dispatch leaves it', async () => {
    const w = world();
    w.onShift('ana', NEAR);
    await w.settings(true);
    const answer = await deskOrders(w.deps, {
      uid: 'marta',
      body: { source: 'desk', assignTo: 'rui', orders: [deskOrder('x', { location: STORE })] },
    });
    const id = (answer.body.results as { receiptId: string }[])[0].receiptId;
    expect(w.store.receipts.get(id)).toMatchObject({ dispatchId: 'rui', assignedBy: 'marta' });
  });
});
