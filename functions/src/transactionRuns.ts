import { StoreContention } from '@backend/core';

// When the store runs a Firestore transaction again, and after how long a pause.
//
// The Admin SDK's own loop pauses about 1 s, then 1.5 s, 2.25 s… (each ± half) before it runs a
// transaction again, whatever the cause. For contention (ABORTED) that pause was the whole tail
// of `npm run load`: our transactions hold their locks for tens of milliseconds, so a request that
// lost a race waited a second for a lock that was free again after a few dozen. The store runs
// each transaction once through the SDK (`maxAttempts: 1`) and runs it again here: after
// contention, with a short pause that doubles (50 ms, 100 ms… at most 2 s, each ± half, jitter so
// that two racers part); after the SDK's other transient errors, with the SDK's own pauses. The
// attempts' pauses add up to about what the SDK's five attempts did (about 9 s), so a hot
// document still answers `busy` (503, retried by the caller) no sooner than before.

/** gRPC ABORTED: the transaction lost a race for a lock (contention). */
const ABORTED = 10;

/**
 * The Firestore emulator ends a transaction that waited out its 30 s lock timeout
 * (firebase-tools#2452, #6758) and then refuses the transaction's next call with these, which the
 * SDK does not retry. Nothing of it was applied, so it runs again, CLOSED_RUNS times at most;
 * found by `npm run load`, where they were its only 500s.
 */
const CLOSED_UNDER_US = /transaction is invalid or closed|can't swap from closed/i;
const CLOSED_RUNS = 3;

/** The errors the Admin SDK runs a transaction again after (its `isRetryableTransactionError`). */
const TRANSIENT_CODES = new Set([1, 2, 4, 8, 13, 14, 16]);
const TRANSIENT_ATTEMPTS = 5;

export const CONTENTION_ATTEMPTS = 10;
const CONTENTION_FIRST_PAUSE_MS = 50;
const CONTENTION_LONGEST_PAUSE_MS = 2_000;
const TRANSIENT_FIRST_PAUSE_MS = 1_000;
const TRANSIENT_FACTOR = 1.5;

type Failure = 'contention' | 'closed' | 'transient' | 'final';

function failureOf(error: unknown): Failure {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === ABORTED) return 'contention';
  if (CLOSED_UNDER_US.test(String(message))) return 'closed';
  if (typeof code === 'number' && TRANSIENT_CODES.has(code)) return 'transient';
  // Firestore says INVALID_ARGUMENT for a transaction id that expired; the SDK runs it again.
  if (code === 3 && /transaction has expired/i.test(String(message))) return 'transient';
  return 'final';
}

/** A pause of `base` ms, ± half of it. */
function jittered(base: number, random: () => number): number {
  return Math.round(base * (0.5 + random()));
}

export interface RunOptions {
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `once` (one attempt of a transaction) until it resolves, pausing between attempts as the
 * comment above says. Contention or a closed transaction that outlasts its attempts rejects with
 * StoreContention (the core answers 503 `busy`); any other error rejects as it is.
 */
export async function runTransactionAttempts<T>(
  once: () => Promise<T>,
  { sleep = pause, random = Math.random }: RunOptions = {},
): Promise<T> {
  let contended = 0;
  let closed = 0;
  let transient = 0;
  for (;;) {
    try {
      return await once();
    } catch (error) {
      const failure = failureOf(error);
      if (failure === 'final') throw error;
      if (failure === 'contention') {
        contended += 1;
        if (contended >= CONTENTION_ATTEMPTS)
          throw new StoreContention(undefined, { cause: error });
        const base = CONTENTION_FIRST_PAUSE_MS * 2 ** (contended - 1);
        await sleep(jittered(Math.min(base, CONTENTION_LONGEST_PAUSE_MS), random));
      } else if (failure === 'closed') {
        closed += 1;
        if (closed >= CLOSED_RUNS) throw new StoreContention(undefined, { cause: error });
      } else {
        transient += 1;
        if (transient >= TRANSIENT_ATTEMPTS) throw error;
        await sleep(
          jittered(TRANSIENT_FIRST_PAUSE_MS * TRANSIENT_FACTOR ** (transient - 1), random),
        );
      }
    }
  }
}
