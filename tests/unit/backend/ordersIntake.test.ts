// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countCall,
  handleHttp,
  MAX_ORDERS_BODY_BYTES,
  rateWindowName,
  receiptIdFor,
} from '@backend/core';
import { apiOrder, ordersWorld, post } from './intakeHelpers';

// POST /orders/intake in the core, through handleHttp over the memory store: its own
// authentication (an API key, not an ID token), the rate window, and never a 5xx for what a
// caller sends (the contract suite, tests/backend/ordersIntake*.test.ts, runs it on both homes).

const INTAKE = '/orders/intake';

async function intake(world: ReturnType<typeof ordersWorld>, json: unknown, key: string | null) {
  const response = await handleHttp(
    world.deps,
    post(INTAKE, json, key === null ? null : `Bearer ${key}`),
  );
  return { ...response, json: JSON.parse(response.body) as Record<string, unknown> };
}

describe('core: the intake API’s key', () => {
  it('answers 401 for no key, a malformed one, an unknown one, a wrong secret, a revoked one', async () => {
    const world = ordersWorld();
    const { id, key } = await world.newKey();
    const wrongSecret = key.slice(0, -4) + (key.endsWith('0000') ? '1111' : '0000');
    const cases: [string | null, string][] = [
      [null, 'unauthenticated'],
      ['not-a-key', 'invalid-api-key'],
      [key.replace(id, 'a'.repeat(20)), 'invalid-api-key'],
      [wrongSecret, 'invalid-api-key'],
    ];
    for (const [presented, code] of cases) {
      const answer = await intake(world, apiOrder('A1'), presented);
      expect(answer.status, String(presented)).toBe(401);
      expect(answer.headers['WWW-Authenticate']).toBe('Bearer');
      expect(answer.json.code).toBe(code);
    }
    // An ID token is no key either.
    expect((await intake(world, apiOrder('A1'), 'token-marta')).status).toBe(401);
    world.store.apiKeys.set(id, { ...world.record(id)!, revokedAt: 1, revokedBy: 'marta' });
    const revoked = await intake(world, apiOrder('A1'), key);
    expect(revoked).toMatchObject({ status: 401, json: { code: 'api-key-revoked' } });
    // Nothing was written, nothing was counted.
    expect(world.store.receipts.size).toBe(0);
    expect(world.store.rateWindows.size).toBe(0);
  });

  it('writes with a good key, the receipt id derived from the externalId', async () => {
    const world = ordersWorld();
    const { id, key } = await world.newKey();
    const answer = await intake(world, apiOrder('SHOP-1'), key);
    expect(answer.status).toBe(200);
    const receiptId = await receiptIdFor('api', 'SHOP-1');
    expect(answer.json.results).toEqual([
      { externalId: 'SHOP-1', result: 'created', receiptId, orderNumber: '5001' },
    ]);
    expect(world.store.receipts.get(receiptId)).toMatchObject({
      source: 'api',
      createdBy: `apikey:${id}`,
      externalId: 'SHOP-1',
      updateTimestamp: world.now(),
    });
  });

  it('counts calls per key in a window that starts at its first call, 429 with Retry-After past it', async () => {
    const world = ordersWorld();
    world.config.intakeRateLimit = 3;
    world.config.intakeRateWindowMs = 60_000;
    const { id, key } = await world.newKey();
    const other = await world.newKey('Till');
    for (let call = 0; call < 3; call += 1) {
      // A bad body counts too: the call was made.
      expect((await intake(world, {}, key)).status).toBe(400);
      world.advance(10_000);
    }
    const refused = await intake(world, apiOrder('A1'), key);
    expect(refused.status).toBe(429);
    expect(refused.json.code).toBe('rate-limited');
    expect(refused.headers['Retry-After']).toBe('30');
    expect(world.store.rateWindows.get(rateWindowName(id))?.count).toBe(3);
    // Another key has its own window.
    expect((await intake(world, apiOrder('B1'), other.key)).status).toBe(200);
    world.advance(30_000);
    expect((await intake(world, apiOrder('A1'), key)).status).toBe(200);
    expect(world.store.rateWindows.get(rateWindowName(id))).toMatchObject({ count: 1 });
  });

  it('decides each call of a window: counted, or refused until the window ends', () => {
    const name = 'apikey:k';
    expect(countCall(null, name, 1_000, 2, 60_000)).toEqual({
      allowed: true,
      window: { name, startedAt: 1_000, count: 1 },
    });
    const full = { name, startedAt: 1_000, count: 2 };
    expect(countCall(full, name, 1_500, 2, 60_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    expect(countCall(full, name, 60_999, 2, 60_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(countCall(full, name, 61_000, 2, 60_000)).toMatchObject({ allowed: true });
    // A window that starts in the future (the clock went back) is over.
    expect(countCall(full, name, 500, 2, 60_000)).toMatchObject({ allowed: true });
  });
});

describe('core: the intake API’s limits', () => {
  it('takes 100 orders in one body, and answers 413 past 1 MiB before reading the key', async () => {
    const world = ordersWorld();
    const { key } = await world.newKey();
    const orders = Array.from({ length: 100 }, (_, i) =>
      apiOrder(`BIG-${i}`, { notes: 'n'.repeat(1000) }),
    );
    const big = await intake(world, { orders }, key);
    expect(big.status).toBe(200);
    expect((big.json.results as unknown[]).length).toBe(100);
    const tooLarge = post(INTAKE, { orders, pad: 'x'.repeat(MAX_ORDERS_BODY_BYTES) }, null);
    const answer = await handleHttp(world.deps, tooLarge);
    expect(answer.status).toBe(413);
  });

  it('answers 400 with every bad field of every order, writing nothing', async () => {
    const world = ordersWorld();
    const { key } = await world.newKey();
    const answer = await intake(
      world,
      { orders: [apiOrder('A1'), apiOrder('A2', { address: '', total: 'lots' })] },
      key,
    );
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      code: 'invalid-request',
      errors: [
        { order: 1, externalId: 'A2', field: 'address', code: 'required' },
        { order: 1, externalId: 'A2', field: 'total', code: 'not-a-number' },
      ],
    });
    expect(world.store.receipts.size).toBe(0);
  });

  it('never answers a 5xx, nor throws, whatever the body', async () => {
    const world = ordersWorld();
    world.config.intakeRateLimit = 1_000_000;
    const { key } = await world.newKey();
    const order = fc.record(
      {
        externalId: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        customerName: fc.oneof(fc.string(), fc.jsonValue()),
        address: fc.oneof(fc.string(), fc.jsonValue()),
        payment: fc.oneof(fc.constantFrom('cash', 'card', 'paid', 'CASH'), fc.jsonValue()),
        items: fc.oneof(
          fc.array(
            fc.record({
              name: fc.jsonValue(),
              quantity: fc.jsonValue(),
              unitPrice: fc.jsonValue(),
            }),
            { maxLength: 3 },
          ),
          fc.jsonValue(),
        ),
        total: fc.jsonValue(),
        dueAt: fc.jsonValue(),
        location: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.jsonValue(),
      order,
      fc.record({ orders: fc.oneof(fc.array(order, { maxLength: 5 }), fc.jsonValue()) }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (json) => {
        const answer = await handleHttp(world.deps, post(INTAKE, json, `Bearer ${key}`));
        expect(answer.status).toBeGreaterThanOrEqual(200);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    const authorization = fc.oneof(fc.string(), fc.constant(`Bearer ${key}`));
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 200 }), authorization, async (bytes, auth) => {
        const raw = post(INTAKE, null, auth, { body: bytes });
        const answer = await handleHttp(world.deps, raw);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});
