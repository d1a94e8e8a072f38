import { afterAll, beforeAll } from 'vitest';
import type { ReceiptData } from '@backend/core';
import { APP_ORIGIN, type Dispatcher, type SendOptions, type Target } from './targets';

// The world of the contract suite's files (contract.test.ts, contractRefusals.test.ts,
// contractCorsAndTokens.test.ts): one home of the backend core (`world.target`) with two
// dispatchers signed up on it (`world.ana`, `world.tiago`), and the requests the cases send.

export const DELIVERY = '/order/deliveryupdate';
export const TOKEN = '/portal/tokenupdate';

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

export interface ContractWorld {
  target: Target;
  ana: Dispatcher;
  tiago: Dispatcher;
}

/**
 * Inside `describe.each(targetFactories())`: creates the target and signs ana and tiago up
 * before the block's first case, closes it after its last.
 */
export function contractWorld(create: () => Promise<Target>) {
  const world = {} as ContractWorld;

  beforeAll(async () => {
    world.target = await create();
    [world.ana, world.tiago] = await Promise.all([
      world.target.signUp('ana'),
      world.target.signUp('tiago'),
    ]);
    console.log(`[contract] ${world.target.name}: store "${world.target.store}"`);
  });
  afterAll(() => world.target?.close());

  /** A fresh receipt of `owner`'s, so no case depends on another. */
  async function receiptOf(owner: Dispatcher, overrides: ReceiptData = {}): Promise<string> {
    const id = `R-${crypto.randomUUID()}`;
    await world.target.seedReceipts({ [id]: sale(owner.uid, overrides) });
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
    return world.target.send(options);
  }

  return { world, receiptOf, update, post };
}
