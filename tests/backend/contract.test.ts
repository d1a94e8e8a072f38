import { describe, expect, it } from 'vitest';
import { canonicalJson, parseDeliveryUpdate } from '@backend/core';
import { contractWorld, DELIVERY, retryWhileInProgress } from './contractWorld';
import { APP_ORIGIN, targetFactories } from './targets';

// The contract suite (docs/backend-contract.md): one set of cases, run against every home of
// the backend core this run has — the Cloud Functions on the Functions emulator (real HTTP, real
// ID tokens from the Auth emulator) and the demo backend. `npm run test:backend`.
// This file: POST /order/deliveryupdate applying changes — once per idempotency key, replays,
// 50 concurrent copies of one change (one applied, one answer for all), a key in progress, the outcome written back. The refusals are in
// contractRefusals.test.ts, CORS and POST /portal/tokenupdate in contractCorsAndTokens.test.ts.

describe.each(targetFactories())('the contract, against %s', (_name, create) => {
  const { world, receiptOf, update, post } = contractWorld(create);

  describe('POST /order/deliveryupdate', () => {
    it('applies a good change once: status, updateTimestamp as server epoch ms, CORS', async () => {
      const id = await receiptOf(world.ana);
      const before = Date.now();
      const reply = await post(DELIVERY, { updateData: update(id, world.ana) }, world.ana);
      expect(reply.status).toBe(200);
      expect(reply.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      expect(reply.headers['access-control-expose-headers']).toMatch(/Retry-After/i);
      const stored = await world.target.receipt(id);
      expect(stored?.status).toBe('Delivered');
      expect(typeof stored?.updateTimestamp).toBe('number');
      expect(stored!.updateTimestamp as number).toBeGreaterThanOrEqual(before - 1000);
      expect(stored!.updateTimestamp as number).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('answers a replay after success 2xx and applies nothing', async () => {
      const id = await receiptOf(world.ana);
      const body = { updateData: update(id, world.ana, { status: 'Picked Up' }) };
      const first = await post(DELIVERY, body, world.ana);
      expect(first.status).toBe(200);
      const later = { updateData: update(id, world.ana, { status: 'On the Way' }) };
      const second = await post(DELIVERY, later, world.ana);
      expect(second.status).toBe(200);
      const replay = await post(DELIVERY, body, world.ana);
      expect(replay.status).toBeGreaterThanOrEqual(200);
      expect(replay.status).toBeLessThan(300);
      // Each answer names the updateTimestamp written (the app's settling reads it); a replay
      // names the first one's, older than the later change's.
      expect(typeof first.body?.updateTimestamp).toBe('number');
      expect(replay.body?.updateTimestamp).toBe(first.body?.updateTimestamp);
      expect(second.body?.updateTimestamp).toBeGreaterThan(first.body?.updateTimestamp as number);
      const after = await world.target.receipt(id);
      // The replay did not roll the order back to "Picked Up".
      expect(after?.status).toBe('On the Way');
    });

    it('applies 50 concurrent copies of one change once, and gives all 50 the same answer', async () => {
      const id = await receiptOf(world.ana);
      const body = { updateData: update(id, world.ana) };
      const send = () => post(DELIVERY, body, world.ana);
      const replies = await Promise.all(Array.from({ length: 50 }, send));
      // A copy that met the key still being applied is told so (409, Retry-After), as the app's
      // outbox is: its retry then answers with the first answer.
      for (const reply of replies.filter((r) => r.status === 409)) {
        expect(reply.body?.code).toBe('update-in-progress');
        expect(reply.headers['retry-after']).toMatch(/^\d+$/);
      }
      const busy = replies.filter((r) => r.status === 409).length;
      console.log(`[contract] ${world.target.name}: 50 copies, ${busy} met the key in progress`);
      const answers = await Promise.all(
        replies.map((reply) => (reply.status === 409 ? retryWhileInProgress(send) : reply)),
      );
      const applied = answers.filter((r) => r.body?.applied === true);
      expect(applied).toHaveLength(1);
      const { applied: _applied, replayed: _replayed, ...answer } = applied[0].body!;
      expect(answer).toEqual({
        receiptId: id,
        status: 'Delivered',
        updateTimestamp: expect.any(Number),
      });
      for (const reply of answers) {
        expect(reply.status).toBe(200);
        expect(reply.body).toEqual(
          reply === applied[0]
            ? { ...answer, applied: true }
            : { ...answer, applied: false, replayed: true },
        );
      }
      expect(await world.target.receipt(id)).toMatchObject({
        status: 'Delivered',
        updateTimestamp: answer.updateTimestamp,
      });
    }, 120_000); // the Firestore emulator's lock timeout (contractWorld.ts) fits twice

    it('answers 409 update-in-progress with Retry-After while the key is held, then takes a dead claim over', async () => {
      const id = await receiptOf(world.ana);
      const data = update(id, world.ana);
      const parsed = parseDeliveryUpdate({ updateData: data });
      if (!parsed.ok) throw new Error('the update should parse');
      const held = (startedAt: number) =>
        world.target.putIdempotency({
          key: data.updateId,
          uid: world.ana.uid,
          fingerprint: canonicalJson(parsed.update),
          state: 'in-progress',
          claimId: 'another-request',
          startedAt,
          expireAt: startedAt + 8 * 86_400_000,
          receiptId: id,
          status: data.status,
          answer: null,
        });
      await held(Date.now());
      const busy = await post(DELIVERY, { updateData: data }, world.ana);
      expect(busy.status).toBe(409);
      expect(busy.body?.code).toBe('update-in-progress');
      expect(busy.headers['retry-after']).toMatch(/^\d+$/);
      expect(busy.headers['access-control-expose-headers']).toMatch(/Retry-After/i);
      expect((await world.target.receipt(id))?.status).toBe('Pending');
      // The request holding it died 10 minutes ago: the retry applies the change.
      await held(Date.now() - 10 * 60_000);
      const retry = await post(DELIVERY, { updateData: data }, world.ana);
      expect(retry.status).toBe(200);
      expect(retry.body?.applied).toBe(true);
      expect((await world.target.receipt(id))?.status).toBe('Delivered');
    });

    it('refuses the same key with another body, applying nothing', async () => {
      const id = await receiptOf(world.ana);
      const first = update(id, world.ana, { status: 'Picked Up' });
      expect((await post(DELIVERY, { updateData: first }, world.ana)).status).toBe(200);
      const other = await post(
        DELIVERY,
        { updateData: { ...first, status: 'Delivered' } },
        world.ana,
      );
      expect(other.status).toBe(409);
      expect(other.body?.code).not.toBe('update-in-progress');
      expect(other.body?.message).toEqual(expect.any(String));
      expect((await world.target.receipt(id))?.status).toBe('Picked Up');
    });

    it('writes the outcome back, and a change without it removes it', async () => {
      const id = await receiptOf(world.ana);
      const notDelivered = update(id, world.ana, {
        status: 'Not Delivered',
        reason: 'Wrong address',
        note: 'No number 12 on this street',
        previousStatus: 'On the Way',
      });
      expect((await post(DELIVERY, { updateData: notDelivered }, world.ana)).status).toBe(200);
      expect(await world.target.receipt(id)).toMatchObject({
        status: 'Not Delivered',
        statusReason: 'Wrong address',
        statusNote: 'No number 12 on this street',
      });
      const cash = update(id, world.ana, { cashCollected: 35.3 });
      expect((await post(DELIVERY, { updateData: cash }, world.ana)).status).toBe(200);
      const stored = await world.target.receipt(id);
      expect(stored).toMatchObject({ status: 'Delivered', cashCollected: 35.3 });
      expect(stored).not.toHaveProperty('statusReason');
      expect(stored).not.toHaveProperty('statusNote');
      expect(stored).not.toHaveProperty('previousStatus');
    });
  });
});
