import { describe, expect, it } from 'vitest';
import { MAX_ASSIGN_RECEIPTS } from '@/domain/deskAssign';
import { deskWorld } from './contractWorld';
import { targetFactories } from './targets';

// The contract suite (docs/backend-contract.md#desk-assign), against every home of the backend
// core this run has: what POST /desk/assign refuses, applying nothing — no token (401), anyone
// but a manager (403), a target that is not an active driver (422), a malformed body (400) — and
// its Idempotency-Key (a replay answers the first answer; another body or caller is 409).

describe.each(targetFactories())('the desk’s refusals, against %s', (_name, create) => {
  const { world, orderOf, assign } = deskWorld(create);

  /** Assigning `id` (ana's) to tiago. */
  const toTiago = (id: string) => ({
    receiptIds: [id],
    dispatchId: world.tiago.uid,
    expected: { [id]: world.ana.uid },
  });

  it('answers 401 without a token, 403 not-a-manager to a driver and to a stranger', async () => {
    const id = await orderOf(world.ana);
    expect((await assign(toTiago(id), null)).status).toBe(401);
    for (const who of [world.ana, world.tiago, world.stranger, world.gone]) {
      const reply = await assign(toTiago(id), who);
      expect(reply.status, who.uid).toBe(403);
      expect(reply.body).toMatchObject({ code: 'not-a-manager', message: expect.any(String) });
    }
    expect((await world.target.receipt(id))?.dispatchId).toBe(world.ana.uid);
  });

  it('answers 422 not-a-driver for a manager, an unknown uid or a deactivated driver', async () => {
    const id = await orderOf(world.ana);
    for (const target of [world.paula.uid, world.marta.uid, 'nobody-at-all', world.gone.uid]) {
      const reply = await assign(
        { receiptIds: [id], dispatchId: target, expected: { [id]: world.ana.uid } },
        world.marta,
      );
      expect(reply.status, target).toBe(422);
      expect(reply.body?.code).toBe('not-a-driver');
    }
    // A signed-in stranger (no record) is no driver either.
    const stranger = await assign(
      { receiptIds: [id], dispatchId: world.stranger.uid, expected: { [id]: world.ana.uid } },
      world.marta,
    );
    expect(stranger.status).toBe(422);
    expect(await world.target.receipt(id)).not.toHaveProperty('assignedBy');
  });

  it('answers 400 for 201 orders, a repeated order, or a malformed body', async () => {
    const id = await orderOf(world.ana);
    const many = Array.from({ length: MAX_ASSIGN_RECEIPTS + 1 }, (_, i) => `${id}-${i}`);
    const bodies = [
      {
        receiptIds: many,
        dispatchId: null,
        expected: Object.fromEntries(many.map((m) => [m, null])),
      },
      { receiptIds: [id, id], dispatchId: world.tiago.uid, expected: { [id]: world.ana.uid } },
      { receiptIds: [], dispatchId: world.tiago.uid, expected: {} },
      { ...toTiago(id), dispatchId: '' },
      { ...toTiago(id), expected: {} },
      { ...toTiago(id), expected: { [id]: 7 } },
      { ...toTiago(id), receiptIds: [7] },
      [toTiago(id)],
    ];
    for (const body of bodies) {
      const reply = await assign(body, world.marta);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(reply.body?.code).toBe('invalid-request');
    }
    expect((await world.target.receipt(id))?.dispatchId).toBe(world.ana.uid);
  });

  it('replays a key with the first answer and applies nothing again', async () => {
    const id = await orderOf(world.ana);
    const key = crypto.randomUUID();
    const first = await assign(toTiago(id), world.marta, key);
    expect(first.status).toBe(200);
    // Another manager moves the order on; the first call's retry must not take it back.
    await assign(
      { receiptIds: [id], dispatchId: world.ana.uid, expected: { [id]: world.tiago.uid } },
      world.paula,
    );
    const after = await world.target.receipt(id);
    const replay = await assign(toTiago(id), world.marta, key);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual({ ...first.body, replayed: true });
    expect(await world.target.receipt(id)).toEqual(after);
  });

  it('refuses a key sent again with another body or by another manager (409)', async () => {
    const id = await orderOf(world.ana);
    const key = crypto.randomUUID();
    expect((await assign(toTiago(id), world.marta, key)).status).toBe(200);
    const unassign = { receiptIds: [id], dispatchId: null, expected: { [id]: world.tiago.uid } };
    for (const [body, who] of [
      [unassign, world.marta],
      [toTiago(id), world.paula],
    ] as const) {
      const reply = await assign(body, who, key);
      expect(reply.status).toBe(409);
      expect(reply.body?.code).toBe('idempotency-key-reused');
    }
    expect((await world.target.receipt(id))?.dispatchId).toBe(world.tiago.uid);
  });

  it('keeps no key for a refusal: the same key applies once the refusal is mended', async () => {
    const id = await orderOf(world.ana);
    const key = crypto.randomUUID();
    const body = {
      receiptIds: [id],
      dispatchId: world.gone.uid,
      expected: { [id]: world.ana.uid },
    };
    expect((await assign(body, world.marta, key)).status).toBe(422);
    await world.target.seedBackOfficeUsers({
      [world.gone.uid]: { name: 'Old Driver', role: 'courier', active: true },
    });
    try {
      const reply = await assign(body, world.marta, key);
      expect(reply.status).toBe(200);
      expect((await world.target.receipt(id))?.dispatchId).toBe(world.gone.uid);
    } finally {
      await world.target.seedBackOfficeUsers({
        [world.gone.uid]: { name: 'Old Driver', role: 'courier', active: false },
      });
    }
  });
});
