import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from '../e2e/pwa-support/pwaBrowser';
import {
  deliveredList,
  markDelivered,
  menuLink,
  openOrdersList,
  orderTitles,
  signIn,
} from '../e2e/support';
import {
  closeAdmin,
  freshDay,
  openOrderNumbersOf,
  serverReceipt,
  type EmulatorSeed,
} from './emulators';

// The driver app in Firebase mode (docs/testing.md#firebase-mode-journeys): Firebase Auth, the
// orders from Firestore under firestore.rules, status changes through the Cloud Functions, on
// the emulators, with the demo's day. Each change is also read back from Firestore.

const ANA = { email: 'dispatcher@demo.test', uid: 'demo-dispatcher' };
const TIAGO = { uid: 'demo-courier' };

let day: EmulatorSeed;
test.beforeEach(async () => {
  day = await freshDay();
});
test.afterAll(closeAdmin);

const syncStatus = (page: Page) => page.getByRole('status', { name: 'Sync status' });

/** Today's window the seed used: what the app's query counts as today. */
const todaySince = () => {
  const midnight = new Date(day.generatedAt);
  midnight.setHours(0, 0, 0, 0);
  return midnight.getTime();
};

async function signedInAsAna(page: Page) {
  await signIn(page, ANA.email);
  await expect(page).toHaveURL(/\/order$/);
  await expect(openOrdersList(page).getByRole('listitem').first()).toBeVisible();
}

/** The first open order on screen: its title ("#1042") and its receipt id. */
async function firstOpenOrder(page: Page, baseURL: string | undefined) {
  const row = openOrdersList(page).getByRole('link').first();
  const title = (await row.locator('.order-row__title').textContent()) ?? '';
  const id = new URL((await row.getAttribute('href')) ?? '', baseURL).searchParams.get('id') ?? '';
  return { title, id };
}

async function openOrder(page: Page, title: string) {
  await menuLink(page, 'Order');
  await openOrdersList(page)
    .getByRole('link', { name: new RegExp(`^${title}\\b`) })
    .click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

test('Ana signs in and sees her open orders of today, exactly those Firestore gives her', async ({
  page,
}) => {
  await signedInAsAna(page);
  const server = await openOrderNumbersOf(ANA.uid, todaySince());
  expect(server.length).toBe(8);
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(server.length);
  // A row's title is "Order #1042": its number.
  const shown = (await orderTitles(page, 'Open orders')).map((t) => t.replace(/\D/g, ''));
  expect([...shown].sort()).toEqual([...server].sort());
  // Never Tiago's, never an order waiting for a driver, never a refund or a purchase.
  const others = day.documents.receipts
    .filter((r) => r.data.dispatchId !== ANA.uid || r.data.receipt_type !== 'SALE')
    .map((r) => r.data.orderNumber);
  expect(shown.filter((number) => others.includes(number))).toEqual([]);
  expect((await openOrderNumbersOf(TIAGO.uid, todaySince())).length).toBeGreaterThan(0);
});

test('a wrong password is refused by Firebase Auth, in words', async ({ page }) => {
  await signIn(page, ANA.email, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('The email or password is incorrect.');
  await expect(page).toHaveURL(/\/login$/);
});

test('an account without a back-office record ends on /login with "Access Denied"', async ({
  page,
}) => {
  await signIn(page, 'no-access@demo.test');
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Access Denied', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/order');
  await expect(page).toHaveURL(/\/login$/);
});

test('a status change lands on the server', async ({ page, baseURL }) => {
  await signedInAsAna(page);
  const { title, id } = await firstOpenOrder(page, baseURL);
  expect((await serverReceipt(id))?.status).not.toBe('Delivered');
  await openOrder(page, title);
  await markDelivered(page);
  await expect
    .poll(async () => (await serverReceipt(id))?.status, { timeout: 30_000 })
    .toBe('Delivered');
  await menuLink(page, 'Delivered');
  await expect(
    deliveredList(page).getByRole('link', { name: new RegExp(`^${title}\\b`) }),
  ).toBeVisible();
  await expect(syncStatus(page)).toHaveText('');
});

test('a change made offline waits, survives a reload, and lands once online', async ({
  page,
  context,
  baseURL,
}) => {
  await signedInAsAna(page);
  // The reload below is offline: the service worker serves the app, Firestore's cache the orders.
  await waitForServiceWorkerControl(page);
  const { title, id } = await firstOpenOrder(page, baseURL);

  await context.setOffline(true);
  await expect(syncStatus(page)).toHaveText('Offline');
  await openOrder(page, title);
  await markDelivered(page);
  await expect(page.getByRole('article').getByText('Waiting to sync').first()).toBeVisible();
  await expect(syncStatus(page)).toHaveText('Offline · 1 waiting to sync');

  await page.reload();
  await expect(syncStatus(page)).toHaveText('Offline · 1 waiting to sync');
  await menuLink(page, 'Delivered');
  await expect(
    deliveredList(page).getByRole('link', { name: new RegExp(`^${title}\\b.*Waiting to sync`) }),
  ).toBeVisible();
  expect((await serverReceipt(id))?.status).not.toBe('Delivered');

  await context.setOffline(false);
  await expect
    .poll(async () => (await serverReceipt(id))?.status, { timeout: 30_000 })
    .toBe('Delivered');
  await expect(syncStatus(page)).toHaveText('', { timeout: 30_000 });
  await expect(deliveredList(page).getByText('Waiting to sync')).toHaveCount(0);
});
