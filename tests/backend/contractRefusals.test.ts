import { describe, expect, it } from 'vitest';
import { contractWorld, DELIVERY } from './contractWorld';
import { APP_ORIGIN, targetFactories } from './targets';

// The contract suite (docs/backend-contract.md), against every home of the backend core this
// run has (see contract.test.ts): what POST /order/deliveryupdate refuses, applying nothing —
// 401 for bad tokens, 403 for another dispatcher's order, 404, 422, 400, 413, 415 and 405.

describe.each(targetFactories())('the contract, against %s', (_name, create) => {
  const { world, receiptOf, update, post } = contractWorld(create);

  describe('POST /order/deliveryupdate', () => {
    it('answers 401 for a missing, expired, other-project or garbage token', async () => {
      const id = await receiptOf(world.ana);
      const body = () => ({ updateData: update(id, world.ana) });
      const missing = await post(DELIVERY, body(), null);
      expect(missing.status).toBe(401);
      expect(missing.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      for (const [what, token] of Object.entries(await world.target.badTokens(world.ana))) {
        const reply = await post(DELIVERY, body(), { ...world.ana, idToken: token });
        expect(reply.status, what).toBe(401);
      }
      for (const malformed of ['Bearer', `Basic ${world.ana.idToken}`, world.ana.idToken]) {
        const reply = await post(DELIVERY, body(), null, { Authorization: malformed });
        expect(reply.status, malformed).toBe(401);
      }
      expect((await world.target.receipt(id))?.status).toBe('Pending');
      if (world.target.controlToken) {
        // The crafted tokens fail for the reason they name: the same shape, valid, passes.
        const control = { ...world.ana, idToken: await world.target.controlToken(world.ana) };
        expect((await post(DELIVERY, body(), control)).status).toBe(200);
      }
    });

    it('refuses another dispatcher’s receipt, and a change in another’s name (403)', async () => {
      const theirs = await receiptOf(world.tiago);
      const reply = await post(DELIVERY, { updateData: update(theirs, world.ana) }, world.ana);
      expect(reply.status).toBe(403);
      expect(reply.body?.message).toEqual(expect.any(String));
      const mine = await receiptOf(world.ana);
      const inTheirName = await post(
        DELIVERY,
        { updateData: update(mine, world.tiago) },
        world.ana,
      );
      expect(inTheirName.status).toBe(403);
      expect((await world.target.receipt(theirs))?.status).toBe('Pending');
      expect((await world.target.receipt(mine))?.status).toBe('Pending');
    });

    it('answers 404 for an unknown receipt, 422 for an unknown status or a missing reason', async () => {
      const unknown = await post(
        DELIVERY,
        { updateData: update('no-such-order', world.ana) },
        world.ana,
      );
      expect(unknown.status).toBe(404);
      const id = await receiptOf(world.ana);
      const status = await post(
        DELIVERY,
        { updateData: update(id, world.ana, { status: 'Eaten' }) },
        world.ana,
      );
      expect(status.status).toBe(422);
      expect(status.body?.message).toMatch(/Eaten/);
      const noReason = await post(
        DELIVERY,
        { updateData: update(id, world.ana, { status: 'Not Delivered' }) },
        world.ana,
      );
      expect(noReason.status).toBe(422);
      expect((await world.target.receipt(id))?.status).toBe('Pending');
    });

    it('answers 400 for wrong types', async () => {
      const id = await receiptOf(world.ana);
      for (const fields of [
        { receiptId: 12 },
        { status: ['Delivered'] },
        { updatedAt: 'yesterday' },
        { updateId: 7 },
        { cashCollected: '35.30' },
        { reason: { text: 'x' } },
      ]) {
        const reply = await post(
          DELIVERY,
          { updateData: update(id, world.ana, fields) },
          world.ana,
        );
        expect(reply.status, JSON.stringify(fields)).toBe(400);
      }
      expect((await post(DELIVERY, { update: {} }, world.ana)).status).toBe(400);
      expect((await world.target.receipt(id))?.status).toBe('Pending');
    });

    it('answers 413 for a 1 MB body, 415 for a body that is not JSON, 405 for another method', async () => {
      const id = await receiptOf(world.ana);
      const huge = { updateData: update(id, world.ana, { note: 'x'.repeat(1024 * 1024) }) };
      expect((await post(DELIVERY, huge, world.ana)).status).toBe(413);
      const text = await world.target.send({
        path: DELIVERY,
        headers: {
          'Content-Type': 'text/plain',
          Authorization: `Bearer ${world.ana.idToken}`,
          Origin: APP_ORIGIN,
        },
        body: 'Delivered, please',
      });
      expect(text.status).toBe(415);
      expect(text.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const reply = await world.target.send({
          method,
          path: DELIVERY,
          headers: { Authorization: `Bearer ${world.ana.idToken}`, Origin: APP_ORIGIN },
        });
        expect(reply.status, method).toBe(405);
      }
      expect((await world.target.receipt(id))?.status).toBe('Pending');
    });
  });
});
