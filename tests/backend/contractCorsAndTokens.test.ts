import { describe, expect, it } from 'vitest';
import { contractWorld, DELIVERY, TOKEN } from './contractWorld';
import { APP_ORIGIN, OTHER_ORIGIN, targetFactories, type Dispatcher } from './targets';

// The contract suite (docs/backend-contract.md), against every home of the backend core this
// run has (see contract.test.ts): CORS (the app's preflight, no other origin) and
// POST /portal/tokenupdate (the latest updatedAt wins, a token moves to the newest uid).

describe.each(targetFactories())('the contract, against %s', (_name, create) => {
  const { world, receiptOf, update, post } = contractWorld(create);

  describe('CORS', () => {
    it('answers the app’s preflight without a token, on both paths and under /api', async () => {
      for (const path of [DELIVERY, TOKEN, `/api${DELIVERY}`]) {
        const reply = await world.target.send({
          method: 'OPTIONS',
          path,
          headers: {
            Origin: APP_ORIGIN,
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
          },
        });
        expect(reply.status, path).toBe(204);
        expect(reply.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
        expect(reply.headers['access-control-allow-methods']).toMatch(/POST/);
        const allowed = reply.headers['access-control-allow-headers'].toLowerCase();
        for (const header of ['authorization', 'content-type', 'idempotency-key']) {
          expect(allowed).toContain(header);
        }
        expect(Number(reply.headers['access-control-max-age'])).toBeGreaterThanOrEqual(600);
      }
    });

    it('does not let another origin in', async () => {
      const preflight = await world.target.send({
        method: 'OPTIONS',
        path: DELIVERY,
        headers: { Origin: OTHER_ORIGIN, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const id = await receiptOf(world.ana);
      const reply = await post(DELIVERY, { updateData: update(id, world.ana) }, world.ana, {
        Origin: OTHER_ORIGIN,
      });
      expect(reply.status).toBe(403);
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
      expect((await world.target.receipt(id))?.status).toBe('Pending');
    });
  });

  describe('POST /portal/tokenupdate', () => {
    const tokenBody = (who: Dispatcher, fcmToken: string | null, updatedAt: number) => ({
      userData: { uid: who.uid, email: null, fcmToken, updatedAt },
    });

    it('keeps the latest updatedAt, forgets with null, and ignores an older one arriving late', async () => {
      const t0 = Date.now();
      expect((await post(TOKEN, tokenBody(world.ana, 'tok-a1', t0), world.ana)).status).toBe(200);
      expect((await post(TOKEN, tokenBody(world.ana, 'tok-a2', t0 + 2), world.ana)).status).toBe(
        200,
      );
      expect((await post(TOKEN, tokenBody(world.ana, 'tok-a1', t0 + 1), world.ana)).status).toBe(
        200,
      );
      expect((await world.target.token(world.ana.uid))?.fcmToken).toBe('tok-a2');
      expect((await post(TOKEN, tokenBody(world.ana, null, t0 + 3), world.ana)).status).toBe(200);
      expect((await world.target.token(world.ana.uid))?.fcmToken ?? null).toBeNull();
      await post(TOKEN, tokenBody(world.ana, 'tok-a2', t0 + 2), world.ana);
      expect((await world.target.token(world.ana.uid))?.fcmToken ?? null).toBeNull();
    });

    it('moves a token to the newest uid, and refuses another uid’s update (403)', async () => {
      const shared = `shared-${crypto.randomUUID()}`;
      const t0 = Date.now();
      await post(TOKEN, tokenBody(world.ana, shared, t0), world.ana);
      await post(TOKEN, tokenBody(world.tiago, shared, t0 + 1), world.tiago);
      expect((await world.target.token(world.tiago.uid))?.fcmToken).toBe(shared);
      expect((await world.target.token(world.ana.uid))?.fcmToken ?? null).toBeNull();
      expect((await post(TOKEN, tokenBody(world.tiago, 'x', t0 + 5), world.ana)).status).toBe(403);
      expect((await post(TOKEN, tokenBody(world.ana, 'x', t0 + 5), null)).status).toBe(401);
      expect((await world.target.token(world.tiago.uid))?.fcmToken).toBe(shared);
    });
  });
});
