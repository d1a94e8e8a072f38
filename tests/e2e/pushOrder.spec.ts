import { expect, test, type BrowserContext, type CDPSession } from '@playwright/test';
import {
  deliverPush,
  deliverPushUntil,
  notificationsInWorker,
  signInThenLeave,
} from './pushSupport';

// Pushes about one order that arrive out of order (docs/push.md#out-of-order-pushes): the
// worker never shows an older status over a newer one, also when the browser stopped it
// between the two (its memory gone: what it keeps is in IndexedDB).

/** An FCM push about order 1042 with the receipt's version (as backend/core/push.ts sends). */
const statusPush = (body: string, updateTimestamp: number) => ({
  notification: { title: 'Order 1042 changed', body },
  data: { receiptId: 'r-1042', updateTimestamp: String(updateTimestamp) },
});
const DELIVERED_AT = Date.UTC(2026, 10, 25, 12, 0, 0);
/** A push about another order, delivered last: once it shows, every earlier push was handled. */
const MARKER = { data: { receiptId: 'r-7', title: 'New order 7', updateTimestamp: '1' } };

/** The notifications' bodies by tag, read in the worker running now (started again if stopped). */
async function bodiesByTag(context: BrowserContext): Promise<Record<string, string>> {
  const shown = await notificationsInWorker(context);
  return Object.fromEntries(shown.map((n) => [n.tag, n.body]));
}

/** Stops the app's worker as the browser does when it is idle, and waits until it has. */
async function stopWorker(cdp: CDPSession) {
  const running = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) running.set(v.versionId, v.runningStatus);
  });
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect
    .poll(() => [...running.values()].every((status) => status === 'stopped') && running.size > 0)
    .toBe(true);
}

for (const stopped of [false, true]) {
  test(`two pushes out of order${stopped ? ' with the worker stopped between them' : ''}: the newer status stays`, async ({
    context,
    page,
  }) => {
    const { cdp, worker } = await signInThenLeave(context, page);

    await deliverPushUntil(
      cdp,
      worker,
      statusPush('Now: Delivered', DELIVERED_AT),
      async () => (await bodiesByTag(context))['order-r-1042'] === 'Now: Delivered',
    );
    // The older push comes late (FCM keeps no order); a worker started afresh for it has no
    // memory of the newer one but what it stored.
    if (stopped) await stopWorker(cdp);
    await deliverPush(cdp, worker, statusPush('Now: On the Way', DELIVERED_AT - 60_000));
    await deliverPushUntil(
      cdp,
      worker,
      MARKER,
      async () => (await bodiesByTag(context))['order-r-7'] !== undefined,
    );
    expect(await bodiesByTag(context)).toEqual({
      'order-r-1042': 'Now: Delivered',
      'order-r-7': 'An order has changed.',
    });
  });
}
