// What one race costs on this Firestore: two transactions that read one document and then write
// it, started at once (as the evening's twins do on a change, a position or an order), each run
// once (no retry), three times. Firestore decides such a race at once (the older transaction
// wins, the younger is aborted: the store runs it again after a short pause,
// functions/src/transactionRuns.ts). The Cloud SDK's emulator holds both until its lock
// timeout ends one of them ("Transaction lock timeout."), about 2 s: what each racing request
// of the evening pays here, and what its p95 reads (docs/performance.md#a-busy-evening-npm-run-load).
import { quantile } from '../quantile.mjs';

const PROBE_COLLECTION = 'loadRunProbe';

async function attempt(db, ref) {
  const started = performance.now();
  try {
    await db.runTransaction(
      async (t) => {
        const snapshot = await t.get(ref);
        t.set(ref, { n: (snapshot.data()?.n ?? 0) + 1 });
      },
      { maxAttempts: 1 },
    );
    return { ms: performance.now() - started, aborted: null };
  } catch (error) {
    return { ms: performance.now() - started, aborted: String(error.message ?? error) };
  }
}

/** `{ ms, aborted, abortedWith }`: the median time until both ended, and how many were aborted. */
export async function probeRace(db, runId, rounds = 3) {
  const ref = db.collection(PROBE_COLLECTION).doc(`race-${runId}`);
  await ref.set({ n: 0 });
  const ends = [];
  const aborts = [];
  for (let round = 0; round < rounds; round++) {
    const both = await Promise.all([attempt(db, ref), attempt(db, ref)]);
    ends.push(Math.max(...both.map((one) => one.ms)));
    aborts.push(...both.map((one) => one.aborted).filter((message) => message !== null));
  }
  await ref.delete();
  return {
    rounds,
    ms: Math.round(
      quantile(
        [...ends].sort((a, b) => a - b),
        0.5,
      ),
    ),
    aborted: aborts.length,
    abortedWith: aborts[0] ?? null,
  };
}
