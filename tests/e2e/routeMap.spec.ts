import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa-support/pwaBrowser';
import { expectNoSidewaysScroll } from './screenChecks';
import { openOrdersList, signIn, snap } from './support';

// Issue 34, the day's route at a glance, on the production build in demo mode (no Maps key:
// the app's own drawing) at 360 × 740: the first screen shows the list, "Map" numbers the
// stops, follows Optimise route, draws offline, opens a stop's card and its order; the detail
// draws the store and the delivery point.

test.use({ viewport: { width: 360, height: 740 } });

const STORE = { latitude: 38.7112, longitude: -9.1357 };

function routeMap(page: Page) {
  return page.getByRole('region', { name: 'Route map' });
}

async function markerNames(page: Page): Promise<string[]> {
  const names = await routeMap(page)
    .getByRole('button')
    .evaluateAll((markers) => markers.map((marker) => marker.getAttribute('aria-label') ?? ''));
  return names;
}

test('the first order row starts on the first screen in List view', async ({ page }, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const row = await openOrdersList(page).getByRole('listitem').first().boundingBox();
  expect(row?.y, 'the first row starts above the bottom of the screen').toBeLessThan(740 - 8);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('route-first-screen.png') });
});

test('Map numbers every located stop, follows Optimise route and opens a stop and its order', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(STORE);
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(routeMap(page)).toBeVisible();
  const noLocation = page.getByRole('region', { name: /^No location/ });
  const unplaced =
    (await noLocation.count()) === 0 ? 0 : await noLocation.getByRole('link').count();
  await expect(routeMap(page).getByRole('button')).toHaveCount(8 - unplaced);
  const before = await markerNames(page);
  before.forEach((name, index) => expect(name).toMatch(new RegExp(`^Stop ${index + 1}: #\\d+`)));
  await expectNoSidewaysScroll(page);
  await snap(page, testInfo, 'route-map');

  await page.getByRole('button', { name: 'Optimise route' }).click();
  await expect(page.getByText('Route optimised from where you are.')).toBeVisible();
  await expect.poll(() => markerNames(page)).not.toEqual(before);
  const after = await markerNames(page);
  const orders = (names: string[]) => names.map((name) => name.replace(/^Stop \d+: /, '')).sort();
  expect(orders(after)).toEqual(orders(before));

  const second = routeMap(page).getByRole('button', { name: /^Stop 2: / });
  const order = ((await second.getAttribute('aria-label')) ?? '').match(/#\d+/)?.[0] ?? '';
  await second.click();
  const card = page.getByRole('region', { name: 'Stop 2' });
  await expect(card).toBeInViewport();
  await snap(page, testInfo, 'route-map-card');
  await card.getByRole('link', { name: `Open order ${order}` }).click();
  await expect(page.getByRole('heading', { name: `Order ${order}` })).toBeVisible();

  // The detail draws the store and the delivery point; it never says "Map unavailable".
  const drawing = page.getByRole('img', { name: /^Map: store and delivery, [\d.]+ (m|km) apart$/ });
  await drawing.scrollIntoViewIfNeeded();
  await expect(drawing).toBeVisible();
  await expect(page.getByText('Map unavailable')).toHaveCount(0);
  await snap(page, testInfo, 'route-detail-drawing');
});

test('the map still draws offline, after a reload', async ({ page, context }) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  await waitForServiceWorkerControl(page);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(routeMap(page).getByRole('button').first()).toBeVisible();
  const names = await markerNames(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => markerNames(page)).toEqual(names);
  await context.setOffline(false);
});
