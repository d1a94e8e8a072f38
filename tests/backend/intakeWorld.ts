import { readFileSync } from 'node:fs';
import { deskOrderOf, intakeOrder } from '../support/intakeOrder';
import { deskWorld } from './contractWorld';
import { APP_ORIGIN, type Dispatcher, type Target } from './targets';

// The world of the contract suite's Orders in files (deskOrders.test.ts, ordersIntake*.test.ts,
// apiKeys.test.ts): the desk's world (managers, drivers, a stranger) and the calls of orders
// coming in — the desk's POST /desk/orders and API keys with an ID token, the shop's
// POST /orders/intake with an API key (no Origin: a server calls it, not a page).

export const DESK_ORDERS = '/desk/orders';
export const INTAKE = '/orders/intake';
export const API_KEYS = '/desk/apikeys';

/** The first ```json block of docs/intake.md: the example the page starts with. */
export function docExample(): unknown {
  const page = readFileSync('docs/intake.md', 'utf8');
  const block = /```json\n([\s\S]*?)\n```/.exec(page);
  if (!block) throw new Error('docs/intake.md has no ```json block');
  return JSON.parse(block[1]);
}

/** One order of the intake API, its externalId unique unless `overrides` gives one. */
export function apiOrder(overrides: Record<string, unknown> = {}) {
  return intakeOrder(`EXT-${crypto.randomUUID()}`, overrides);
}

/** One order of the desk, `{ key, order }`, its key unique unless given. */
export function deskOrder(
  overrides: Record<string, unknown> = {},
  key: string = crypto.randomUUID(),
) {
  return deskOrderOf(key, overrides);
}

export function intakeWorld(create: () => Promise<Target>) {
  const desk = deskWorld(create);
  const { world, post } = desk;

  /** POST /desk/orders as `who`, with an Idempotency-Key when given. */
  const orders = (body: unknown, who: Dispatcher | null, key?: string) =>
    post(DESK_ORDERS, body, who, key === undefined ? {} : { 'Idempotency-Key': key });

  /** POST to one of the desk's API key paths as `who`. */
  const apiKeys = (path: string, body: unknown, who: Dispatcher | null) => post(path, body, who);

  /** A new API key, created by marta: `{ id, key }`. */
  async function newKey(name = 'Online shop'): Promise<{ id: string; key: string }> {
    const reply = await apiKeys(API_KEYS, { name }, world.marta);
    if (reply.status !== 201) throw new Error(`creating a key: HTTP ${reply.status}`);
    return { id: reply.body?.id as string, key: reply.body?.key as string };
  }

  /** POST /orders/intake with `authorization` (a key is sent as `Bearer <key>`). */
  function intake(body: unknown, key: string | null, headers: Record<string, string> = {}) {
    return world.target.send({
      path: INTAKE,
      headers: {
        'Content-Type': 'application/json',
        ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  return { ...desk, orders, apiKeys, newKey, intake, origin: APP_ORIGIN };
}
