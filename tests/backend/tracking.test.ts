import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceiptData } from '@backend/core';
import { APP_ORIGIN, targetFactories, type Dispatcher, type Target } from './targets';

// The customer's tracking link (docs/backend-contract.md#tracking-link), against every home of
// the backend core this run has: the Cloud Functions on the emulator and the demo backend.

const LINK = '/order/trackinglink';
const LOCATION = '/order/location';

// The private facts of the seeded order: none may appear in the public view.
const CUSTOMER = { name: 'Mariana Quaresma-Tavares', phone: '+351 912 345 678' };
const STREET = 'Rua das Gaivotas Escondidas';
const ITEMS = ['Bacalhau à Brás', 'Pastel de nata'];
const DOOR = { lat: 38.7101, lng: -9.1466 };

function order(dispatchId: string, overrides: ReceiptData = {}): ReceiptData {
  return {
    receipt_type: 'SALE',
    dispatchId,
    status: 'On the Way',
    updateTimestamp: Date.now() - 60_000,
    orderNumber: 1042,
    customer: CUSTOMER,
    deliveryAddress: { address: `${STREET} 12, 1200-109 Lisboa`, ...DOOR },
    items: ITEMS.map((name) => ({ name, quantity: 1, price: 4.5 })),
    notes: 'Ring twice',
    ...overrides,
  };
}

