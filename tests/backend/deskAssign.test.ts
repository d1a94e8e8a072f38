import { describe, expect, it } from 'vitest';
import { DELIVERED_STATUS } from '@/domain/status';
import { deskWorld, DELIVERY } from './contractWorld';
import { APP_ORIGIN, targetFactories, type Dispatcher } from './targets';

// The contract suite (docs/backend-contract.md#desk-assign), against every home of the backend
// core this run has: POST /desk/assign applying — a manager assigns, reassigns and unassigns;
// each order's own outcome; two managers one after the other and at once; the order's version; the customer's link; the
// driver who lost the order. The refusals are in deskAssignRefusals.test.ts.

type Results = Array<{
  receiptId: string;
  result: string;
  dispatchId: string | null;
  updateTimestamp: number | null;
}>;

describe.each(targetFactories())('the desk, against %s', (_name, create) => {
  const { world, orderOf, assign, post, update } = deskWorld(create);

  const results = (reply: { body: Record<string, unknown> | null }) =>
    reply.body?.results as Results;

  it('assigns, reassigns and unassigns, bumping the version each time', async () => {
    const id = await orderOf(null);
    const before = Date.now();
    const first = await assign(
      { receiptIds: [id], dispatchId: world.ana.uid, expected: { [id]: null } },
      world.marta,
    );
    expect(first.status).toBe(200);
    expect(first.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
    expect(results(first)).toEqual([
      {
        receiptId: id,
        result: 'assigned',
        dispatchId: world.ana.uid,
        updateTimestamp: expect.any(Number),
      },
    ]);
    const stored = await world.target.receipt(id);
    expect(stored).toMatchObject({
      dispatchId: world.ana.uid,
      assignedBy: world.marta.uid,
      updateTimestamp: results(first)[0].updateTimestamp,
      status: 'Pending',
    });
    expect(stored?.assignedAt as number).toBeGreaterThanOrEqual(before - 1000);

    const second = await assign(
      { receiptIds: [id], dispatchId: world.tiago.uid, expected: { [id]: world.ana.uid } },
      world.paula,
    );
    expect(results(second)[0]).toMatchObject({ result: 'assigned', dispatchId: world.tiago.uid });
    const third = await assign(
      { receiptIds: [id], dispatchId: null, expected: { [id]: world.tiago.uid } },
      world.marta,
    );
    expect(results(third)[0]).toMatchObject({ result: 'assigned', dispatchId: null });
    const versions = [first, second, third].map((reply) => results(reply)[0].updateTimestamp!);
    expect(versions[1]).toBeGreaterThan(versions[0]);
    expect(versions[2]).toBeGreaterThan(versions[1]);
    expect(await world.target.receipt(id)).toMatchObject({
      dispatchId: null,
      assignedBy: world.marta.uid,
      updateTimestamp: versions[2],
    });
  });

  it('answers each order in the order asked: not-found, order-closed, unchanged, assigned', async () => {
    const open = await orderOf(world.ana);
    const mine = await orderOf(world.tiago);
    const delivered = await orderOf(world.ana, { status: DELIVERED_STATUS });
    const closed = await orderOf(null, { closed: true });
    const refund = await orderOf(world.ana, { receipt_type: 'REFUND' });
    const ids = [refund, open, 'no-such-order', delivered, mine, closed];
    const expected = {
      [refund]: world.ana.uid,
      [open]: world.ana.uid,
      'no-such-order': null,
      [delivered]: world.ana.uid,
      [mine]: world.tiago.uid,
      [closed]: null,
    };
    const reply = await assign(
      { receiptIds: ids, dispatchId: world.tiago.uid, expected },
      world.marta,
    );
    expect(reply.status).toBe(200);
    expect(
      results(reply).map(({ receiptId, result, dispatchId }) => [receiptId, result, dispatchId]),
    ).toEqual([
      [refund, 'not-found', null],
      [open, 'assigned', world.tiago.uid],
      ['no-such-order', 'not-found', null],
      [delivered, 'order-closed', world.ana.uid],
      [mine, 'unchanged', world.tiago.uid],
      [closed, 'order-closed', null],
    ]);
    for (const result of results(reply)) {
      expect(result.updateTimestamp === null, result.result).toBe(result.result !== 'assigned');
    }
    expect((await world.target.receipt(delivered))?.dispatchId).toBe(world.ana.uid);
    expect((await world.target.receipt(refund))?.dispatchId).toBe(world.ana.uid);
    expect(await world.target.receipt(closed)).not.toHaveProperty('assignedBy');
  });

  it('never overwrites another manager’s choice: a stale expected is assignment-changed', async () => {
    const id = await orderOf(null);
    // Both managers see the order unassigned; marta assigns it first.
    const first = await assign(
      { receiptIds: [id], dispatchId: world.ana.uid, expected: { [id]: null } },
      world.marta,
    );
    expect(results(first)[0].result).toBe('assigned');
    const stored = await world.target.receipt(id);
    const second = await assign(
      { receiptIds: [id], dispatchId: world.tiago.uid, expected: { [id]: null } },
      world.paula,
    );
    expect(second.status).toBe(200);
    expect(results(second)).toEqual([
      {
        receiptId: id,
        result: 'assignment-changed',
        dispatchId: world.ana.uid,
        updateTimestamp: null,
      },
    ]);
    expect(await world.target.receipt(id)).toEqual(stored);
  });

  it('two managers assigning one order at once with the same expected: one assigned, one assignment-changed', async () => {
    // Five orders, each raced by marta (to ana) and paula (to tiago): ten calls at once, as many
    // as the Functions emulator runs at once here, on its ten warm workers
    // (scripts/backend-tests.mjs). Where two transactions wait on each other the Firestore
    // emulator ends one after its 30 s lock timeout (production at once), hence the 120 s.
    const ids = await Promise.all(Array.from({ length: 5 }, () => orderOf(null)));
    const race = (id: string, who: Dispatcher, to: Dispatcher) =>
      assign({ receiptIds: [id], dispatchId: to.uid, expected: { [id]: null } }, who);
    const replies = await Promise.all(
      ids.flatMap((id) => [race(id, world.marta, world.ana), race(id, world.paula, world.tiago)]),
    );
    for (const [index, id] of ids.entries()) {
      const pair = replies.slice(2 * index, 2 * index + 2).map((reply) => {
        expect(reply.status).toBe(200);
        return results(reply)[0];
      });
      const winner = pair.find((result) => result.result === 'assigned');
      const loser = pair.find((result) => result.result !== 'assigned');
      expect(winner, id).toMatchObject({ receiptId: id, updateTimestamp: expect.any(Number) });
      expect([world.ana.uid, world.tiago.uid]).toContain(winner!.dispatchId);
      // The other is told who has it now, and changed nothing.
      expect(loser, id).toEqual({
        receiptId: id,
        result: 'assignment-changed',
        dispatchId: winner!.dispatchId,
        updateTimestamp: null,
      });
      expect(await world.target.receipt(id)).toMatchObject({
        dispatchId: winner!.dispatchId,
        updateTimestamp: winner!.updateTimestamp,
      });
    }
  }, 120_000);

  it('keeps the version going forward when the stored one is ahead of the clock', async () => {
    const ahead = Date.now() + 3_600_000;
    const id = await orderOf(world.ana, { updateTimestamp: ahead });
    const reply = await assign(
      { receiptIds: [id], dispatchId: world.tiago.uid, expected: { [id]: world.ana.uid } },
      world.marta,
    );
    expect(results(reply)[0].updateTimestamp).toBe(ahead + 1);
    expect((await world.target.receipt(id))?.updateTimestamp).toBe(ahead + 1);
  });

  it('ends the customer’s tracking link when the order changes hands, for good', async () => {
    const id = await orderOf(world.ana, { status: 'On the Way' });
    const link = await post('/order/trackinglink', { receiptId: id }, world.ana);
    expect(link.status).toBe(200);
    const token = link.body?.token as string;
    const view = () => world.target.send({ method: 'GET', path: `/track/${token}` });
    expect((await view()).status).toBe(200);
    await assign(
      { receiptIds: [id], dispatchId: world.tiago.uid, expected: { [id]: world.ana.uid } },
      world.marta,
    );
    // Given back to ana before anyone looked: the link ended at the reassignment itself.
    await assign(
      { receiptIds: [id], dispatchId: world.ana.uid, expected: { [id]: world.tiago.uid } },
      world.marta,
    );
    expect((await view()).status).toBe(404);
    const fresh = await post('/order/trackinglink', { receiptId: id }, world.ana);
    expect(fresh.body?.token).not.toBe(token);
  });

  it('refuses the driver who lost the order: 403 not-your-order, nothing applied', async () => {
    const id = await orderOf(world.ana);
    await assign(
      { receiptIds: [id], dispatchId: world.tiago.uid, expected: { [id]: world.ana.uid } },
      world.marta,
    );
    const reply = await post(DELIVERY, { updateData: update(id, world.ana) }, world.ana);
    expect(reply.status).toBe(403);
    expect(reply.body?.code).toBe('not-your-order');
    expect((await world.target.receipt(id))?.status).toBe('Pending');
    // The new driver's change is applied.
    const theirs = await post(DELIVERY, { updateData: update(id, world.tiago) }, world.tiago);
    expect(theirs.status).toBe(200);
  });

  it('answers under /api and to the desk’s preflight', async () => {
    const id = await orderOf(null);
    const body = { receiptIds: [id], dispatchId: world.ana.uid, expected: { [id]: null } };
    const reply = await post('/api/desk/assign', body, world.marta);
    expect(results(reply)[0].result).toBe('assigned');
    const preflight = await world.target.send({
      method: 'OPTIONS',
      path: '/desk/assign',
      headers: {
        Origin: APP_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-headers']).toMatch(/Idempotency-Key/i);
  });
});
