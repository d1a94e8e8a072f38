import { expect, test, type Page } from '@playwright/test';
import {
  deliverPushUntil,
  notificationsInWorker,
  signInThenLeave,
  signInWithNotifications,
  workerRegistrationId,
} from './pushSupport';
import { readDatabase, snap } from './support';

// Push notifications against the production build (docs/push.md), in
// demo mode. The service worker is the one of src/sw.ts; pushes are delivered to it over the
// DevTools protocol exactly as the browser's push service would deliver an FCM message.

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

/** The stored push token record of the demo backend for a user. */
async function demoBackendToken(page: Page, uid: string) {
  const rows = await readDatabase(page, 'dispatch-demo', ['pushTokens']);
  const tokens = (rows?.pushTokens ?? []) as { uid: string; fcmToken: string | null }[];
  return tokens.find((token) => token.uid === uid) ?? null;
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
  const { cdp, worker } = await signInThenLeave(context, page);

  // Each message is let show before the next is delivered: real pushes come seconds apart,
  // while three devtools deliveries within milliseconds raced inside Chromium's notification
  // store now and then (the older "On the Way" stayed), although the worker handles pushes in
  // arrival order (src/sw/push.ts).
  const shows = (body: string) => async () =>
    (await notificationsInWorker(context)).some((n) => n.body === body);
  await deliverPushUntil(
    cdp,
    worker,
    {
      notification: { title: 'Order 1042 changed', body: 'Now: On the Way' },
      data: { receiptId: 'r-1042' },
      from: '1234567890',
      fcmMessageId: 'm-1',
    },
    shows('Now: On the Way'),
  );
  await deliverPushUntil(
    cdp,
    worker,
    { data: { receiptId: 'r-7', title: 'New order 7' } },
    shows('An order has changed.'),
  );
  // A newer message about order 1042: it replaces the first notification (one tag per order).
  await deliverPushUntil(
    cdp,
    worker,
    {
      notification: { title: 'Order 1042 changed', body: 'Now: Delivered' },
      data: { receiptId: 'r-1042' },
    },
    shows('Now: Delivered'),
  );

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
  const toast = page.getByRole('status').filter({ hasText: 'Order changed' });
  await deliverPushUntil(
    cdp,
    { origin, registrationId: await workerRegistrationId(cdp, origin) },
    {
      notification: { title: 'Order changed', body: 'Picked Up' },
      data: { receiptId },
    },
    () => toast.isVisible(),
  );
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
    const toast = page.getByRole('status').filter({ hasText: `Order ${receiptId} moved` });
    await deliverPushUntil(
      cdp,
      worker,
      {
        notification: { title: `Order ${receiptId} moved`, body: 'Look' },
        data: { receiptId, link },
      },
      () => toast.isVisible(),
    );
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

  const send = menu.getByRole('button', { name: 'Send test notification' });
  await send.click();
  // The button is busy until the worker says the browser has shown the notification. Read
  // before that, the list can lose it: Chromium drops a notification from what
  // getNotifications() lists when one is read while it is being shown (a probe reading it in a
  // loop lost 6 of 20; seen in CI as an empty list for 10 s after the worker had shown it).
  await expect(send).toBeEnabled();
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
