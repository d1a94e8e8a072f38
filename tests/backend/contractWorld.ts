import { setTimeout as pause } from 'node:timers/promises';
import { afterAll, beforeAll } from 'vitest';
import type { ReceiptData } from '@backend/core';
import { APP_ORIGIN, type Dispatcher, type Reply, type SendOptions, type Target } from './targets';

// The world of the contract suite's files (contract.test.ts, contractRefusals.test.ts,
// contractCorsAndTokens.test.ts, deskAssign*.test.ts): one home of the backend core
// (`world.target`) with two dispatchers signed up on it (`world.ana`, `world.tiago`), and the
// requests the cases send. The desk's world (`deskWorld`) adds the back office: two managers, a
// deactivated driver and a stranger, with their back-office records.

export const DELIVERY = '/order/deliveryupdate';
export const TOKEN = '/portal/tokenupdate';
export const ASSIGN = '/desk/assign';

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

/**
 * Sends again while the answer is 409 `update-in-progress` (the key still being applied by
 * another request), as the app's outbox does — sooner than its Retry-After, and for 60 s at
 * most: where two transactions wait on each other, the Firestore emulator ends one only after
 * its 30 s lock timeout (firebase-tools#2452; production decides at once).
 */
export async function retryWhileInProgress(send: () => Promise<Reply>): Promise<Reply> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const reply = await send();
    const inProgress = reply.status === 409 && reply.body?.code === 'update-in-progress';
    if (!inProgress || Date.now() > deadline) return reply;
    await pause(200);
  }
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

export interface DeskWorld extends ContractWorld {
  /** Managers (`role: "manager"`, one written "Manager " as a person might). */
  marta: Dispatcher;
  paula: Dispatcher;
  /** A driver whose record says `active: false`. */
  gone: Dispatcher;
  /** Signed in, with no back-office record. */
  stranger: Dispatcher;
}

/**
 * The contract world with the back office: ana and tiago are drivers (records with the roles
 * "dispatcher" and "courier"), marta and paula managers, gone a deactivated driver, the stranger
 * has no record. Each case seeds its own orders (`orderOf`), so no case depends on another.
 */
export function deskWorld(create: () => Promise<Target>) {
  const contract = contractWorld(create);
  const world = contract.world as DeskWorld;

  beforeAll(async () => {
    [world.marta, world.paula, world.gone, world.stranger] = await Promise.all(
      ['marta', 'paula', 'gone', 'stranger'].map((name) => world.target.signUp(name)),
    );
    await world.target.seedBackOfficeUsers({
      [world.ana.uid]: { name: 'Ana Ribeiro', role: 'dispatcher' },
      [world.tiago.uid]: { name: 'Tiago Costa', role: 'courier' },
      [world.marta.uid]: { name: 'Marta Silva', role: 'manager' },
      [world.paula.uid]: { name: 'Paula Reis', role: 'Manager ' },
      [world.gone.uid]: { name: 'Old Driver', role: 'courier', active: false },
    });
  });

  /** A fresh SALE order of `owner`'s, or unassigned (no dispatchId at all) for null. */
  async function orderOf(owner: Dispatcher | null, overrides: ReceiptData = {}): Promise<string> {
    const id = `D-${crypto.randomUUID()}`;
    const { dispatchId: _none, ...unassigned } = sale('');
    const data = owner === null ? unassigned : sale(owner.uid);
    await world.target.seedReceipts({ [id]: { ...data, ...overrides } });
    return id;
  }

  /** POST /desk/assign as `who` (null: no token), with an Idempotency-Key when given. */
  function assign(body: unknown, who: Dispatcher | null, key?: string) {
    return contract.post(ASSIGN, body, who, key === undefined ? {} : { 'Idempotency-Key': key });
  }

  return { ...contract, world, orderOf, assign };
}
