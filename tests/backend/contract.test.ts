import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJson, parseDeliveryUpdate, type ReceiptData } from '@backend/core';
import {
  APP_ORIGIN,
  OTHER_ORIGIN,
  targetFactories,
  type Dispatcher,
  type SendOptions,
  type Target,
} from './targets';

// The contract suite (docs/backend-contract.md): one set of cases, run against every home of
// the backend core this run has — the Cloud Functions on the Functions emulator (real HTTP, real
// ID tokens from the Auth emulator) and the demo backend. `npm run test:backend`.

const DELIVERY = '/order/deliveryupdate';
const TOKEN = '/portal/tokenupdate';

function sale(dispatchId: string, overrides: ReceiptData = {}): ReceiptData {
  return {
    receipt_type: 'SALE',
    dispatchId,
    status: 'Pending',
    updateTimestamp: Date.now() - 60_000,
    orderNumber: 1042,
    ...overrides,
  };
}

describe.each(targetFactories())('the contract, against %s', (_name, create) => {
  let target: Target;
  let ana: Dispatcher;
  let tiago: Dispatcher;

  beforeAll(async () => {
    target = await create();
    [ana, tiago] = await Promise.all([target.signUp('ana'), target.signUp('tiago')]);
    console.log(`[contract] ${target.name}: store "${target.store}"`);
  });
  afterAll(() => target?.close());

  /** A fresh receipt of `owner`'s, so no case depends on another. */
  async function receiptOf(owner: Dispatcher, overrides: ReceiptData = {}): Promise<string> {
    const id = `R-${crypto.randomUUID()}`;
    await target.seedReceipts({ [id]: sale(owner.uid, overrides) });
    return id;
  }

  function update(receiptId: string, who: Dispatcher, fields: Record<string, unknown> = {}) {
    return {
      receiptId,
      status: 'Delivered',
      dispatchId: who.uid,
      updatedAt: Date.now() - 5_000,
      updateId: crypto.randomUUID(),
      ...fields,
    };
  }

  function post(
    path: string,
    body: unknown,
    who: Dispatcher | null,
    headers: Record<string, string> = {},
  ) {
    const key = (body as { updateData?: { updateId?: unknown } }).updateData?.updateId;
    const options: SendOptions = {
      path,
      headers: {
        Accept: 'application/json, text/plain, */*',
        'Content-Type': 'application/json',
        Origin: APP_ORIGIN,
        ...(who ? { Authorization: `Bearer ${who.idToken}` } : {}),
        ...(typeof key === 'string' ? { 'Idempotency-Key': key } : {}),
        ...headers,
      },
      body: JSON.stringify(body),
    };
    return target.send(options);
  }

  describe('POST /order/deliveryupdate', () => {
    it('applies a good change once: status, updateTimestamp as server epoch ms, CORS', async () => {
      const id = await receiptOf(ana);
      const before = Date.now();
      const reply = await post(DELIVERY, { updateData: update(id, ana) }, ana);
      expect(reply.status).toBe(200);
      expect(reply.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      expect(reply.headers['access-control-expose-headers']).toMatch(/Retry-After/i);
      const stored = await target.receipt(id);
      expect(stored?.status).toBe('Delivered');
      expect(typeof stored?.updateTimestamp).toBe('number');
      expect(stored!.updateTimestamp as number).toBeGreaterThanOrEqual(before - 1000);
      expect(stored!.updateTimestamp as number).toBeLessThanOrEqual(Date.now() + 1000);
    });

    it('answers a replay after success 2xx and applies nothing', async () => {
      const id = await receiptOf(ana);
      const body = { updateData: update(id, ana, { status: 'Picked Up' }) };
      const first = await post(DELIVERY, body, ana);
      expect(first.status).toBe(200);
      const later = { updateData: update(id, ana, { status: 'On the Way' }) };
      const second = await post(DELIVERY, later, ana);
      expect(second.status).toBe(200);
      const replay = await post(DELIVERY, body, ana);
      expect(replay.status).toBeGreaterThanOrEqual(200);
      expect(replay.status).toBeLessThan(300);
      // Each answer names the updateTimestamp written (the app's settling reads it); a replay
      // names the first one's, older than the later change's.
      expect(typeof first.body?.updateTimestamp).toBe('number');
      expect(replay.body?.updateTimestamp).toBe(first.body?.updateTimestamp);
      expect(second.body?.updateTimestamp).toBeGreaterThan(first.body?.updateTimestamp as number);
      const after = await target.receipt(id);
      // The replay did not roll the order back to "Picked Up".
      expect(after?.status).toBe('On the Way');
    });

    it('applies 50 concurrent requests with one key once; the others are 2xx or 409 in progress', async () => {
      const id = await receiptOf(ana);
      const body = { updateData: update(id, ana) };
      const replies = await Promise.all(
        Array.from({ length: 50 }, () => post(DELIVERY, body, ana)),
      );
      const applied = replies.filter((r) => r.status === 200 && r.body?.applied === true);
      expect(applied).toHaveLength(1);
      for (const reply of replies) {
        if (reply.status === 409) {
          expect(reply.body?.code).toBe('update-in-progress');
          expect(reply.headers['retry-after']).toMatch(/^\d+$/);
        } else {
          expect(reply.status).toBe(200);
        }
      }
      expect((await target.receipt(id))?.updateTimestamp).toBe(applied[0].body?.updateTimestamp);
    });

    it('answers 409 update-in-progress with Retry-After while the key is held, then takes a dead claim over', async () => {
      const id = await receiptOf(ana);
      const data = update(id, ana);
      const parsed = parseDeliveryUpdate({ updateData: data });
      if (!parsed.ok) throw new Error('the update should parse');
      const held = (startedAt: number) =>
        target.putIdempotency({
          key: data.updateId,
          uid: ana.uid,
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
      const busy = await post(DELIVERY, { updateData: data }, ana);
      expect(busy.status).toBe(409);
      expect(busy.body?.code).toBe('update-in-progress');
      expect(busy.headers['retry-after']).toMatch(/^\d+$/);
      expect(busy.headers['access-control-expose-headers']).toMatch(/Retry-After/i);
      expect((await target.receipt(id))?.status).toBe('Pending');
      // The request holding it died 10 minutes ago: the retry applies the change.
      await held(Date.now() - 10 * 60_000);
      const retry = await post(DELIVERY, { updateData: data }, ana);
      expect(retry.status).toBe(200);
      expect(retry.body?.applied).toBe(true);
      expect((await target.receipt(id))?.status).toBe('Delivered');
    });

    it('refuses the same key with another body, applying nothing', async () => {
      const id = await receiptOf(ana);
      const first = update(id, ana, { status: 'Picked Up' });
      expect((await post(DELIVERY, { updateData: first }, ana)).status).toBe(200);
      const other = await post(DELIVERY, { updateData: { ...first, status: 'Delivered' } }, ana);
      expect(other.status).toBe(409);
      expect(other.body?.code).not.toBe('update-in-progress');
      expect(other.body?.message).toEqual(expect.any(String));
      expect((await target.receipt(id))?.status).toBe('Picked Up');
    });

    it('writes the outcome back, and a change without it removes it', async () => {
      const id = await receiptOf(ana);
      const notDelivered = update(id, ana, {
        status: 'Not Delivered',
        reason: 'Wrong address',
        note: 'No number 12 on this street',
        previousStatus: 'On the Way',
      });
      expect((await post(DELIVERY, { updateData: notDelivered }, ana)).status).toBe(200);
      expect(await target.receipt(id)).toMatchObject({
        status: 'Not Delivered',
        statusReason: 'Wrong address',
        statusNote: 'No number 12 on this street',
      });
      const cash = update(id, ana, { cashCollected: 35.3 });
      expect((await post(DELIVERY, { updateData: cash }, ana)).status).toBe(200);
      const stored = await target.receipt(id);
      expect(stored).toMatchObject({ status: 'Delivered', cashCollected: 35.3 });
      expect(stored).not.toHaveProperty('statusReason');
      expect(stored).not.toHaveProperty('statusNote');
      expect(stored).not.toHaveProperty('previousStatus');
    });

    it('answers 401 for a missing, expired, other-project or garbage token', async () => {
      const id = await receiptOf(ana);
      const body = () => ({ updateData: update(id, ana) });
      const missing = await post(DELIVERY, body(), null);
      expect(missing.status).toBe(401);
      expect(missing.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      for (const [what, token] of Object.entries(await target.badTokens(ana))) {
        const reply = await post(DELIVERY, body(), { ...ana, idToken: token });
        expect(reply.status, what).toBe(401);
      }
      for (const malformed of ['Bearer', `Basic ${ana.idToken}`, ana.idToken]) {
        const reply = await post(DELIVERY, body(), null, { Authorization: malformed });
        expect(reply.status, malformed).toBe(401);
      }
      expect((await target.receipt(id))?.status).toBe('Pending');
      if (target.controlToken) {
        // The crafted tokens fail for the reason they name: the same shape, valid, passes.
        const control = { ...ana, idToken: await target.controlToken(ana) };
        expect((await post(DELIVERY, body(), control)).status).toBe(200);
      }
    });

    it('refuses another dispatcher’s receipt, and a change in another’s name (403)', async () => {
      const theirs = await receiptOf(tiago);
      const reply = await post(DELIVERY, { updateData: update(theirs, ana) }, ana);
      expect(reply.status).toBe(403);
      expect(reply.body?.message).toEqual(expect.any(String));
      const mine = await receiptOf(ana);
      const inTheirName = await post(DELIVERY, { updateData: update(mine, tiago) }, ana);
      expect(inTheirName.status).toBe(403);
      expect((await target.receipt(theirs))?.status).toBe('Pending');
      expect((await target.receipt(mine))?.status).toBe('Pending');
    });

    it('answers 404 for an unknown receipt, 422 for an unknown status or a missing reason', async () => {
      const unknown = await post(DELIVERY, { updateData: update('no-such-order', ana) }, ana);
      expect(unknown.status).toBe(404);
      const id = await receiptOf(ana);
      const status = await post(
        DELIVERY,
        { updateData: update(id, ana, { status: 'Eaten' }) },
        ana,
      );
      expect(status.status).toBe(422);
      expect(status.body?.message).toMatch(/Eaten/);
      const noReason = await post(
        DELIVERY,
        { updateData: update(id, ana, { status: 'Not Delivered' }) },
        ana,
      );
      expect(noReason.status).toBe(422);
      expect((await target.receipt(id))?.status).toBe('Pending');
    });

    it('answers 400 for wrong types', async () => {
      const id = await receiptOf(ana);
      for (const fields of [
        { receiptId: 12 },
        { status: ['Delivered'] },
        { updatedAt: 'yesterday' },
        { updateId: 7 },
        { cashCollected: '35.30' },
        { reason: { text: 'x' } },
      ]) {
        const reply = await post(DELIVERY, { updateData: update(id, ana, fields) }, ana);
        expect(reply.status, JSON.stringify(fields)).toBe(400);
      }
      expect((await post(DELIVERY, { update: {} }, ana)).status).toBe(400);
      expect((await target.receipt(id))?.status).toBe('Pending');
    });

    it('answers 413 for a 1 MB body, 415 for a body that is not JSON, 405 for another method', async () => {
      const id = await receiptOf(ana);
      const huge = { updateData: update(id, ana, { note: 'x'.repeat(1024 * 1024) }) };
      expect((await post(DELIVERY, huge, ana)).status).toBe(413);
      const text = await target.send({
        path: DELIVERY,
        headers: {
          'Content-Type': 'text/plain',
          Authorization: `Bearer ${ana.idToken}`,
          Origin: APP_ORIGIN,
        },
        body: 'Delivered, please',
      });
      expect(text.status).toBe(415);
      expect(text.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const reply = await target.send({
          method,
          path: DELIVERY,
          headers: { Authorization: `Bearer ${ana.idToken}`, Origin: APP_ORIGIN },
        });
        expect(reply.status, method).toBe(405);
      }
      expect((await target.receipt(id))?.status).toBe('Pending');
    });
  });

  describe('CORS', () => {
    it('answers the app’s preflight without a token, on both paths and under /api', async () => {
      for (const path of [DELIVERY, TOKEN, `/api${DELIVERY}`]) {
        const reply = await target.send({
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
      const preflight = await target.send({
        method: 'OPTIONS',
        path: DELIVERY,
        headers: { Origin: OTHER_ORIGIN, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const id = await receiptOf(ana);
      const reply = await post(DELIVERY, { updateData: update(id, ana) }, ana, {
        Origin: OTHER_ORIGIN,
      });
      expect(reply.status).toBe(403);
      expect(reply.headers['access-control-allow-origin']).toBeUndefined();
      expect((await target.receipt(id))?.status).toBe('Pending');
    });
  });

  describe('POST /portal/tokenupdate', () => {
    const tokenBody = (who: Dispatcher, fcmToken: string | null, updatedAt: number) => ({
      userData: { uid: who.uid, email: null, fcmToken, updatedAt },
    });

    it('keeps the latest updatedAt, forgets with null, and ignores an older one arriving late', async () => {
      const t0 = Date.now();
      expect((await post(TOKEN, tokenBody(ana, 'tok-a1', t0), ana)).status).toBe(200);
      expect((await post(TOKEN, tokenBody(ana, 'tok-a2', t0 + 2), ana)).status).toBe(200);
      expect((await post(TOKEN, tokenBody(ana, 'tok-a1', t0 + 1), ana)).status).toBe(200);
      expect((await target.token(ana.uid))?.fcmToken).toBe('tok-a2');
      expect((await post(TOKEN, tokenBody(ana, null, t0 + 3), ana)).status).toBe(200);
      expect((await target.token(ana.uid))?.fcmToken ?? null).toBeNull();
      await post(TOKEN, tokenBody(ana, 'tok-a2', t0 + 2), ana);
      expect((await target.token(ana.uid))?.fcmToken ?? null).toBeNull();
    });

    it('moves a token to the newest uid, and refuses another uid’s update (403)', async () => {
      const shared = `shared-${crypto.randomUUID()}`;
      const t0 = Date.now();
      await post(TOKEN, tokenBody(ana, shared, t0), ana);
      await post(TOKEN, tokenBody(tiago, shared, t0 + 1), tiago);
      expect((await target.token(tiago.uid))?.fcmToken).toBe(shared);
      expect((await target.token(ana.uid))?.fcmToken ?? null).toBeNull();
      expect((await post(TOKEN, tokenBody(tiago, 'x', t0 + 5), ana)).status).toBe(403);
      expect((await post(TOKEN, tokenBody(ana, 'x', t0 + 5), null)).status).toBe(401);
      expect((await target.token(tiago.uid))?.fcmToken).toBe(shared);
    });
  });
});
