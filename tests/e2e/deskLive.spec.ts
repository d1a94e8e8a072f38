import { expect, test, type Page } from '@playwright/test';
import {
  assignByMenu,
  card,
  deskAsManager,
  DESK_SIZE,
  driverRegion,
  firstUnassignedNumber,
} from './deskSupport';
import { markDelivered, openOrdersList, signIn } from './support';

// Live, both ways (docs/desk.md#live): the desk in one page and the driver app in another page
// of the same browser, each signed in apart (the manager and Ana Ribeiro at once). An order the
// desk gives Ana shows on her list within seconds; reassigned or unassigned, it leaves it (with
// the back office's notice); what she does on her phone moves the card on the desk.

test.use({ viewport: DESK_SIZE });

async function driverApp(page: Page) {
  await signIn(page, 'dispatcher@demo.test');
  await expect(page).toHaveURL(/\/order$/);
  await expect(openOrdersList(page)).toBeVisible();
}

const onPhone = (page: Page, number: string) =>
  openOrdersList(page).getByText(`Order #${number}`, { exact: true });

test('the desk and the driver app, two pages of one browser: assign, reassign, unassign', async ({
  context,
}) => {
  const desk = await context.newPage();
  const phone = await context.newPage();
  await deskAsManager(desk);
  await driverApp(phone);
  // Two sessions side by side: each page is still signed in as its own user.
  await expect(desk.getByText('Signed in as Marta Silva')).toBeVisible();

  const number = await firstUnassignedNumber(desk);
  await expect(onPhone(phone, number)).toHaveCount(0);

  await assignByMenu(desk, number, 'Ana Ribeiro');
  await expect(onPhone(phone, number)).toBeVisible({ timeout: 5_000 });

  await assignByMenu(desk, number, 'Tiago Costa');
  await expect(onPhone(phone, number)).toHaveCount(0, { timeout: 5_000 });
  await expect(phone.getByText(`#${number} was reassigned by the back office`)).toBeVisible();

  await assignByMenu(desk, number, 'Ana Ribeiro');
  await expect(onPhone(phone, number)).toBeVisible({ timeout: 5_000 });
  await assignByMenu(desk, number, 'Unassigned');
  await expect(onPhone(phone, number)).toHaveCount(0, { timeout: 5_000 });
});

test('a delivery on the driver’s phone moves the card on the desk at once', async ({ context }) => {
  const desk = await context.newPage();
  const phone = await context.newPage();
  await deskAsManager(desk);
  await driverApp(phone);
  const number = await firstUnassignedNumber(desk);
  await assignByMenu(desk, number, 'Ana Ribeiro');
  await expect(onPhone(phone, number)).toBeVisible({ timeout: 5_000 });

  await onPhone(phone, number).click();
  await markDelivered(phone);
  // The phone keeps the change for its undo window (8 s by default), then sends it; the desk
  // shows it as soon as the backend has written it.
  const ana = driverRegion(desk, 'Ana Ribeiro');
  await expect(card(ana, number)).toHaveCount(0, { timeout: 20_000 });
  await ana.getByRole('button', { name: /^Delivered \(\d+\)$/ }).click();
  await expect(card(ana, number)).toBeVisible();
  await expect(card(ana, number).getByText('Delivered')).toBeVisible();
});
