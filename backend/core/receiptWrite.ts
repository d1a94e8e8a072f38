import { readEpochMillis } from '@/domain/read';
import { DELIVERED_STATUS } from '@/domain/status';
import type { ReceiptData } from './store';

// What every endpoint that writes a receipt follows (the delivery update, the desk's assignment).

/**
 * The receipt's next `updateTimestamp`: the server's time, but never back, even when the
 * server's clock is: the app takes it as the receipt's version, settling a sent change once its
 * feed shows this value or a newer one (an A → B → A order would otherwise briefly show B again).
 */
export function nextUpdateTimestamp(receipt: ReceiptData, now: number): number {
  const previous = readEpochMillis(receipt.updateTimestamp);
  return previous === null ? now : Math.max(now, previous + 1);
}

/** The receipt's dispatcher: a missing, empty or null `dispatchId` all mean "unassigned". */
export function dispatcherOf(receipt: ReceiptData): string | null {
  const uid = receipt.dispatchId;
  return typeof uid === 'string' && uid !== '' ? uid : null;
}

/** A delivered order (its status) or one the back office closed (`closed: true`): settled. */
export function isClosedOrder(receipt: ReceiptData): boolean {
  return receipt.status === DELIVERED_STATUS || receipt.closed === true;
}
