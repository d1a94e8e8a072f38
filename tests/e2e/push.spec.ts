import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa-support/pwaBrowser';
import { signIn, snap } from './support';

// Push notifications against the production build (docs/push.md), in
// demo mode. The service worker is the one of src/sw.ts; pushes are delivered to it over the
// DevTools protocol exactly as the browser's push service would deliver an FCM message.

const DISPATCHER = 'dispatcher@demo.test';

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  badge: string;
  data: { receiptId: string | null; link: string | null } | null;
}

/** The notifications the worker's registration currently shows. */
function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      // Not in TypeScript's DOM types, but Chromium has it.
      badge: (n as Notification & { badge: string }).badge,
      data: n.data as ShownNotification['data'],
    }));
  });
}

/**
 * The bodies of the notifications shown, read inside the service worker (no window of the app
 * need be open, so the app stays "in the background").
 */
async function bodiesShownByWorker(context: BrowserContext): Promise<string[]> {
  const [worker] = context.serviceWorkers();
  if (worker === undefined) return [];
  return worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration };
    return (await scope.registration.getNotifications()).map((n) => n.body);
  });
}

/** Signs in, waits for the worker, and turns notifications on from the side menu. */
async function signInWithNotifications(context: BrowserContext, page: Page) {
  await page.goto('/login');
  await signIn(page, DISPATCHER);
  await expect(
    page.getByRole('list', { name: 'Open orders' }).getByRole('listitem').first(),
  ).toBeVisible();
  await waitForServiceWorkerControl(page);
  await openMenu(page);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const enable = menu.getByRole('button', { name: 'Enable notifications' });
  await expect(enable).toBeVisible();
  // The dispatcher's "Allow" in the browser's prompt (headless Chromium shows none).
  await context.grantPermissions(['notifications']);
  await enable.click();
  await expect(menu.getByText('Notifications are on.')).toBeVisible();
  return menu;
}

