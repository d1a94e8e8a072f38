// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { StoreContention } from '@backend/core';
import {
  CONTENTION_ATTEMPTS,
  runTransactionAttempts,
} from '../../../functions/src/transactionRuns';

// When the functions' store runs a Firestore transaction again, and after what pause
// (functions/src/transactionRuns.ts): short doubling pauses after contention, the SDK's own after
// its other transient errors, none after the emulator's closed transaction, none after the rest.

const grpc = (code: number, message = `${code} grpc`) =>
  Object.assign(new Error(message), { code });
const ABORTED = grpc(10, '10 ABORTED: Aborted due to cross-transaction contention.');

/** An attempt that fails with `failures` in turn, then resolves 'done'; its pauses are recorded. */
function attempts(failures: unknown[], random = () => 0.5) {
  const pauses: number[] = [];
  let calls = 0;
  const run = runTransactionAttempts(
    async () => {
      calls += 1;
      if (calls <= failures.length) throw failures[calls - 1];
      return 'done';
    },
    { sleep: async (ms) => void pauses.push(ms), random },
  );
  return { run, pauses, calls: () => calls };
}

describe('runTransactionAttempts', () => {
  it('pauses 50 ms, then 100, 200… after contention, and resolves with the attempt that ran', async () => {
    const { run, pauses, calls } = attempts([ABORTED, ABORTED, ABORTED]);
    expect(await run).toBe('done');
    expect(pauses).toEqual([50, 100, 200]);
    expect(calls()).toBe(4);
  });

  it('jitters each pause by up to half, so two racers part', async () => {
    const low = attempts([ABORTED, ABORTED], () => 0);
    await low.run;
    expect(low.pauses).toEqual([25, 50]);
    const high = attempts([ABORTED, ABORTED], () => 0.999);
    await high.run;
    expect(high.pauses).toEqual([75, 150]);
  });

  it('gives up on contention after its attempts with StoreContention, about 9 s of pauses in all', async () => {
    const { run, pauses, calls } = attempts(Array(CONTENTION_ATTEMPTS).fill(ABORTED));
    const error = await run.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoreContention);
    expect((error as Error).cause).toBe(ABORTED);
    expect(calls()).toBe(CONTENTION_ATTEMPTS);
    expect(pauses).toEqual([50, 100, 200, 400, 800, 1600, 2000, 2000, 2000]);
  });

  it('pauses as the SDK does after its other transient errors, and gives the last one back', async () => {
    const unavailable = grpc(14);
    const { run, pauses } = attempts([grpc(14), grpc(4), unavailable, grpc(13), unavailable]);
    await expect(run).rejects.toBe(unavailable);
    expect(pauses).toEqual([1000, 1500, 2250, 3375]);
    const expired = attempts([grpc(3, '3 INVALID_ARGUMENT: The transaction has expired.')]);
    expect(await expired.run).toBe('done');
    expect(expired.pauses).toEqual([1000]);
  });

  it("runs the emulator's closed transaction again at once, three times at most", async () => {
    const closed = grpc(3, '3 INVALID_ARGUMENT: Transaction is invalid or closed.');
    const twice = attempts([closed, closed]);
    expect(await twice.run).toBe('done');
    expect(twice.pauses).toEqual([]);
    await expect(attempts([closed, closed, closed]).run).rejects.toBeInstanceOf(StoreContention);
  });

  it('gives any other error back at once, without running the work again', async () => {
    const refused = grpc(9, '9 FAILED_PRECONDITION: the order exists');
    const plain = new Error('the work threw');
    for (const error of [refused, plain, grpc(3, '3 INVALID_ARGUMENT: bad field')]) {
      const { run, calls, pauses } = attempts([error]);
      await expect(run).rejects.toBe(error);
      expect(calls()).toBe(1);
      expect(pauses).toEqual([]);
    }
  });
});
