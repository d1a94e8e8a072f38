import type { OutboxEntry } from '@/outbox';

// Which change the undo bar offers, derived from the outbox's entries (not from screen state),
// so the bar is the same on every page and comes back after a reload while the window lasts.

export interface UndoableChange {
  updateId: string;
  status: string;
  orderNumber: string | null;
  /** Epoch ms when the window ends and the change is sent. */
  until: number;
}

/**
 * The newest change still inside its undo window: held (`sendNotBefore` in the future), never
 * tried (no request made, so nothing can have reached the backend). null when there is none.
 */
export function undoableChange(
  entries: readonly OutboxEntry[],
  now: number,
): UndoableChange | null {
  let newest: OutboxEntry | null = null;
  for (const entry of entries) {
    const held =
      entry.state === 'pending' &&
      entry.attempts === 0 &&
      typeof entry.sendNotBefore === 'number' &&
      entry.sendNotBefore > now;
    if (held && (newest === null || entry.seq > newest.seq)) newest = entry;
  }
  if (newest === null) return null;
  return {
    updateId: newest.updateId,
    status: newest.status,
    orderNumber: newest.orderNumber ?? null,
    until: newest.sendNotBefore as number,
  };
}
