import { describe, expect, it } from 'vitest';
import { DEFAULT_NOT_DELIVERED_STATUS, DELIVERED_STATUS, ON_THE_WAY_STATUS } from '@/domain/status';
import { targetFactories } from './targets';
import { lisbon, teamWorld } from './teamWorld';

// The contract suite (docs/backend-contract.md#drivers), against every home of the backend core
// this run has: "Deactivate" — the account no longer signs in and its session's token is refused,
// the record says so, the shift ends, the open orders go back to Unassigned with their tracking
// links ended, the delivered and not-delivered ones stay; twice is harmless; who may.

describe.each(targetFactories())('deactivate a driver, against %s', (_name, create) => {
  const { world, deactivate, orderOf, newDriver, shift, position, post, assign } =
    teamWorld(create);

  it('ends sign-in, the session, the shift, and gives the open orders back with their links ended', async () => {
    const leo = await newDriver('leo');
    const pending = await orderOf(leo);
    const onTheWay = await orderOf(leo, { status: ON_THE_WAY_STATUS });
    const delivered = await orderOf(leo, { status: DELIVERED_STATUS });
    const failed = await orderOf(leo, {
      status: DEFAULT_NOT_DELIVERED_STATUS,
      statusReason: 'Wrong address',
    });
    const anas = await orderOf(world.ana);
    const link = await post('/order/trackinglink', { receiptId: onTheWay }, leo);
    expect(link.status).toBe(200);
    const token = link.body?.token as string;
    expect((await world.target.send({ method: 'GET', path: `/track/${token}` })).status).toBe(200);
    expect((await shift(true, leo)).status).toBe(200);
    expect((await position(lisbon(), leo)).body).toMatchObject({ stored: true });
    const versions = await Promise.all(
      [pending, onTheWay].map(async (id) => (await world.target.receipt(id))?.updateTimestamp),
    );

    const reply = await deactivate(leo.uid, world.marta);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ uid: leo.uid, alreadyDeactivated: false });
    expect([...(reply.body?.unassigned as string[])].sort()).toEqual([pending, onTheWay].sort());

    for (const [i, id] of [pending, onTheWay].entries()) {
      const receipt = await world.target.receipt(id);
      expect(receipt).toMatchObject({ dispatchId: null, assignedBy: world.marta.uid });
      expect(receipt?.updateTimestamp as number).toBeGreaterThan(versions[i] as number);
    }
    expect((await world.target.receipt(delivered))?.dispatchId).toBe(leo.uid);
    expect((await world.target.receipt(failed))?.dispatchId).toBe(leo.uid);
    expect((await world.target.receipt(anas))?.dispatchId).toBe(world.ana.uid);
    const ended = await world.target.send({ method: 'GET', path: `/track/${token}` });
    expect(ended.status).toBe(404);

    expect(await world.target.backOfficeUser(leo.uid)).toMatchObject({
      active: false,
      deactivatedAt: reply.body?.deactivatedAt,
      deactivatedBy: world.marta.uid,
      name: 'leo Driver',
    });
    expect(await world.target.driverShift(leo.uid)).toMatchObject({
      onShift: false,
      position: null,
    });
    // No sign-in, and the session the phone has is refused at its next call.
    expect(await world.target.signIn(leo.email as string, leo.password as string)).toEqual({
      ok: false,
      code: 'user-disabled',
    });
    expect((await shift(true, leo)).status).toBe(401);
    // And nobody can give them orders any more.
    const id = await orderOf(null);
    const given = await assign(
      { receiptIds: [id], dispatchId: leo.uid, expected: { [id]: null } },
      world.marta,
    );
    expect(given.body?.code).toBe('not-a-driver');
  });

  it('is harmless twice: the first time kept, nothing more given back', async () => {
    const mia = await newDriver('mia');
    const open = await orderOf(mia);
    const first = await deactivate(mia.uid, world.marta);
    expect(first.body?.unassigned).toEqual([open]);
    const again = await deactivate(mia.uid, world.paula);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({
      uid: mia.uid,
      deactivatedAt: first.body?.deactivatedAt,
      alreadyDeactivated: true,
      unassigned: [],
    });
    expect(await world.target.backOfficeUser(mia.uid)).toMatchObject({
      deactivatedBy: world.marta.uid,
    });
  });

  it('gives back every open order of a driver with many (in batches)', async () => {
    const max = await newDriver('max');
    const ids = await Promise.all(Array.from({ length: 205 }, () => orderOf(max)));
    const reply = await deactivate(max.uid, world.marta);
    expect(reply.status).toBe(200);
    expect([...(reply.body?.unassigned as string[])].sort()).toEqual([...ids].sort());
    const stored = await Promise.all(ids.map((id) => world.target.receipt(id)));
    expect(stored.every((receipt) => receipt?.dispatchId === null)).toBe(true);
  });

  it('refuses: 404 an unknown uid, 422 a manager, 403 anyone but a manager, 401 no token', async () => {
    const kim = await newDriver('kim');
    expect((await deactivate('nobody-here', world.marta)).body?.code).toBe('not-found');
    const manager = await deactivate(world.paula.uid, world.marta);
    expect(manager).toMatchObject({ status: 422, body: { code: 'is-a-manager' } });
    for (const who of [world.ana, world.gone, world.stranger]) {
      const reply = await deactivate(kim.uid, who);
      expect(reply.status, who.uid).toBe(403);
      expect(reply.body?.code).toBe('not-a-manager');
    }
    expect((await deactivate(kim.uid, null)).status).toBe(401);
    expect(await world.target.backOfficeUser(kim.uid)).not.toHaveProperty('active');
    expect(await world.target.signIn(kim.email as string, kim.password as string)).toMatchObject({
      ok: true,
    });
  });
});
