import { describe, expect, it } from 'vitest';
import { isFinalRefusal, waitReasons } from '@/outbox';
import { DispatchApiError } from '@/services/ports';
import { notYourOrderError } from '../../support/fakeServices';
import { change, lanesWorld, runTimersUntil, scriptedBackend } from './lanesTestKit';
import { entry, uniqueDbName } from './outboxTestKit';

// A change for an order that is no longer the driver's (docs/outbox.md, "A refusal that is
// final"): the backend's 403 `not-your-order` ends it as refused for good. It is never tried
// again (timer, online, visible, Retry, a reload), its order's later changes are refused with it
// unsent, and no other order waits for it.

const { kit, open } = lanesWorld();

/** The backend of an order "a" the back office gave to someone else; every other order is fine. */
function reassignedA() {
  return scriptedBackend(kit, (update) => (update.receiptId === 'a' ? notYourOrderError() : 'ok'));
}

const triesOf = (backend: ReturnType<typeof reassignedA>, receiptId: string) =>
  backend.arrivals.filter((arrival) => arrival.receiptId === receiptId).length;

describe('a change for an order that is no longer yours', () => {
  it('ends refused for good, with the code, and is never tried again', async () => {
    const backend = reassignedA();
    const outbox = open(backend.api);
    await outbox.enqueue(change('a', 'Delivered'));
    await outbox.drain();

    const [refused] = outbox.get().entries;
    expect(refused).toMatchObject({ state: 'failed', attempts: 1, nextAttemptAt: null });
    expect(refused.lastError).toEqual({
      kind: 'rejected',
      message: 'This order is no longer assigned to you, so the change was not applied.',
      status: 403,
      code: 'not-your-order',
    });
    expect(isFinalRefusal(refused)).toBe(true);
    expect(outbox.get().failedCount).toBe(1);
    // No timer set for it, and neither a wake-up nor a drain sends it again.
    expect(kit.timers.delays()).toEqual([]);
    kit.network.emit('offline');
    kit.network.emit('online');
    kit.network.emit('visible');
    await outbox.drain();
    await outbox.sendNow();
    expect(await outbox.retry(refused.updateId)).toBe(false);
    await runTimersUntil(kit, outbox);
    expect(triesOf(backend, 'a')).toBe(1);
    expect(outbox.get().entries[0]).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('stays refused after a reload (a new outbox on the same database)', async () => {
    const backend = reassignedA();
    const dbName = uniqueDbName();
    const first = open(backend.api, { dbName });
    await first.enqueue(change('a', 'Delivered'));
    await first.drain();
    first.dispose();

    const second = open(backend.api, { dbName });
    await second.ready;
    await runTimersUntil(kit, second);
    expect(triesOf(backend, 'a')).toBe(1);
    expect(isFinalRefusal(second.get().entries[0])).toBe(true);
  });

  it("refuses its order's later changes with it, unsent, and holds no other order", async () => {
    const backend = reassignedA();
    kit.network.online = false;
    const outbox = open(backend.api, { retryPolicy: { concurrency: 1 } });
    await outbox.enqueue(change('a', 'Picked Up'));
    await outbox.enqueue(change('b', 'Picked Up'));
    await outbox.enqueue(change('a', 'On the Way'));
    await outbox.enqueue(change('a', 'Delivered'));
    await outbox.enqueue(change('c', 'Delivered'));
    kit.network.emit('online');
    await runTimersUntil(kit, outbox, () => backend.applied.length === 2);

    // One lane, so a had to go first: its refusal held neither b nor c.
    expect(backend.arrivals.map((a) => a.receiptId)).toEqual(['a', 'b', 'c']);
    expect(backend.applied.map((a) => a.receiptId)).toEqual(['b', 'c']);
    const ofA = outbox.get().entries.filter((e) => e.receiptId === 'a');
    expect(ofA.map((e) => [e.status, e.state, e.attempts])).toEqual([
      ['Picked Up', 'failed', 1],
      ['On the Way', 'failed', 0],
      ['Delivered', 'failed', 0],
    ]);
    expect(ofA.every(isFinalRefusal)).toBe(true);
    const reasons = waitReasons(outbox.get().entries, { now: kit.clock.now(), online: true });
    expect(ofA.map((e) => reasons.get(e.updateId))).toEqual([
      { kind: 'not-yours' },
      { kind: 'not-yours' },
      { kind: 'not-yours' },
    ]);
  });

  it('leaves a later change in its undo window to the driver, then refuses it unsent', async () => {
    const backend = reassignedA();
    const outbox = open(backend.api);
    await outbox.enqueue(change('a', 'Picked Up'));
    await outbox.drain();
    const held = await outbox.enqueue(change('a', 'Delivered'), { holdMs: 5_000 });
    await outbox.drain();
    // Still the driver's to take back.
    expect(outbox.get().entries[1]).toMatchObject({ state: 'pending' });

    await runTimersUntil(kit, outbox); // the window ends
    expect(triesOf(backend, 'a')).toBe(1);
    expect(outbox.get().entries[1]).toMatchObject({ state: 'failed', attempts: 0 });
    expect(await outbox.undo(held.updateId)).toBe(false);
  });

  it('is cleared by discard (dismissed), and nothing is sent for it', async () => {
    const backend = reassignedA();
    const outbox = open(backend.api);
    await outbox.enqueue(change('a', 'Delivered'));
    await outbox.drain();
    expect(await outbox.discard(outbox.get().entries[0].updateId)).toBe(true);
    await runTimersUntil(kit, outbox);
    expect(outbox.get().entries).toEqual([]);
    expect(triesOf(backend, 'a')).toBe(1);
  });

  it('an ordinary refusal (another code, or none) keeps its Retry and holds the later changes', async () => {
    let refusing = true;
    const backend = scriptedBackend(kit, () =>
      refusing
        ? new DispatchApiError('rejected', 'Order already cancelled', 409, { code: 'conflict' })
        : 'ok',
    );
    const outbox = open(backend.api);
    await outbox.enqueue(change('a', 'Picked Up'));
    await outbox.enqueue(change('a', 'Delivered'));
    await outbox.drain();
    const [first, second] = outbox.get().entries;
    expect(isFinalRefusal(first)).toBe(false);
    expect(second).toMatchObject({ state: 'pending', attempts: 0 });
    const reasons = waitReasons(outbox.get().entries, { now: kit.clock.now(), online: true });
    expect(reasons.get(first.updateId)).toEqual({ kind: 'refused' });
    expect(reasons.get(second.updateId)).toEqual({ kind: 'behind' });
    refusing = false;
    expect(await outbox.retry(first.updateId)).toBe(true);
    await runTimersUntil(kit, outbox, () => backend.applied.length === 2);
    expect(backend.applied.map((a) => a.status)).toEqual(['Picked Up', 'Delivered']);
  });
});

describe('isFinalRefusal', () => {
  it('is true only for a failed change refused with not-your-order', () => {
    const error = { kind: 'rejected' as const, message: 'No', status: 403 };
    expect(
      isFinalRefusal(
        entry('a', 'X', 'failed', { lastError: { ...error, code: 'not-your-order' } }),
      ),
    ).toBe(true);
    expect(isFinalRefusal(entry('a', 'X', 'failed', { lastError: error }))).toBe(false);
    expect(isFinalRefusal(entry('a', 'X', 'failed', { lastError: { ...error, code: null } }))).toBe(
      false,
    );
    expect(
      isFinalRefusal(entry('a', 'X', 'failed', { lastError: { ...error, code: 'other' } })),
    ).toBe(false);
    expect(
      isFinalRefusal(
        entry('a', 'X', 'pending', { lastError: { ...error, code: 'not-your-order' } }),
      ),
    ).toBe(false);
  });
});
