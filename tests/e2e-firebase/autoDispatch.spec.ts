import { expect, test } from '@playwright/test';
import { EMULATOR_API_KEY } from '../../scripts/emulatorApiKey.mjs';
import {
  deskAsManager,
  DESK_SIZE,
  onShiftRegionWith,
  setAutoAssignNewOrders,
  unassigned,
} from '../e2e/deskSupport';
import { openOrdersList, signIn } from '../e2e/support';
import { intakeOrder } from '../support/intakeOrder';
import { closeAdmin, freshDay, serverReceipt } from './emulators';

// "Auto-assign new orders" in Firebase mode (docs/auto-dispatch.md#auto-assign-new-orders): the
// switch saved through the Cloud Functions, an order the shop's system sends to the intake API
// placed by the backend core's transaction on Firestore (its queries of the drivers on shift and
// their orders) with the driver the rule ranks first, the board showing it from its Firestore
// listener, and the driver's phone from theirs. The emulators' day is the demo's: Tiago Costa and
// Rui Lopes on shift, with positions in Lisbon.

test.use({ viewport: DESK_SIZE });
test.afterAll(closeAdmin);

/** Rua Augusta, in Lisbon's Baixa, between the two drivers on shift. */
const ADDRESS = 'Rua Augusta 100, Lisboa';
const NEAR_THE_DRIVERS = { lat: 38.7108, lng: -9.1372 };

async function sendFromShop(externalId: string) {
  const order = intakeOrder(externalId, { address: ADDRESS, location: NEAR_THE_DRIVERS });
  const response = await fetch(`${process.env.BACKEND_FUNCTIONS_URL}/orders/intake`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${EMULATOR_API_KEY}` },
    body: JSON.stringify({ orders: [order] }),
  });
  expect(response.status).toBe(200);
  const { results } = (await response.json()) as {
    results: { result: string; receiptId: string; orderNumber: string }[];
  };
  expect(results[0]?.result).toBe('created');
  return results[0]!;
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
