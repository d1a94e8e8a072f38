import { useEffect } from 'react';
import type { OriginAddress } from '@/domain/origin';
import { rememberOrders } from '@/features/shared/rememberedStart';
import type { ReceiptWithSync } from '@/outbox';
import { after, onHidden } from '@/platform';
import type { FeedState } from './ordersContext';

/**
 * Quiet time before the shown orders are written down: a burst of realtime changes, or the
 * outbox's ticks while a change is sent, is one write.
 */
export const REMEMBER_AFTER_MS = 1_000;

/**
 * Keeps the orders the screens show (queued changes laid over, as the dispatcher last saw them)
 * for the next start (features/shared/rememberedStart.ts). Only what the feed answered is kept,
 * never the remembered orders themselves; a write still waiting is done at once when the page
 * is hidden (the app closed or sent to the background), and dropped when the provider unmounts
 * (the session ended: its record is forgotten).
 */
export function useRememberShownOrders(
  dispatchId: string,
  /** The day window of the feed's last answer (epoch ms), null before its first. */
  since: number | null,
  feed: FeedState,
  shown: readonly ReceiptWithSync[],
  /** The store's address, kept with them: the Next stop card's distance needs it. */
  origin: OriginAddress | null = null,
): void {
  const answered = feed.status === 'ready' && feed.remembered !== true;
  useEffect(() => {
    if (!answered || since === null) return;
    const write = () => {
      stopTimer();
      stopHidden();
      rememberOrders({ dispatchId, since, receipts: shown, origin });
    };
    const stopTimer = after(REMEMBER_AFTER_MS, write);
    const stopHidden = onHidden(write);
    return () => {
      stopTimer();
      stopHidden();
    };
  }, [answered, dispatchId, since, shown, origin]);
}
