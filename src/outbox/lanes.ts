import type { RetryPolicy } from './backoff';
import type { OutboxEntry } from './entry';
import { dueAt, holdEndsAt, isHeld } from './transitions';

// Which changes go now, and when to look again (docs/outbox.md, "One order's trouble"). Each
// order is a lane: its changes go one at a time in tap order, so a later tap never overtakes an
// earlier one. Lanes of different orders go side by side, a few at a time. A failure blamed on
// the queue (the connection, the whole server) stops every lane until its retry is due; then
// one change goes alone, as a probe, until one goes through.

/** The last failure of this unsent change was blamed on the connection or the whole server. */
function troublesQueue(entry: OutboxEntry): boolean {
  return (entry.state === 'pending' || entry.state === 'sending') && entry.troubleScope === 'queue';
}

/** Until when every lane waits (the latest retry of a queue-wide failure); null: none waits. */
export function queuePausedUntil(
  entries: readonly OutboxEntry[],
  now: number,
  policy: RetryPolicy,
): number | null {
  let until: number | null = null;
  for (const entry of entries) {
    if (!troublesQueue(entry) || entry.state !== 'pending') continue;
    const due = dueAt(entry, now, policy);
    if (due !== null && due > now && (until === null || due > until)) until = due;
  }
  return until;
}

/**
 * The first unsent change of every order (its lane's head), oldest first: only a head may go. A
 * failed, held or backing-off change holds the later changes of its own order, no other.
 */
export function laneHeads(entries: readonly OutboxEntry[]): OutboxEntry[] {
  const seen = new Set<string>();
  const heads: OutboxEntry[] = [];
  for (const entry of entries) {
    if (entry.state === 'sent' || seen.has(entry.receiptId)) continue;
    seen.add(entry.receiptId);
    heads.push(entry);
  }
  return heads;
}

/** A head that may be sent as soon as it is due: pending and out of its undo window. */
function waitsToGo(entry: OutboxEntry, now: number): boolean {
  return entry.state === 'pending' && !isHeld(entry, now);
}

/**
 * The next entry to send: the oldest pending one whose receipt has no older entry still
 * unsent (due or not).
 */
export function nextToSend(entries: readonly OutboxEntry[], now: number): OutboxEntry | null {
  return laneHeads(entries).find((head) => waitsToGo(head, now)) ?? null;
}

/**
 * How pressing each order's lane is (lower goes sooner). Each change still to send has its place
 * in tap order, brought forward two rounds of lanes (`2 × lanes` places) for every change of its
 * order that must go before it: the lane is as pressing as its most pressing change. So the
 * oldest changes go first, changes tapped since do not hold them back, and a long lane (its
 * changes go one after another: the drain's critical path) starts early enough not to end it
 * alone (docs/outbox.md, "The most pressing lane first").
 */
function laneUrgency(entries: readonly OutboxEntry[], lanes: number): Map<string, number> {
  const urgency = new Map<string, number>();
  const ahead = new Map<string, number>();
  let place = 0;
  for (const entry of entries) {
    if (entry.state !== 'pending' && entry.state !== 'sending') continue;
    const before = ahead.get(entry.receiptId) ?? 0;
    ahead.set(entry.receiptId, before + 1);
    const pressing = place - 2 * lanes * before;
    place += 1;
    const lane = urgency.get(entry.receiptId);
    if (lane === undefined || pressing < lane) urgency.set(entry.receiptId, pressing);
  }
  return urgency;
}

/**
 * The changes to send now, given `inFlight` requests already out: due lane heads, up to
 * `policy.concurrency` in flight, or one while the last word was a queue-wide failure (a probe:
 * a phone coming back does not hit a struggling server with a burst). None while the queue is
 * paused. The most pressing lane goes first (laneUrgency), then the lane that went longest ago
 * (`lastTurn`, never: first), then the oldest change; a probe is always the oldest change. A
 * lane never takes more than one request at a time, so a long one leaves the other lanes to the
 * other orders.
 */
export function dueNow(
  entries: readonly OutboxEntry[],
  now: number,
  policy: RetryPolicy,
  inFlight: number,
  lastTurn: (receiptId: string) => number | undefined = () => undefined,
): OutboxEntry[] {
  if (queuePausedUntil(entries, now, policy) !== null) return [];
  const probing = entries.some(troublesQueue);
  const bound = probing ? 1 : Math.max(1, policy.concurrency);
  const urgency = laneUrgency(entries, Math.max(1, policy.concurrency));
  // The probe is the oldest change (the one the trouble held longest), whatever its lane.
  const pressing = (entry: OutboxEntry) => (probing ? 0 : (urgency.get(entry.receiptId) ?? 0));
  const turn = (entry: OutboxEntry) => (probing ? 0 : (lastTurn(entry.receiptId) ?? -Infinity));
  const due = laneHeads(entries)
    .filter((head) => waitsToGo(head, now) && (dueAt(head, now, policy) ?? now) <= now)
    .sort((a, b) => pressing(a) - pressing(b) || turn(a) - turn(b) || a.seq - b.seq);
  return due.slice(0, Math.max(0, bound - inFlight));
}

/** The earliest end of an undo window still running (to wake up then); null when none. */
export function nextHoldEnd(entries: readonly OutboxEntry[], now: number): number | null {
  let earliest: number | null = null;
  for (const entry of entries) {
    const end = holdEndsAt(entry, now);
    if (entry.state !== 'pending' || end === null || end <= now) continue;
    if (earliest === null || end < earliest) earliest = end;
  }
  return earliest;
}

/**
 * Ms until there is something to do: the next lane head due, or the end of an undo window, but
 * not before a queue-wide pause is over; null when nothing is waiting.
 */
export function nextWakeIn(
  entries: readonly OutboxEntry[],
  now: number,
  policy: RetryPolicy,
): number | null {
  const heads = laneHeads(entries).filter((head) => waitsToGo(head, now));
  const times = [
    ...heads.map((head) => dueAt(head, now, policy) ?? now),
    nextHoldEnd(entries, now),
  ];
  const soonest = Math.min(...times.filter((time): time is number => time !== null));
  if (!Number.isFinite(soonest)) return null;
  const paused = queuePausedUntil(entries, now, policy);
  return Math.max(0, Math.max(soonest, paused ?? soonest) - now);
}
