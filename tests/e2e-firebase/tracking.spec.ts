import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { assignByMenu, deskAsManager, DESK_SIZE, firstUnassignedNumber } from '../e2e/deskSupport';
import { markDelivered, openOrdersList, signIn, trackingLinkOf } from '../e2e/support';
import { closeAdmin, freshDay, idOfOrder, serverReceipt, type EmulatorSeed } from './emulators';

// The customer's tracking link (docs/tracking.md) and the assignment trigger (docs/push.md) in
// Firebase mode: the link's page reads the order through the Functions emulator; the trigger
// runs on the Firestore write and logs its decision (FCM is not emulated), which
// scripts/firebase-journeys.mjs keeps in E2E_FIREBASE_EMULATOR_LOG.

let day: EmulatorSeed;
test.beforeEach(async () => {
  day = await freshDay();
});
test.afterAll(closeAdmin);

const START = { latitude: 38.74, longitude: -9.15 };

async function firstOrderOpened(page: Page): Promise<string> {
  await openOrdersList(page).getByRole('link').first().click();
  const heading = page.getByRole('heading', { level: 1, name: /^Order #/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Order #', '').trim();
}

test('the customer follows the order from the driver’s link to Delivered', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(START);
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem').first()).toBeVisible();
  const number = await firstOrderOpened(page);
  const id = idOfOrder(day, number);

  await page.getByRole('button', { name: 'On the Way', exact: true }).click();
  await expect.poll(async () => (await serverReceipt(id))?.status).toBe('On the Way');
  await page.getByRole('button', { name: 'On my way' }).click();
  const sheet = page.getByRole('dialog', { name: `On my way: order #${number}` });
  // The link is made by the backend (a token through the Functions emulator): once it is there.
  await expect(sheet.getByRole('textbox', { name: 'Message' })).toHaveValue(
    /\nFollow your order: http:\/\/127\.0\.0\.1:\d+\/track\/[A-Za-z0-9_-]{22}$/,
  );
  const link = await trackingLinkOf(sheet);
  expect(link).toMatch(/\/track\/[A-Za-z0-9_-]{22}$/);
  await sheet.getByRole('button', { name: 'Close' }).click();

  const customer = await context.newPage();
  await customer.goto(link);
  await expect(customer.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  // The page's "Demo" mark stays hidden: this build has a backend.
  await expect(customer.getByText('Demo', { exact: true })).toBeHidden();
  await expect(customer.getByText(/^Driver’s position updated /)).toBeVisible({ timeout: 30_000 });

  await page.bringToFront();
  await markDelivered(page);
  await expect.poll(async () => (await serverReceipt(id))?.status).toBe('Delivered');
  await customer.bringToFront();
  await expect(customer.getByText('Your order was delivered.')).toBeVisible({ timeout: 30_000 });
  await expect(customer.getByText(/^The driver is/)).toHaveCount(0);
});

test('an assignment fires the trigger on the Firestore write, which logs its decision', async ({
  page,
}) => {
  await page.setViewportSize(DESK_SIZE);
  await deskAsManager(page);
  const number = await firstUnassignedNumber(page);
  const id = idOfOrder(day, number);
  await assignByMenu(page, number, 'Rui Lopes');
  await expect.poll(async () => (await serverReceipt(id))?.dispatchId).toBe('demo-driver-3');

  // Rui's phone never registered for push: the trigger decides there is no one to send to.
  const file = process.env.E2E_FIREBASE_EMULATOR_LOG ?? '';
  const decision = () =>
    readFileSync(file, 'utf8')
      .split('\n')
      .find((line) => line.includes('push on assignment') && line.includes(id));
  await expect.poll(decision, { timeout: 30_000 }).toBeDefined();
  expect(decision()).toContain('"outcome":"no-token"');
});
