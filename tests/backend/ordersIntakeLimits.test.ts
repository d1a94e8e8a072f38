import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INTAKE_RATE_LIMIT,
  MAX_ORDERS_BODY_BYTES,
  MAX_ORDERS_PER_CALL,
  receiptIdFor,
} from '@backend/core';
import { apiOrder, intakeWorld } from './intakeWorld';
import { targetFactories } from './targets';

// The contract suite (docs/intake.md#limits), against every home of the backend core this run
// has: POST /orders/intake's 400 with every bad field (all or nothing), 413 past the size limit,
// 429 with Retry-After past the rate limit, and never a 5xx for what a caller sends.

describe.each(targetFactories())('the intake API’s limits, against %s', (_name, create) => {
  const { world, newKey, intake } = intakeWorld(create);

  it('answers 400 naming every bad field of every order, and writes none of them', async () => {
    const { key } = await newKey();
    const good = apiOrder();
    const bad = apiOrder({
      address: '',
      payment: 'bitcoin',
      items: [{ name: 'Fries', quantity: 'two' }],
    });
    const reply = await intake({ orders: [good, bad, { customerName: 'No id' }] }, key);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'invalid-request', message: expect.any(String) });
    const errors = reply.body?.errors as Array<Record<string, unknown>>;
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          order: 1,
          externalId: bad.externalId,
          field: 'address',
          code: 'required',
          message: 'Enter the address',
        },
        expect.objectContaining({ order: 1, field: 'payment', code: 'unknown-choice' }),
        expect.objectContaining({ order: 1, field: 'items.0.quantity', code: 'not-whole' }),
        expect.objectContaining({ order: 2, externalId: null, field: 'externalId' }),
      ]),
    );
    expect(errors.some((error) => error.order === 0)).toBe(false);
    expect(await world.target.receipt(await receiptIdFor('api', good.externalId))).toBeNull();
  });

  it('answers 400 for more than 100 orders, an empty list, not JSON at all', async () => {
    const { key } = await newKey();
    const many = Array.from({ length: MAX_ORDERS_PER_CALL + 1 }, () => apiOrder());
    for (const body of [{ orders: many }, { orders: [] }, [], 'not json', 'null', '"text"']) {
      const reply = await intake(body, key);
      expect(reply.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });

  it('takes 100 orders in one call, and answers 413 past the size limit', async () => {
    const { key } = await newKey();
    const hundred = Array.from({ length: MAX_ORDERS_PER_CALL }, () =>
      apiOrder({ notes: 'Ring the bell twice, then wait. '.repeat(30) }),
    );
    const reply = await intake({ orders: hundred }, key);
    expect(reply.status).toBe(200);
    expect((reply.body?.results as unknown[]).length).toBe(MAX_ORDERS_PER_CALL);
    const tooLarge = await intake(
      { orders: [apiOrder({ notes: 'x'.repeat(MAX_ORDERS_BODY_BYTES) })] },
      key,
    );
    expect(tooLarge).toMatchObject({ status: 413, body: { code: 'too-large' } });
  });

  it('answers 429 with Retry-After past the rate limit of a key, and only that key', async () => {
    const { key } = await newKey('Busy till');
    const other = await newKey('Quiet till');
    // Bad bodies are quick to answer and count the same: a call was made.
    for (let call = 0; call < DEFAULT_INTAKE_RATE_LIMIT; call += 1) {
      expect((await intake({}, key)).status).toBe(400);
    }
    const refused = await intake(apiOrder(), key);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate-limited', message: expect.any(String) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await intake(apiOrder(), other.key)).status).toBe(200);
  });

  it('never answers a 5xx for what a caller sends', async () => {
    const { key } = await newKey();
    const bodies: unknown[] = [
      '{"orders": [',
      '\u0000',
      { orders: [null, 1, 'x', [], {}] },
      { orders: { externalId: 'A' } },
      apiOrder({ items: [{ name: { nested: true }, quantity: 1e308, unitPrice: -1 }] }),
      apiOrder({ dueAt: 'tomorrow', location: { lat: 91, lng: 0 }, total: Number.MAX_VALUE }),
      apiOrder({ externalId: 'x'.repeat(101) }),
      apiOrder({ externalId: '__proto__', customerName: '<script>', phone: 42 }),
    ];
    for (const body of bodies) {
      const reply = await intake(body, key);
      expect(reply.status, JSON.stringify(body).slice(0, 60)).toBeLessThan(500);
    }
    const wrongType = await intake(apiOrder(), key, { 'Content-Type': 'text/plain' });
    expect(wrongType.status).toBe(415);
  });
});
