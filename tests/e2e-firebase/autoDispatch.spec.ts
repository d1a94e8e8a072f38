import { expect, test } from '@playwright/test';
import {
  cardNumbers,
  deskAsManager,
  DESK_SIZE,
  firstUnassignedNumber,
  onShiftRegionWith,
  setAutoAssignNewOrders,
  unassigned,
} from '../e2e/deskSupport';
import { openOrdersList, signIn } from '../e2e/support';
import { intakeOrder } from '../support/intakeOrder';
import { closeAdmin, createdThroughIntake, freshDay, idOfOrder, serverReceipt } from './emulators';

// "Auto-assign new orders" in Firebase mode (docs/auto-dispatch.md#auto-assign-new-orders): the
// switch saved through the Cloud Functions, an order the shop's system sends to the intake API
// placed by the backend core's transaction on Firestore (its queries of the drivers on shift and
// their orders) with the driver the rule ranks first, the board showing it from its Firestore
// listener, and the driver's phone from theirs. And the desk's own side over Firestore's shifts:
// a card's suggestion, the menu's figures, "Auto-assign n" and "Assign all" written to Firestore.
// The emulators' day is the demo's: Tiago Costa and Rui Lopes on shift, with positions in Lisbon.

test.use({ viewport: DESK_SIZE });
test.afterAll(closeAdmin);

/** Rua Augusta, in Lisbon's Baixa, between the two drivers on shift. */
const ADDRESS = 'Rua Augusta 100, Lisboa';
const NEAR_THE_DRIVERS = { lat: 38.7108, lng: -9.1372 };

/** A shop's order with a map position near the drivers on shift, sent to the intake API. */
function sendFromShop(externalId: string) {
  const order = intakeOrder(externalId, { address: ADDRESS, location: NEAR_THE_DRIVERS });
  return createdThroughIntake(JSON.stringify({ orders: [order] }));
}

test('with the switch on, an order from the shop lands with a driver on shift: in Firestore, on the board and on the phone', async ({
  page,
  context,
}) => {
  const day = await freshDay();
  await deskAsManager(page);
  await setAutoAssignNewOrders(page, true);
  await page.getByRole('button', { name: 'Board' }).click();

  const { receiptId, orderNumber } = await sendFromShop(`AUTO-${crypto.randomUUID()}`);
  await expect
    .poll(async () => (await serverReceipt(receiptId))?.assignedBy, { timeout: 15_000 })
    .toBe('auto-dispatch');
  const { dispatchId } = (await serverReceipt(receiptId))!;

  const landed = page.getByRole('article').filter({ hasText: ADDRESS });
  await expect(landed).toBeVisible({ timeout: 15_000 });
  await expect(landed.getByText('Assigned by Auto-dispatch')).toBeVisible();
  await expect(onShiftRegionWith(page, landed)).toHaveCount(1);
  await expect(unassigned(page).getByText(ADDRESS)).toHaveCount(0);

  // The driver it went to sees it in their list (the trigger found no push token: no message).
  const driver = day.accounts.find((account) => account.uid === dispatchId);
  expect(['Tiago Costa', 'Rui Lopes']).toContain(driver?.displayName);
  const phone = await context.newPage();
  await signIn(phone, driver!.email);
  await expect(
    openOrdersList(phone).getByText(`Order #${orderNumber}`, { exact: true }),
  ).toBeVisible();
});

test('with the switch off (the default), an order from the shop waits in Unassigned', async ({
  page,
}) => {
  await freshDay();
  await deskAsManager(page);
  await setAutoAssignNewOrders(page, false);
  await page.getByRole('button', { name: 'Board' }).click();

  const { receiptId } = await sendFromShop(`WAIT-${crypto.randomUUID()}`);
  await expect(unassigned(page).getByRole('article').filter({ hasText: ADDRESS })).toBeVisible({
    timeout: 15_000,
  });
  const stored = await serverReceipt(receiptId);
  expect(stored?.dispatchId).toBeNull();
  expect(stored?.assignedBy).toBeUndefined();
});

test('the desk suggests from the shifts in Firestore, and Assign all writes the queue there', async ({
  page,
}) => {
  const day = await freshDay();
  const onShift = day.accounts
    .filter((account) => ['Tiago Costa', 'Rui Lopes'].includes(account.displayName))
    .map((account) => account.uid);
  await deskAsManager(page);

  const number = await firstUnassignedNumber(page);
  const first = page.getByRole('article', { name: `#${number}`, exact: true });
  await expect(first.getByText(/^Suggested: (Tiago Costa|Rui Lopes), \+\d+ min$/)).toBeVisible();
  await first.getByRole('button', { name: `Assign #${number}`, exact: true }).click();
  await expect(page.getByRole('menu').getByRole('menuitem').first()).toHaveText(
    /^(Tiago Costa|Rui Lopes) — \+\d+ min, (on time|\d+ min late) Suggested$/,
  );
  await page.keyboard.press('Escape');

  const queue = (await cardNumbers(unassigned(page))).map((ref) => ref.replace(/^#/, ''));
  await unassigned(page)
    .getByRole('button', { name: `Auto-assign ${queue.length}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Auto-assign' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(queue.length);
  await dialog.getByRole('button', { name: 'Assign all' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => cardNumbers(unassigned(page))).toEqual([]);
  for (const ordered of queue) {
    await expect
      .poll(async () => (await serverReceipt(idOfOrder(day, ordered)))?.dispatchId)
      .toMatch(new RegExp(`^(${onShift.join('|')})$`));
  }
});
