import { afterAll, describe, expect, it } from 'vitest';
import { AUTO_DISPATCH_ASSIGNER } from '@/domain/dispatch/settings';
import { API_KEYS, apiOrder, deskOrder, intakeWorld } from './intakeWorld';
import { targetFactories, type Dispatcher } from './targets';
import { teamCalls } from './teamWorld';

// The contract suite (docs/backend-contract.md#desk-settings), against every home of the backend
// core this run has: a manager saves the dispatch settings and reads them back; an impossible
// limit is a 400 saying why; anyone else gets 403. And what "Auto-assign new orders" does to the
// orders that arrive (docs/auto-dispatch.md#auto-assign-new-orders): on the Functions home, the
// core's transaction over Firestore (its queries of the drivers on shift and their orders).
//
// The setting is the business's, and the other files share the emulator's store: it is on only
// in the cases here, which run one after another, and the defaults are saved back at the end.
// While it is on, the other files' orders are not placed: they arrive without a map position.
// This file's orders are in Porto, where only its own driver is (the others' are in Lisbon).

const SETTINGS = '/desk/settings';
const PORTO = { lat: 41.1496, lng: -8.6109 };
const NEAR_PORTO = { lat: 41.1512, lng: -8.6091 };

describe.each(targetFactories())('the desk’s dispatch settings, against %s', (_name, create) => {
  const intakeCalls = intakeWorld(create);
  const { world, apiKeys, orders, newKey, intake } = intakeCalls;
  const { newDriver, shift, position } = teamCalls(intakeCalls);
  const save = (body: unknown, who: Dispatcher | null = world.marta) =>
    apiKeys(SETTINGS, body, who);

  /** A driver of their own, on shift, last seen a second ago in Porto. */
  async function driverInPorto(name: string): Promise<Dispatcher> {
    const driver = await newDriver(name);
    expect((await shift(true, driver)).status).toBe(200);
    const at = Date.now() - 1_000;
    expect((await position({ ...PORTO, accuracy: 10, at }, driver)).status).toBe(200);
    return driver;
  }

  /** The id of the one order a reply of /desk/orders or /orders/intake created. */
  const createdId = (reply: { status: number; body: Record<string, unknown> | null }) => {
    expect(reply.status).toBe(200);
    const [result] = reply.body?.results as Array<{ result: string; receiptId: string }>;
    expect(result.result).toBe('created');
    return result.receiptId;
  };

  /** An order marta types on the desk, Unassigned (near the Porto driver unless given): its id. */
  const typedOrder = async (order = deskOrder({ location: NEAR_PORTO })) =>
    createdId(await orders({ source: 'desk', assignTo: null, orders: [order] }, world.marta));

  afterAll(async () => {
    await save({ autoAssignNewOrders: false, maxOrdersPerDriver: 10 });
  });

  it('saves the settings and reads them back, with who saved them', async () => {
    const saved = await save({ autoAssignNewOrders: false, maxOrdersPerDriver: 7 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      settings: {
        autoAssignNewOrders: false,
        maxOrdersPerDriver: 7,
        updatedAt: expect.any(Number),
        updatedBy: world.marta.uid,
      },
    });
    const read = await apiKeys(`${SETTINGS}/read`, {}, world.paula);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(saved.body);
  });

  it.each([0, 51, 2.5, '10', null])('refuses the limit %j with a 400', async (limit) => {
    const reply = await save({ autoAssignNewOrders: true, maxOrdersPerDriver: limit });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      code: 'invalid-request',
      message: 'maxOrdersPerDriver must be a whole number from 1 to 50.',
    });
  });

  it('refuses a driver and a caller without a token', async () => {
    const body = { autoAssignNewOrders: false, maxOrdersPerDriver: 5 };
    expect((await save(body, world.ana)).body?.code).toBe('not-a-manager');
    expect((await apiKeys(`${SETTINGS}/read`, {}, world.ana)).status).toBe(403);
    expect((await save(body, null)).status).toBe(401);
    // The API keys' paths are their own: nothing here touched them.
    expect((await apiKeys(`${API_KEYS}/list`, {}, world.marta)).status).toBe(200);
  });

  it('on: an order typed on the desk and one through the intake API go to the driver on shift near them, as auto-dispatch', async () => {
    const driver = await driverInPorto('porto');
    expect((await save({ autoAssignNewOrders: true, maxOrdersPerDriver: 10 })).status).toBe(200);
    const typed = await typedOrder();
    const { key } = await newKey();
    const fromShop = createdId(await intake({ orders: [apiOrder({ location: NEAR_PORTO })] }, key));
    for (const id of [typed, fromShop]) {
      const stored = await world.target.receipt(id);
      expect(stored).toMatchObject({
        dispatchId: driver.uid,
        assignedBy: AUTO_DISPATCH_ASSIGNER,
        assignedAt: expect.any(Number),
      });
      // A newer updateTimestamp than the order's creation: the driver's feed and the trigger see it.
      expect(stored?.updateTimestamp).toBeGreaterThan(stored?.createdAt as number);
    }
    // Without a map position there is nothing to rank the drivers by: it waits in Unassigned.
    const nowhere = await typedOrder(deskOrder());
    expect(await world.target.receipt(nowhere)).toMatchObject({ dispatchId: null });
    await shift(false, driver);
  });

  it('off: an order near a driver on shift waits in Unassigned', async () => {
    const driver = await driverInPorto('idle');
    expect((await save({ autoAssignNewOrders: false, maxOrdersPerDriver: 10 })).status).toBe(200);
    const stored = await world.target.receipt(await typedOrder());
    expect(stored).toMatchObject({ dispatchId: null });
    expect(stored?.assignedBy).toBeUndefined();
    await shift(false, driver);
  });
});
