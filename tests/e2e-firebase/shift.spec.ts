import { devices, expect, test } from '@playwright/test';
import { startOfLocalDay } from '@/domain/day';
import { isDelivered, matchesTodaysOrders } from '@/domain/orders';
import { parseReceipt } from '@/domain/receipt';
import { cardNumbers, deskAsManager, DESK_SIZE, driverRegion } from '../e2e/deskSupport';
import { signIn } from '../e2e/support';
import { closeAdmin, freshDay, serverDriverShift, type EmulatorSeed } from './emulators';

// On shift in Firebase mode (docs/map.md#the-desks-map): the driver's switch sends the shift and
// the position through the Cloud Functions, Firestore holds them, and the desk's Map shows the
// driver from its own Firestore listener. The run the phone shares with its position
// (docs/auto-dispatch.md#inputs) is in Firestore too, and the driver's region on the board lists
// her open orders in that order.

test.use({ viewport: DESK_SIZE });

test.afterAll(closeAdmin);

let day: EmulatorSeed;
test.beforeEach(async () => {
  day = await freshDay();
});

/** The cards' numbers ("#1042") of a run of receipt ids, from the day's seed. */
const numbersOf = (run: readonly string[]) =>
  run.map((id) => `#${day.documents.receipts.find((r) => r.id === id)?.data.orderNumber}`);

const LISBON = { latitude: 38.7105, longitude: -9.1368 };

test('a driver on shift is in Firestore and on the desk’s Map', async ({
  page,
  browser,
  baseURL,
}) => {
  await deskAsManager(page);
  await page.getByRole('navigation').getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ana Ribeiro, last seen/ })).toHaveCount(0);

  const phoneContext = await browser.newContext({
    ...devices['Pixel 7'],
    locale: 'en-US',
    baseURL,
    permissions: ['geolocation'],
    geolocation: LISBON,
  });
  const phone = await phoneContext.newPage();
  await signIn(phone, 'dispatcher@demo.test');
  await expect(phone).toHaveURL(/\/order$/);
  await phone.getByRole('button', { name: 'Menu', exact: true }).click();
  const onShift = phone
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('switch', { name: 'On shift' });
  await onShift.click();
  await expect(onShift).toHaveAttribute('aria-checked', 'true');

  await expect
    .poll(() => serverDriverShift('demo-dispatcher'), { timeout: 30_000 })
    .toMatchObject({
      onShift: true,
      position: { lat: LISBON.latitude, lng: LISBON.longitude },
    });
  await expect(
    page.getByRole('button', { name: /^Ana Ribeiro, last seen \d+ min ago$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'On shift' }).getByText('Ana Ribeiro'),
  ).toBeVisible();

  // Her phone shared her run with the position: every open order of hers, in its order.
  const run = ((await serverDriverShift('demo-dispatcher'))?.run ?? []) as string[];
  const query = { dispatchId: 'demo-dispatcher', since: startOfLocalDay(Date.now()) };
  const open = day.documents.receipts
    .map(({ id, data }) => parseReceipt(id, data))
    .filter((receipt) => matchesTodaysOrders(receipt, query) && !isDelivered(receipt));
  expect([...run].sort()).toEqual(open.map((receipt) => receipt.id).sort());
  await page.getByRole('navigation').getByRole('button', { name: 'Board' }).click();
  await expect.poll(() => cardNumbers(driverRegion(page, 'Ana Ribeiro'))).toEqual(numbersOf(run));
  await phoneContext.close();
});
