import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import {
  assignByMenu,
  card,
  cardNumbers,
  deskAsManager,
  DESK_SIZE,
  driverRegion,
  firstUnassignedNumber,
  signInToDesk,
  unassigned,
} from '../e2e/deskSupport';
import { markDelivered, openOrdersList, signIn } from '../e2e/support';
import { closeAdmin, freshDay, idOfOrder, serverReceipt, type EmulatorSeed } from './emulators';

// The desk in Firebase mode (docs/testing.md#firebase-mode-journeys), on a laptop's screen: the
// manager's sign-in, a driver refused, assignments through the Cloud Functions reaching a
// driver's phone (another browser), and two managers racing for one order. Each assignment is
// read back from Firestore.

test.use({ viewport: DESK_SIZE });

let day: EmulatorSeed;
test.beforeEach(async () => {
  day = await freshDay();
});
test.afterAll(closeAdmin);

const UIDS = { ana: 'demo-dispatcher', tiago: 'demo-courier', rui: 'demo-driver-3' };

/** Who Firestore says has the order now (null: nobody). */
async function holder(number: string): Promise<string | null> {
  return (await serverReceipt(idOfOrder(day, number)))?.dispatchId ?? null;
}

/** A driver's phone: a browser of its own, signed in, on the open orders. */
async function phoneOf(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: 'en-US', baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/order$/);
  await expect(openOrdersList(page).or(page.getByText('No open orders'))).toBeVisible();
  return { context, page };
}

const syncStatus = (page: Page) => page.getByRole('status', { name: 'Sync status' });

const onPhone = (page: Page, number: string) =>
  openOrdersList(page).getByText(`Order #${number}`, { exact: true });

test('the manager signs in and sees the day Firestore holds: the queue and every driver', async ({
  page,
}) => {
  await page.goto('/desk');
  await deskAsManager(page);
  await expect(page.getByText('Signed in as Marta Silva')).toBeVisible();
  const waiting = day.documents.receipts
    .filter((r) => r.data.dispatchId === undefined && r.data.receipt_type === 'SALE')
    .map((r) => `#${r.data.orderNumber}`);
  expect(waiting.length).toBe(6);
  await expect(unassigned(page).getByRole('article')).toHaveCount(waiting.length);
  expect([...(await cardNumbers(unassigned(page)))].sort()).toEqual([...waiting].sort());
  for (const driver of ['Ana Ribeiro', 'Tiago Costa', 'Rui Lopes']) {
    await expect(driverRegion(page, driver)).toBeVisible();
  }
});

test('a driver’s account is refused by the desk', async ({ page }) => {
  await signInToDesk(page, 'dispatcher@demo.test');
  await expect(page.getByRole('alert')).toContainText('This account is not a back-office manager.');
  await expect(unassigned(page)).toHaveCount(0);
});

test('assign, reassign, unassign: in Firestore, and on the driver’s phone', async ({
  page,
  browser,
  baseURL,
}) => {
  await deskAsManager(page);
  const rui = await phoneOf(browser, baseURL, 'driver3@demo.test');
  const number = await firstUnassignedNumber(page);
  await expect(onPhone(rui.page, number)).toHaveCount(0);

  await assignByMenu(page, number, 'Rui Lopes');
  await expect(page.getByText(`#${number} assigned to Rui Lopes.`)).toBeVisible();
  await expect.poll(() => holder(number)).toBe(UIDS.rui);
  await expect(onPhone(rui.page, number)).toBeVisible();

  await assignByMenu(page, number, 'Tiago Costa');
  await expect(card(driverRegion(page, 'Tiago Costa'), number)).toBeVisible();
  await expect.poll(() => holder(number)).toBe(UIDS.tiago);
  await expect(onPhone(rui.page, number)).toHaveCount(0);
  await expect(rui.page.getByText(`#${number} was reassigned by the back office`)).toBeVisible();

  await assignByMenu(page, number, 'Unassigned');
  await expect(page.getByText(`#${number} is unassigned now.`)).toBeVisible();
  await expect.poll(() => holder(number)).toBe(null);
  await page.reload();
  await expect(card(unassigned(page), number)).toBeVisible();
  await rui.context.close();
});

test('a change the reassigned driver made offline is refused, and Firestore keeps the new driver’s', async ({
  page,
  browser,
  baseURL,
}) => {
  await deskAsManager(page);
  const rui = await phoneOf(browser, baseURL, 'driver3@demo.test');
  const number = await firstUnassignedNumber(page);
  await assignByMenu(page, number, 'Rui Lopes');
  await expect(onPhone(rui.page, number)).toBeVisible();

  await rui.context.setOffline(true);
  await onPhone(rui.page, number).click();
  await markDelivered(rui.page);
  await expect(syncStatus(rui.page)).toHaveText('Offline · 1 waiting to sync');

  await assignByMenu(page, number, 'Tiago Costa');
  await expect.poll(() => holder(number)).toBe(UIDS.tiago);
  await rui.context.setOffline(false);
  await expect(syncStatus(rui.page)).toHaveText(/1 not accepted/);
  await expect(
    rui.page.getByText(`#${number} was reassigned by the back office`).first(),
  ).toBeVisible();
  expect(await serverReceipt(idOfOrder(day, number))).toMatchObject({
    dispatchId: UIDS.tiago,
    status: 'Pending',
  });
  await rui.context.close();
});

test('two managers assign one order at once: one wins, the other is told', async ({
  page,
  browser,
  baseURL,
}) => {
  const other = await browser.newContext({ viewport: DESK_SIZE, locale: 'en-US', baseURL });
  const second = await other.newPage();
  await deskAsManager(page);
  await deskAsManager(second);
  const number = await firstUnassignedNumber(page);

  // The second desk's request leaves first and is held on the way, so both were sent while the
  // order was unassigned; the first desk's lands, then the second's reaches the server.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent: () => void = () => {};
  const secondSent = new Promise<void>((resolve) => (sent = resolve));
  await second.route(/\/desk\/assign$/, async (route) => {
    if (route.request().method() === 'POST') {
      sent();
      await held;
    }
    await route.continue();
  });
  await assignByMenu(second, number, 'Tiago Costa');
  await secondSent;
  await assignByMenu(page, number, 'Ana Ribeiro');
  await expect(page.getByText(`#${number} assigned to Ana Ribeiro.`)).toBeVisible();
  await expect.poll(() => holder(number)).toBe(UIDS.ana);
  release();

  await expect(second.getByText(`Ana Ribeiro took #${number} meanwhile.`)).toBeVisible({
    timeout: 45_000,
  });
  await expect(card(driverRegion(second, 'Ana Ribeiro'), number)).toBeVisible();
  expect(await holder(number)).toBe(UIDS.ana);
  await other.close();
});