async function openMenu(page: Page) {
  const toggle = page.getByRole('button', { name: 'Menu' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
  }
}

/** The registration id of the app's worker, as the DevTools protocol names it. */
async function workerRegistrationId(cdp: CDPSession, origin: string): Promise<string> {
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${origin}/`) ?? null).not.toBeNull();
  return registrations.get(`${origin}/`)!;
}

/** Delivers a push message to the app's worker, as the push service would. */
async function deliverPush(
  cdp: CDPSession,
  worker: { origin: string; registrationId: string },
  payload: unknown,
) {
  await cdp.send('ServiceWorker.deliverPushMessage', { ...worker, data: JSON.stringify(payload) });
}

/** The stored push token record of the demo backend for a user. */
function demoBackendToken(page: Page, uid: string) {
  return page.evaluate(
    (key) =>
      new Promise<{ fcmToken: string | null } | null>((resolve, reject) => {
        const open = indexedDB.open('dispatch-demo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('pushTokens').objectStore('pushTokens').get(key);
          get.onsuccess = () => {
            resolve((get.result as { fcmToken: string | null } | undefined) ?? null);
            db.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
    uid,
  );
}

async function currentUid(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('dispatch-demo:session'));
  const uid = session === null ? null : (JSON.parse(session) as { uid?: string }).uid;
  expect(uid, 'the demo session names the signed-in user').toBeTruthy();
  return uid!;
}

test('an FCM push that arrives while the app is in the background becomes a system notification', async ({
  context,
  page,
}) => {
  await signInWithNotifications(context, page);
  const origin = new URL(page.url()).origin;
  const cdp = await context.newCDPSession(page);
  const worker = { origin, registrationId: await workerRegistrationId(cdp, origin) };

  // The dispatcher leaves the app (Playwright keeps every open page "visible", so the tab
  // leaves the app's origin): no window of the app is open, the worker must show the message.
  await page.goto('about:blank');

  // Each message is let show before the next is delivered: real pushes come seconds apart,
  // while three devtools deliveries within milliseconds raced inside Chromium's notification
  // store now and then (the older "On the Way" stayed), although the worker handles pushes in
  // arrival order (src/sw/push.ts).
  await deliverPush(cdp, worker, {
    notification: { title: 'Order 1042 changed', body: 'Now: On the Way' },
    data: { receiptId: 'r-1042' },
    from: '1234567890',
    fcmMessageId: 'm-1',
  });
  await expect.poll(() => bodiesShownByWorker(context)).toContain('Now: On the Way');
  await deliverPush(cdp, worker, { data: { receiptId: 'r-7', title: 'New order 7' } });
  await expect.poll(() => bodiesShownByWorker(context)).toContain('An order has changed.');
  // A newer message about order 1042: it replaces the first notification (one tag per order).
  await deliverPush(cdp, worker, {
    notification: { title: 'Order 1042 changed', body: 'Now: Delivered' },
    data: { receiptId: 'r-1042' },
  });

  // Open the app again to read what the worker showed meanwhile.
  const reopened = await context.newPage();
  await reopened.goto('/login');
  await expect
    .poll(async () => (await shownNotifications(reopened)).map((n) => [n.tag, n.body]).sort())
    .toEqual([
      ['order-r-1042', 'Now: Delivered'],
      // The body names no order: r-7 is an internal id the dispatcher never sees.
      ['order-r-7', 'An order has changed.'],
    ]);
  const [order1042] = (await shownNotifications(reopened)).filter((n) => n.tag === 'order-r-1042');
  expect(order1042).toEqual({
    title: 'Order 1042 changed',
    body: 'Now: Delivered',
    tag: 'order-r-1042',
    icon: expect.stringMatching(/\/icons\/icon-192\.png$/),
    badge: expect.stringMatching(/\/icons\/badge-96\.png$/),
    data: { receiptId: 'r-1042', link: null },
  });
});
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
  const worker = context.serviceWorkers().at(-1);
  if (worker === undefined) return {};
  return worker
    .evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration };
      const shown = await scope.registration.getNotifications();
      return Object.fromEntries(shown.map((n) => [n.tag, n.body]));
    })
    .catch(() => ({})); // The worker stopped while asked: the next poll asks the new one.
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
    await signInWithNotifications(context, page);
    const origin = new URL(page.url()).origin;
    const cdp = await context.newCDPSession(page);
    const worker = { origin, registrationId: await workerRegistrationId(cdp, origin) };
    await page.goto('about:blank');

    await deliverPush(cdp, worker, statusPush('Now: Delivered', DELIVERED_AT));
    await expect
      .poll(async () => (await bodiesByTag(context))['order-r-1042'])
      .toBe('Now: Delivered');
    // The older push comes late (FCM keeps no order); a worker started afresh for it has no
    // memory of the newer one but what it stored.
    if (stopped) await stopWorker(cdp);
    await deliverPush(cdp, worker, statusPush('Now: On the Way', DELIVERED_AT - 60_000));
    await deliverPush(cdp, worker, MARKER);
    await expect.poll(async () => (await bodiesByTag(context))['order-r-7']).toBeDefined();
    expect(await bodiesByTag(context)).toEqual({
      'order-r-1042': 'Now: Delivered',
      'order-r-7': 'An order has changed.',
    });
  });
}

test('a push while the app is on screen shows a toast that opens the order', async ({
  context,
  page,
}, testInfo) => {
  await signInWithNotifications(context, page);
  const firstOrder = page.getByRole('list', { name: 'Open orders' }).getByRole('link').first();
  const href = await firstOrder.getAttribute('href');
  const receiptId = new URL(href!, 'http://x').searchParams.get('id')!;
  await page.keyboard.press('Escape');
  const cdp = await context.newCDPSession(page);

  const origin = new URL(page.url()).origin;
  await deliverPush(
    cdp,
    { origin, registrationId: await workerRegistrationId(cdp, origin) },
    {
      notification: { title: 'Order changed', body: 'Picked Up' },
      data: { receiptId },
    },
  );

  const toast = page.getByRole('status').filter({ hasText: 'Order changed' });
  await expect(toast).toContainText('Picked Up');
  await snap(page, testInfo, 'push-toast');
  // In the foreground the toast is the message: no system notification as well.
  expect(await shownNotifications(page)).toEqual([]);
  await toast.getByRole('link', { name: 'Open order' }).click();
  await expect(page).toHaveURL(`/order-detail?id=${encodeURIComponent(receiptId)}`);
  await expect(toast).toHaveCount(0);
});

test('a toast whose link only looks same-origin ("//", "/\\") opens the order, in the app', async ({
  context,
  page,
}) => {
  await signInWithNotifications(context, page);
  await page.keyboard.press('Escape');
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const worker = { origin, registrationId: await workerRegistrationId(cdp, origin) };

  for (const [receiptId, link] of [
    ['r-1', `${origin}//example.com/phish`],
    ['r-2', `${origin}/\\example.com/phish`],
  ]) {
    await deliverPush(cdp, worker, {
      notification: { title: `Order ${receiptId} moved`, body: 'Look' },
      data: { receiptId, link },
    });
    const toast = page.getByRole('status').filter({ hasText: `Order ${receiptId} moved` });
    await toast.getByRole('link', { name: 'Open order' }).click();
    await expect(page).toHaveURL(`${origin}/order-detail?id=${receiptId}`);
  }
});

test('demo: "Send test notification" goes through the worker; sign-out makes the backend forget the token', async ({
  context,
  page,
}, testInfo) => {
  const menu = await signInWithNotifications(context, page);
  await snap(page, testInfo, 'push-menu-enabled');
  const uid = await currentUid(page);
  // The token reached the (demo) backend once notifications were on.
  await expect
    .poll(async () => (await demoBackendToken(page, uid))?.fcmToken ?? null)
    .toMatch(/^demo-fcm-/);

  await menu.getByRole('button', { name: 'Send test notification' }).click();
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.title))
    .toEqual(['Test notification']);
  const [shown] = await shownNotifications(page);
  expect(shown.tag).toBe(`order-${shown.data?.receiptId}`);
  // The order number from the list ("#1001"), not the internal id ("demo-order-1001").
  expect(shown.body).toMatch(/^Order #\d+ has changed\. Tap to open it\.$/);

  await menu.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await demoBackendToken(page, uid)).toMatchObject({ fcmToken: null });
});
