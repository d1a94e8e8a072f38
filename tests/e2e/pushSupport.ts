import { expect, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa-support/pwaBrowser';
import { signIn } from './support';

// What the push journeys share (push.spec.ts, pushOrder.spec.ts, deskPush.spec.ts): signing in
// with notifications on, reading what the worker shows, and delivering pushes to the app's worker over the DevTools protocol
// exactly as the browser's push service would deliver an FCM message.

const DISPATCHER = 'dispatcher@demo.test';

/** Signs in, waits for the worker, and turns notifications on from the side menu. */
export async function signInWithNotifications(context: BrowserContext, page: Page) {
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
export async function workerRegistrationId(cdp: CDPSession, origin: string): Promise<string> {
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.get(`${origin}/`) ?? null).not.toBeNull();
  return registrations.get(`${origin}/`)!;
}

/** Delivers a push message to the app's worker, as the push service would. */
export async function deliverPush(
  cdp: CDPSession,
  worker: { origin: string; registrationId: string },
  payload: unknown,
) {
  await cdp.send('ServiceWorker.deliverPushMessage', { ...worker, data: JSON.stringify(payload) });
}

/** How long a delivery is given to show before it is delivered again. */
const REDELIVER_AFTER_MS = 5_000;
const DELIVERIES = 3;

/**
 * Delivers a push and waits until `arrived` says the app showed it, delivering it again when it
 * has not after a while, three times at most. Chromium now and then drops a push delivered over
 * the DevTools protocol on a busy machine: the command succeeds and the worker's `push` listener
 * never runs (a probe that logged the worker's events saw it once in about 60 deliveries, the
 * worker running and idle, the push before it shown). Every push these journeys send shows the
 * same again when handled twice (one notification per order's tag, a toast per message), so a
 * delivery again changes nothing the journeys check but that the push arrived.
 */
export async function deliverPushUntil(
  cdp: CDPSession,
  worker: { origin: string; registrationId: string },
  payload: unknown,
  arrived: () => Promise<boolean>,
) {
  for (let delivery = 1; ; delivery++) {
    await deliverPush(cdp, worker, payload);
    const last = delivery === DELIVERIES;
    try {
      await expect.poll(arrived, { timeout: last ? undefined : REDELIVER_AFTER_MS }).toBe(true);
      return;
    } catch (error) {
      if (last) throw error;
    }
  }
}

/**
 * Signs in with notifications on, then closes the app (Playwright keeps every open page
 * "visible", so only a closed page is one the worker does not see): no window of the app is
 * open, the worker must show what it is sent. Pushes are delivered over the DevTools protocol
 * of a blank page of the same browser context. Returns how to deliver pushes.
 */
export async function signInThenLeave(context: BrowserContext, page: Page) {
  await signInWithNotifications(context, page);
  const origin = new URL(page.url()).origin;
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const worker = { origin, registrationId: await workerRegistrationId(cdp, origin) };
  await page.close();
  // A page left for another (about:blank) could still be seen as a visible window for a while
  // on a busy machine, or be kept in the back/forward cache; a push then went to it as a toast,
  // and no notification showed (seen on CI). The app is in the background once the worker sees
  // no visible window of it.
  await expect.poll(() => visibleWindowsOfTheApp(context)).toBe(0);
  return { cdp, worker };
}

/** A notification the app's worker shows, as its registration lists it. */
export interface WorkerNotification {
  title: string;
  body: string;
  tag: string;
}

/**
 * The notifications the app's worker running now shows, read inside the worker: no window of
 * the app need be open, so the app stays "in the background". None when no worker runs, or when
 * the browser stopped it while asked (the next poll asks the one started again).
 */
export async function notificationsInWorker(
  context: BrowserContext,
): Promise<WorkerNotification[]> {
  const worker = context.serviceWorkers().at(-1);
  if (worker === undefined) return [];
  return worker
    .evaluate(async () => {
      const scope = self as unknown as { registration: ServiceWorkerRegistration };
      const shown = await scope.registration.getNotifications();
      return shown.map(({ title, body, tag }) => ({ title, body, tag }));
    })
    .catch(() => []);
}

/** How many windows of the app the worker sees as visible (none if the worker is stopped). */
async function visibleWindowsOfTheApp(context: BrowserContext): Promise<number> {
  const [worker] = context.serviceWorkers();
  if (worker === undefined) return 0;
  return worker.evaluate(async () => {
    const scope = self as unknown as { clients: Clients };
    const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
    return windows.filter((client) => client.visibilityState === 'visible').length;
  });
}

/**
 * The titles of the notifications the browser has displayed for `page`'s origin from now on, as
 * DevTools' Background Services panel records them. Unlike `getNotifications()`, watching these
 * never races a display: Chromium drops a notification from what that lists when it is read
 * while the notification is being shown (docs/testing.md#hunting-a-flaky-test).
 */
export async function watchDisplayedNotifications(
  context: BrowserContext,
  page: Page,
): Promise<() => string[]> {
  const cdp = await context.newCDPSession(page);
  const titles: string[] = [];
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent }) => {
    if (backgroundServiceEvent.eventName !== 'Notification displayed') return;
    const title = backgroundServiceEvent.eventMetadata.find((entry) => entry.key === 'Title');
    if (title !== undefined) titles.push(title.value);
  });
  await cdp.send('BackgroundService.startObserving', { service: 'notifications' });
  await cdp.send('BackgroundService.setRecording', {
    shouldRecord: true,
    service: 'notifications',
  });
  return () => [...titles];
}
