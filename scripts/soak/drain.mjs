// How long the outbox takes to empty each time the network comes back (issue 32): the seconds
// from the return until every change queued before it has left the outbox, less what was left
// of a change's undo window at the return (a change still in its window is not the outbox's to
// send yet). Watched from Node while the shift goes on: changes tapped after the return are not
// counted, and the poison order's changes (which never go) are left out.
import { outboxEntries } from './outbox.mjs';

const POLL_MS = 250;
/** Given up on (reported as not drained) after this long. */
const GIVE_UP_MS = 180_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `ignored()`: the order whose changes are not counted (the poison order), or null. */
export function createDrainWatch(page, ignored = () => null) {
  const returns = [];
  const pending = [];
  let polling = null;

  /** The outbox's entries now, or null while the page cannot answer (a reload). */
  async function snapshot() {
    try {
      const { now, entries } = await outboxEntries(page);
      return { now, entries: entries.filter((e) => e.receiptId !== ignored()) };
    } catch {
      return null;
    }
  }

  async function poll() {
    while (pending.length > 0) {
      await sleep(POLL_MS);
      const snap = await snapshot();
      if (snap === null) continue;
      const present = new Set(snap.entries.map((e) => e.seq));
      const now = Date.now();
      for (const watch of [...pending]) {
        // Each watched change's states as they were seen (pending, sending, sent), with the ms
        // since the return and its attempts: where a slow drain spent its time.
        for (const entry of snap.entries) {
          if (!watch.left.has(entry.seq)) continue;
          const seen = (watch.states[entry.seq] ??= []);
          const last = seen.at(-1);
          if (last?.[0] !== entry.state || last?.[2] !== entry.attempts)
            seen.push([entry.state, now - watch.startedAt, entry.attempts]);
        }
        for (const [seq, undoLeftMs] of watch.left) {
          if (present.has(seq)) continue;
          const tookMs = now - watch.startedAt - undoLeftMs;
          watch.worstMs = Math.max(watch.worstMs, tookMs);
          watch.departures.push([seq, watch.orderOf.get(seq), Math.round(tookMs)]);
          watch.left.delete(seq);
        }
        const done = watch.left.size === 0;
        if (done || now - watch.startedAt > GIVE_UP_MS) {
          watch.seconds = done ? Math.max(0, watch.worstMs) / 1000 : null;
          watch.stuck = done ? [] : [...watch.left.keys()];
          delete watch.left;
          delete watch.orderOf;
          pending.splice(pending.indexOf(watch), 1);
        }
      }
    }
    polling = null;
  }

  return {
    returns,
    /** The network just came back: watch the changes queued before it. */
    async networkBack(label) {
      const startedAt = Date.now();
      const snap = (await snapshot()) ?? { now: 0, entries: [] };
      const left = new Map(
        snap.entries.map((e) => [e.seq, Math.max(0, (e.sendNotBefore ?? 0) - snap.now)]),
      );
      const orderOf = new Map(snap.entries.map((e) => [e.seq, e.receiptId]));
      const watch = {
        label,
        queued: left.size,
        startedAt,
        worstMs: 0,
        seconds: 0,
        left,
        orderOf,
        departures: [],
        states: {},
      };
      returns.push(watch);
      if (left.size === 0) {
        delete watch.left;
        delete watch.orderOf;
        return;
      }
      pending.push(watch);
      polling ??= poll();
    },
    /**
     * The network dropped again: a return whose changes had not all gone by then has no drain
     * time (it was cut short); it is reported as interrupted and left out of the figures.
     */
    networkGone() {
      for (const watch of pending.splice(0)) {
        watch.seconds = null;
        watch.interrupted = true;
        watch.stuck = [...watch.left.keys()];
        delete watch.left;
        delete watch.orderOf;
      }
    },
    /** Waits for every return still watched to drain (or be given up on). */
    async settle() {
      await polling;
    },
  };
}

/** p50 and max of the drain seconds; a return given up on counts as Infinity. */
export function drainSummary(returns) {
  const interrupted = returns.filter((r) => r.interrupted).length;
  const seconds = returns
    .filter((r) => !r.interrupted)
    .map((r) => (r.seconds === null ? Infinity : r.seconds))
    .sort((a, b) => a - b);
  if (seconds.length === 0) return { returns: 0, interrupted, p50: null, max: null };
  const p50 = seconds[Math.floor((seconds.length - 1) / 2)];
  const round = (value) => (Number.isFinite(value) ? Number(value.toFixed(1)) : null);
  return { returns: seconds.length, interrupted, p50: round(p50), max: round(seconds.at(-1)) };
}
