import { devices, expect, test } from '@playwright/test';
import { deskAsManager, DESK_SIZE } from '../e2e/deskSupport';
import { signIn } from '../e2e/support';
import { closeAdmin, freshDay, serverDriverShift } from './emulators';

// On shift in Firebase mode (docs/map.md#the-desks-map): the driver's switch sends the shift and
// the position through the Cloud Functions, Firestore holds them, and the desk's Map shows the
// driver from its own Firestore listener.

test.use({ viewport: DESK_SIZE });

test.beforeEach(async () => {
  await freshDay();
});
test.afterAll(closeAdmin);

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
  await phoneContext.close();
});