describe.each(targetFactories())('the tracking link, against %s', (_name, create) => {
  let target: Target;
  let ana: Dispatcher;
  let tiago: Dispatcher;

  beforeAll(async () => {
    target = await create();
    [ana, tiago] = await Promise.all([target.signUp('ana'), target.signUp('tiago')]);
  });
  afterAll(() => target?.close());

  async function orderOf(owner: Dispatcher, overrides: ReceiptData = {}): Promise<string> {
    const id = `T-${crypto.randomUUID()}`;
    await target.seedReceipts({ [id]: order(owner.uid, overrides) });
    return id;
  }

  const post = (path: string, body: unknown, who: Dispatcher | null, key?: string) =>
    target.send({
      path,
      headers: {
        'Content-Type': 'application/json',
        Origin: APP_ORIGIN,
        ...(who ? { Authorization: `Bearer ${who.idToken}` } : {}),
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      body: JSON.stringify(body),
    });

  const view = (token: string) => target.send({ method: 'GET', path: `/track/${token}` });

  async function linkFor(id: string, who: Dispatcher = ana): Promise<string> {
    const reply = await post(LINK, { receiptId: id, estimateMinutes: 8 }, who);
    expect(reply.status).toBe(200);
    return reply.body?.token as string;
  }

  const at = (lat: number, lng: number, time = Date.now() - 1000) => ({
    lat,
    lng,
    accuracy: 12,
    at: time,
  });

  it('gives the owner a random URL-safe link, the same one while it is valid', async () => {
    const id = await orderOf(ana, { status: 'Picked Up' });
    const first = await post(LINK, { receiptId: id }, ana);
    expect(first.status).toBe(200);
    const token = first.body?.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(first.body?.url).toBe(`${APP_ORIGIN}/track/${token}`);
    expect(first.body?.expiresAt).toBeGreaterThan(Date.now());
    const again = await post(LINK, { receiptId: id }, ana);
    expect(again.body?.token).toBe(token);
    const other = await post(LINK, { receiptId: await orderOf(ana) }, ana);
    expect(other.body?.token).not.toBe(token);
  });

  it('refuses a link to anyone but the owner: 403 another dispatcher, 404 unknown, 401 no token', async () => {
    const id = await orderOf(ana);
    expect((await post(LINK, { receiptId: id }, tiago)).status).toBe(403);
    expect((await post(LINK, { receiptId: `T-${crypto.randomUUID()}` }, ana)).status).toBe(404);
    expect((await post(LINK, { receiptId: id }, null)).status).toBe(401);
    expect((await post(LINK, {}, ana)).status).toBe(400);
  });

  it('stores a position while On the Way; refuses other statuses, other drivers, odd places', async () => {
    const id = await orderOf(ana);
    const stored = await post(LOCATION, { receiptId: id, ...at(38.72, -9.14) }, ana);
    expect(stored.status).toBe(200);
    expect(stored.body?.stored).toBe(true);
    expect((await post(LOCATION, { receiptId: id, ...at(38.72, -9.14) }, tiago)).status).toBe(403);
    const waiting = await orderOf(ana, { status: 'Picked Up' });
    const notYet = await post(LOCATION, { receiptId: waiting, ...at(38.72, -9.14) }, ana);
    expect(notYet.status).toBe(409);
    expect(typeof notYet.body?.message).toBe('string');
    for (const odd of [at(91, 0), at(0, -181), at(38.7, -9.1, Date.now() + 10 * 60_000)]) {
      const reply = await post(LOCATION, { receiptId: id, ...odd }, ana);
      expect(reply.status).toBe(422);
      expect(typeof reply.body?.message).toBe('string');
    }
    expect((await post(LOCATION, { receiptId: id, lat: 'x' }, ana)).status).toBe(400);
  });

  it('stores one position per 10 s per order (429 with Retry-After) and ignores older ones', async () => {
    const id = await orderOf(ana);
    expect((await post(LOCATION, { receiptId: id, ...at(38.72, -9.14) }, ana)).status).toBe(200);
    const soon = await post(LOCATION, { receiptId: id, ...at(38.721, -9.14, Date.now()) }, ana);
    expect(soon.status).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(10);
    const older = await post(LOCATION, { receiptId: id, ...at(38.7, -9.1, 1_000) }, ana);
    expect(older.status).toBe(200);
    expect(older.body?.stored).toBe(false);
  });

  it('shows the customer the business, order, step, driver and estimate — nothing private', async () => {
    const id = await orderOf(ana);
    const token = await linkFor(id);
    await post(LOCATION, { receiptId: id, ...at(38.7201, -9.1566) }, ana);
    const reply = await view(token);
    expect(reply.status).toBe(200);
    expect(reply.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.body).toMatchObject({ orderNumber: '1042', step: 'on-the-way', delivered: false });
    expect(typeof reply.body?.business).toBe('string');
    expect(reply.body?.driver).toMatchObject({ lat: 38.7201, lng: -9.1566 });
    expect(reply.body?.distanceMetres).toBeGreaterThan(1000);
    expect(reply.body?.arrivalMinutes).toBeGreaterThanOrEqual(1);
    const json = JSON.stringify(reply.body);
    const secrets = [CUSTOMER.name, 'Mariana', CUSTOMER.phone, '912345678', STREET, 'Ring twice'];
    for (const secret of [...secrets, ...ITEMS, ana.uid, String(DOOR.lat), String(DOOR.lng)]) {
      expect(json).not.toContain(secret);
    }
    expect(json).not.toMatch(/@|email|customer|address|items|dispatchId/i);
  });

  it('answers unknown, expired and reassigned links with one and the same 404', async () => {
    const unknown = await view('A'.repeat(22));
    expect(unknown.status).toBe(404);
    expect(unknown.body?.message).toBe('This link is not valid or has expired.');
    expect(typeof unknown.body?.business).toBe('string');
    const malformed = await view('not a token');
    const expiredId = await orderOf(ana);
    const expired = await linkFor(expiredId);
    // Delivered three hours ago: two hours past the final status, the link is over.
    await target.seedReceipts({
      [expiredId]: order(ana.uid, {
        status: 'Delivered',
        updateTimestamp: Date.now() - 3 * 3600_000,
      }),
    });
    const reassignedId = await orderOf(ana);
    const reassigned = await linkFor(reassignedId);
    await target.seedReceipts({ [reassignedId]: order(tiago.uid) });
    for (const reply of [malformed, await view(expired), await view(reassigned)]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(unknown.body);
    }
    // Given back to Ana, the old link stays dead; she gets a new one.
    await target.seedReceipts({ [reassignedId]: order(ana.uid) });
    expect((await view(reassigned)).status).toBe(404);
    expect(await linkFor(reassignedId)).not.toBe(reassigned);
  });

  it('drops the position once the order is Delivered, and still says so', async () => {
    const id = await orderOf(ana);
    const token = await linkFor(id);
    await post(LOCATION, { receiptId: id, ...at(38.72, -9.14) }, ana);
    expect((await view(token)).body?.driver).not.toBeNull();
    const updateId = crypto.randomUUID();
    const delivered = await post(
      '/order/deliveryupdate',
      {
        updateData: {
          receiptId: id,
          status: 'Delivered',
          dispatchId: ana.uid,
          updatedAt: Date.now(),
          updateId,
        },
      },
      ana,
      updateId,
    );
    expect(delivered.status).toBe(200);
    const after = await view(token);
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ step: 'delivered', delivered: true, driver: null });
    expect(after.body?.distanceMetres).toBeNull();
    expect(JSON.stringify(after.body)).not.toContain('38.72');
    expect((await post(LOCATION, { receiptId: id, ...at(38.73, -9.14) }, ana)).status).toBe(409);
  });
});
