// Today's window: receipts updated at or after local midnight (docs/architecture.md#orders).

/** Epoch ms of the local midnight that starts the day containing `now`. */
export function startOfLocalDay(now: number): number {
  const date = new Date(now);
  date.setHours(0, 0, 0, 0);
  return date.getTime();
}

/** Epoch ms of the next local midnight after `now` (DST-safe: computed from the calendar). */
export function startOfNextLocalDay(now: number): number {
  const date = new Date(startOfLocalDay(now));
  date.setDate(date.getDate() + 1);
  return date.getTime();
}

export function isSameLocalDay(a: number, b: number): boolean {
  return startOfLocalDay(a) === startOfLocalDay(b);
}
