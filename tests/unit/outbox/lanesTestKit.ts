import { beforeEach } from 'vitest';
import type { Outbox, OutboxOptions, StatusChange } from '@/outbox';
import { DispatchApiError, type DeliveryUpdate, type DispatchApi } from '@/services/ports';
import { createKit, outboxOpener, uniqueDbName, type Kit } from './outboxTestKit';

// A scripted backend for the lanes tests: it records every request (with the fake clock's time)
// and answers each with what the test's script says, at once or when the test lets it go.

export interface Arrival {
  receiptId: string;
  status: string;
  updateId: string;
  at: number;
}

/** What the backend answers a request: accepted, an error, or held until `release()`. */
export type Answer = 'ok' | DispatchApiError | 'hold';

export function scriptedBackend(kit: Kit, script: (update: DeliveryUpdate) => Answer) {
  const arrivals: Arrival[] = [];
  const applied: Arrival[] = [];
  const held: Array<() => void> = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const api: Pick<DispatchApi, 'deliveryUpdate'> = {
    async deliveryUpdate(update) {
      const arrival = {
        receiptId: update.receiptId,
        status: update.status,
        updateId: update.updateId,
        at: kit.clock.now(),
      };
      arrivals.push(arrival);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        const answer = script(update);
        if (answer === 'hold') await new Promise<void>((resolve) => held.push(resolve));
        else if (answer !== 'ok') throw answer;
        if (!applied.some((a) => a.updateId === update.updateId)) applied.push(arrival);
        return { updateTimestamp: null };
      } finally {
        inFlight -= 1;
      }
    },
  };
  return {
    api,
    arrivals,
    /** Each change once, in the order the backend applied them. */
    applied,
    inFlight: () => inFlight,
    mostInFlight: () => mostInFlight,
    /** Lets every held request be answered. */
    release() {
      for (const resolve of held.splice(0)) resolve();
    },
    heldCount: () => held.length,
  };
}

export const serverError = (status: number, retryAfterMs: number | null = null) =>
  new DispatchApiError('server', `HTTP ${status}`, status, { retryAfterMs });

export const inProgress = (retryAfterMs: number) =>
  new DispatchApiError('server', 'Still processing this change.', 409, { retryAfterMs });

export const networkDown = () => new DispatchApiError('offline', 'Could not reach the server.');

export const change = (receiptId: string, status: string): StatusChange => ({
  receiptId,
  status,
  dispatchId: 'alice',
  orderNumber: receiptId.toUpperCase(),
});

/** Fires due timers (moving the fake clock) until `done()` or nothing is scheduled. */
export async function runTimersUntil(
  kit: Kit,
  outbox: Outbox,
  done: () => boolean = () => false,
  limit = 50,
) {
  await outbox.drain();
  for (let i = 0; i < limit && !done() && kit.timers.fireNext(kit.clock); i++) {
    await outbox.drain();
  }
}

/**
 * For a test file: `kit` (made afresh before each test, the same object throughout) and
 * `open(api, overrides)`, an outbox of alice's on it, in a database of its own.
 */
export function lanesWorld() {
  const kit = createKit();
  beforeEach(() => {
    Object.assign(kit, createKit());
  });
  const openOutbox = outboxOpener();
  const open = (api: OutboxOptions['api'], overrides: Partial<OutboxOptions> = {}): Outbox =>
    openOutbox({ api, dbName: uniqueDbName(), ...kit.testOptions, ...overrides });
  return { kit, open };
}
