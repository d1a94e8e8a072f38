import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { BUILD_MARKER_META, buildWithMarker } from './pwa-support/markedBuild';
import { openPersistentPhone, waitForServiceWorkerControl } from './pwa-support/pwaBrowser';
import { startSwitchableServer, type SwitchableServer } from './pwa-support/switchableServer';

// The production build as an installable, offline-capable PWA (docs/pwa.md). These
// journeys serve dist/ with their own server (tests/e2e/pwa-support/switchableServer.ts) so they
// can replace the build (an update) and cut the network for real.

const DIST = resolve('dist');
const OFFLINE_MESSAGE = 'You’re offline — showing the last known orders.';
/** The banner on the sign-in form, which shows no orders. */
const SIGN_IN_OFFLINE = 'You’re offline — signing in needs a connection.';

let server: SwitchableServer;

/**
 * Each test's phone: a Pixel 7 with a profile of its own that outlives reloads (the service
 * worker and its caches), on `server`; closed after the test.
 */
const test = base.extend<{ phone: { context: BrowserContext; page: Page } }>({
  // (Playwright calls it `use`; another name keeps the React hooks lint rule out of it.)
  phone: async ({ playwright, launchOptions }, runTest, testInfo) => {
    const phone = await openPersistentPhone(
      playwright.chromium,
      launchOptions,
      testInfo,
      server.origin,
    );
    try {
      await runTest(phone);
    } finally {
      await phone.context.close();
    }
  },
});

test.beforeAll(async () => {
  expect(existsSync(resolve(DIST, 'sw.js')), 'run `npm run build` first').toBe(true);
  server = await startSwitchableServer(DIST);
});

test.afterAll(async () => {
  await server?.close();
});

test.beforeEach(() => {
  server.serve(DIST);
  server.setDown(false);
});

test('Chromium finds the app installable: manifest parsed, no installability errors', async ({
  phone: { context, page },
}) => {
  await page.goto('/order');
  await waitForServiceWorkerControl(page);

  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.url).toBe(`${server.origin}/manifest.webmanifest`);
  expect(manifest.errors).toEqual([]);

  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);

  // The icons Chromium picked for the app (not just listed in the manifest) are there.
  const icons = await cdp.send('Page.getManifestIcons');
  expect(icons.primaryIcon, 'a usable primary icon').toBeTruthy();

  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/apple-touch-icon.png',
  );
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#470b0b');
});

test('after one online visit, the app shell opens offline on every app route', async ({
  phone: { context, page },
}) => {
  await page.goto('/order');
  await waitForServiceWorkerControl(page);
  await expect(page.getByText(/You’re offline/)).toHaveCount(0);

  // The network is gone for real (the server drops every connection) and for the browser.
  server.setDown(true);
  await context.setOffline(true);

  for (const route of ['/order', '/delivered', '/order-detail?id=r-offline-1', '/login']) {
    await page.goto(route);
    // The app's own script ran (Chromium's offline page has neither our title nor banner).
    // Signed out, every route lands on the sign-in form, whose banner says what it needs.
    await expect(page).toHaveTitle('Dispatch');
    await expect(page.getByText(SIGN_IN_OFFLINE)).toBeVisible();
  }

  // Back online: the banner goes away by itself.
  server.setDown(false);
  await context.setOffline(false);
  await expect(page.getByText(/You’re offline/)).toHaveCount(0);
});

test('after one online visit and sign-in, the last known orders open offline on every route', async ({
  phone: { context, page },
}) => {
  const openOrders = page.getByRole('list', { name: 'Open orders' });
  const deliveredOrders = page.getByRole('list', { name: 'Delivered' });
  const firstTitle = (list: typeof openOrders) =>
    list.getByRole('listitem').first().locator('.order-row__title').innerText();
  // One online visit: sign in to the demo account and look at the lists and one order.
  await page.goto('/login');
  await page.getByLabel('Email').fill('dispatcher@demo.test');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await expect(openOrders.getByRole('listitem').first()).toBeVisible();
  const openTitle = await firstTitle(openOrders);

  await page.goto('/delivered');
  await expect(deliveredOrders.getByRole('listitem').first()).toBeVisible();
  const deliveredTitle = await firstTitle(deliveredOrders);

  await page.goto('/order');
  await openOrders.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/order-detail\?id=/);
  const detailUrl = new URL(page.url()).pathname + new URL(page.url()).search;
  await expect(page.getByRole('heading', { level: 1, name: openTitle })).toBeVisible();
  await waitForServiceWorkerControl(page);

  // No network at all now.
  server.setDown(true);
  await context.setOffline(true);

  await page.goto('/order');
  await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
  await expect(openOrders.getByText(openTitle, { exact: true })).toBeVisible();

  await page.reload();
  await expect(openOrders.getByText(openTitle, { exact: true })).toBeVisible();

  await page.goto('/delivered');
  await expect(deliveredOrders.getByText(deliveredTitle, { exact: true })).toBeVisible();

  await page.goto(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name: openTitle })).toBeVisible();
  await expect(page.getByText(OFFLINE_MESSAGE)).toBeVisible();
});

test.describe('a new deployment', () => {
  const NEXT_DIST = resolve('dist-e2e-next');

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await buildWithMarker(NEXT_DIST, 'next');
  });

  test('is offered with "Update available — Reload", and the reload runs it', async ({
    phone: { page },
  }) => {
    const marker = page.locator(`meta[name="${BUILD_MARKER_META}"]`);
    const reload = page.getByRole('button', { name: 'Reload' });
    await page.goto('/order');
    await waitForServiceWorkerControl(page);
    await expect(reload).toHaveCount(0);

    // Deploy the next build; the dispatcher opens the app again (the browser checks for a
    // new worker on navigation). The old worker still serves the old shell.
    server.serve(NEXT_DIST);
    await page.reload();
    await expect(page.getByText('Update available')).toBeVisible({ timeout: 45_000 });
    await expect(marker).toHaveCount(0);

    // Never forced: the new worker waits, and the page stays as it is, until the tap.
    const waitingWorkerState = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state,
    );
    expect(waitingWorkerState).toBe('installed');
    await page.evaluate(() => {
      (window as Window & { stillTheSamePage?: boolean }).stillTheSamePage = true;
    });
    await expect(reload).toBeEnabled();
    expect(
      await page.evaluate(
        () => (window as Window & { stillTheSamePage?: boolean }).stillTheSamePage,
      ),
    ).toBe(true);

    await reload.click();
    // The new worker took over and the reloaded page is the new build's shell.
    await expect(marker).toHaveAttribute('content', 'next');
    await expect(reload).toHaveCount(0);
    expect(
      await page.evaluate(
        () => (window as Window & { stillTheSamePage?: boolean }).stillTheSamePage,
      ),
    ).toBeUndefined();
    await waitForServiceWorkerControl(page);
  });
});
