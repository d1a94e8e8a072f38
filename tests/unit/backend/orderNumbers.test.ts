// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FIRST_ORDER_NUMBER,
  handleHttp,
  ORDER_NUMBER_COUNTER,
  reserveOrderNumbers,
  withOrderNumbers,
  numberAt,
  StoreContention,
  type BackendStore,
  type OrderNumberBlock,
} from '@backend/core';
import { apiOrder, ordersWorld, post } from './intakeHelpers';

// Order numbers in blocks (backend/core/orderNumbers.ts): a call takes its numbers in one
// transaction on the counter, however many orders it brings, and calls at once never share one.

type Result = { externalId: string; result: string; orderNumber: string };

/** The store, counting the transactions that wrote the counter. */
function countingCounterWrites(store: BackendStore) {
  let writes = 0;
  const transaction: BackendStore['transaction'] = (work) =>
    store.transaction((tx) =>
      work({
        ...tx,
        putCounter: (name, value) => {
          if (name === ORDER_NUMBER_COUNTER) writes += 1;
          tx.putCounter(name, value);
        },
      }),
    );
  const createIdempotency: BackendStore['createIdempotency'] = (record) =>
    store.createIdempotency(record);
  return { store: { ...store, transaction, createIdempotency }, writes: () => writes };
}

describe('core: order numbers in blocks', () => {
  it('gives concurrent intake calls unique numbers, one counter write per call', async () => {
    const world = ordersWorld();
    const counted = countingCounterWrites(world.store);
    const deps = { ...world.deps, store: counted.store };
    const { key } = await world.newKey();
    // 12 calls at once of 1 to 60 orders, half of their externalIds shared with another call.
    const calls = Array.from({ length: 12 }, (_, call) =>
      Array.from({ length: 1 + ((call * 7) % 60) }, (_, i) =>
        apiOrder(i % 2 === 0 ? `SHARED-${i}` : `C${call}-${i}`),
      ),
    );
    const answers = await Promise.all(
      calls.map((orders) =>
        handleHttp(deps, post('/orders/intake', { orders }, `Bearer ${key}`)).then(
          (answer) => JSON.parse(answer.body) as { results: Result[] },
        ),
      ),
    );
    const results = answers.flatMap((answer) => answer.results);
    const created = results.filter((result) => result.result === 'created');
    const numbers = created.map((result) => result.orderNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(new Set(created.map((result) => result.externalId)).size).toBe(created.length);
    expect(created.length).toBe(new Set(results.map((result) => result.externalId)).size);
    expect(world.store.receipts.size).toBe(created.length);
    // Every order of an externalId has the number it was created with.
    const byId = new Map(created.map((result) => [result.externalId, result.orderNumber]));
    for (const result of results) expect(result.orderNumber).toBe(byId.get(result.externalId));
    expect(counted.writes()).toBeLessThanOrEqual(calls.length);
  });

  it('takes no numbers when every order exists, or the caller may not write', async () => {
    const world = ordersWorld();
    const ids = ['api-a', 'api-b'];
    expect(await reserveOrderNumbers(world.store, ids)).toEqual({
      first: FIRST_ORDER_NUMBER,
      count: 2,
    });
    expect(await reserveOrderNumbers(world.store, ids, async () => false)).toEqual({
      first: 0,
      count: 0,
    });
    for (const id of ids) world.store.receipts.set(id, {});
    expect((await reserveOrderNumbers(world.store, ids)).count).toBe(0);
    expect(world.store.counters.get(ORDER_NUMBER_COUNTER)).toBe(FIRST_ORDER_NUMBER + 1);
  });

  it('takes another block when the first was short, and gives up as busy after three', async () => {
    const world = ordersWorld();
    const blocks: OrderNumberBlock[] = [];
    // Writes a second order on every attempt: the block of one is always short.
    const twoNew = (block: OrderNumberBlock) => {
      blocks.push(block);
      return Promise.resolve(numberAt(block, 1));
    };
    await expect(withOrderNumbers(world.store, ['api-a'], twoNew)).rejects.toBeInstanceOf(
      StoreContention,
    );
    expect(blocks.map((block) => block.first)).toEqual(
      [0, 1, 2].map((i) => FIRST_ORDER_NUMBER + i),
    );
  });
});
