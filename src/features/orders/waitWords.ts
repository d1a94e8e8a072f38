import type { WaitReason } from '@/outbox';
import { i18n } from '@/ui/i18n';
import type { UnsentChange } from './ordersContext';

// What the header and "Changes not sent" say about why a change waits (docs/outbox.md, "What
// the driver is told"): which order, and why, in the driver's words.

/** A wait that ends at a time the screen counts down to (or a change that may turn stuck). */
export function isTimed(wait: WaitReason): boolean {
  return wait.kind === 'retrying' || wait.kind === 'server';
}

/** Waits for a retry time (its own, the server's or the lost connection's): Send now cuts it. */
export function waitsForRetry(wait: WaitReason): boolean {
  return isTimed(wait) || wait.kind === 'connection';
}

/** It has kept failing past the bounded time: the server could not take it (Retry, Discard). */
export function isStuck(wait: WaitReason, now: number): boolean {
  return wait.kind === 'retrying' && wait.stuckAt !== null && now >= wait.stuckAt;
}

/** "#1042", or "a change" when the order number is not known. */
function orderRef(change: UnsentChange): string {
  return change.orderNumber === null
    ? i18n.t('sync.aChange')
    : i18n.t('sync.orderRef', { number: change.orderNumber });
}

/**
 * "#1042 is no longer yours": a change refused for good, its order no longer this driver's
 * (docs/outbox.md, "A refusal that is final").
 */
export function noLongerYours(orderNumber: string | null): string {
  return orderNumber === null
    ? i18n.t('sync.notYoursNoNumber')
    : i18n.t('sync.notYours', { number: orderNumber });
}

/** Whole seconds until `at`, at least 1 (a retry due now is still "in 1 s" until it goes). */
function secondsUntil(at: number, now: number): number {
  return Math.max(1, Math.ceil((at - now) / 1_000));
}

/** The sentence for one change's wait; null when the existing state line says enough. */
export function waitSentence(change: UnsentChange, now: number, online: boolean): string | null {
  const { wait } = change;
  const order = orderRef(change);
  if (isStuck(wait, now)) return i18n.t('sync.couldNotTake', { order });
  switch (wait.kind) {
    case 'retrying':
      return i18n.t('sync.retryingIn', { order, seconds: secondsUntil(wait.at, now) });
    case 'server':
      return i18n.t('sync.serverBusy', { seconds: secondsUntil(wait.at, now) });
    case 'connection':
      // Online, yet no answer: the server is down or refusing this site, not the phone's network
      // (docs/outbox.md). Offline is said by "Offline" already.
      return online ? i18n.t('sync.serverUnreachable') : null;
    case 'behind':
      return i18n.t('unsent.behind');
    case 'not-yours':
      return noLongerYours(change.orderNumber);
    default:
      return null;
  }
}

/**
 * The one most pressing wait, for the header: a change the server could not take, then a lost
 * connection (while the phone says it is online: offline is said already), then the server's
 * trouble, then the soonest retry. null when nothing is worth a word.
 */
export function headlineSentence(
  changes: readonly UnsentChange[],
  now: number,
  online: boolean,
): string | null {
  if (!online) return null;
  const stuck = changes.find((change) => isStuck(change.wait, now));
  if (stuck) return waitSentence(stuck, now, online);
  const rank = (change: UnsentChange) =>
    change.wait.kind === 'connection' ? 0 : change.wait.kind === 'server' ? 1 : 2;
  const timedOrLost = changes
    .filter((change) => isTimed(change.wait) || change.wait.kind === 'connection')
    .sort((a, b) => rank(a) - rank(b) || waitEnd(a.wait) - waitEnd(b.wait));
  return timedOrLost.length === 0 ? null : waitSentence(timedOrLost[0], now, online);
}

function waitEnd(wait: WaitReason): number {
  return wait.kind === 'retrying' || wait.kind === 'server' ? wait.at : 0;
}
