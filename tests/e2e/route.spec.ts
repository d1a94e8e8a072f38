import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa-support/pwaBrowser';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './screenChecks';
import {
  markDelivered,
  menuLink,
  openOrdersList,
  openRouteTools,
  orderTitles,
  signIn,
  snap,
} from './support';

// Issue 26, the driver's route, on the production build in demo mode at 360 × 740: search,
// the route order (edited, kept over an offline reload), optimise and undo, the next stop after
// Delivered, the navigation app, and the "On my way" links. The demo's orders are in Lisbon.

test.use({ viewport: { width: 360, height: 740 } });

const STORE = { latitude: 38.7112, longitude: -9.1357 };

async function nextStopTitle(page: Page): Promise<string> {
  const link = page
    .getByRole('region', { name: 'Next stop' })
    .getByRole('link', { name: /^Open order / });
  return ((await link.textContent()) ?? '').replace('Open order ', 'Order ');
}

/** Opens "Route tools" (Edit order of stops, Open route in Maps, the list's order). */
async function expectGloveSized(page: Page, selector: string) {
  const small = await page.locator(selector).evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        const box = element.getBoundingClientRect();
        return { name: element.textContent?.trim(), width: box.width, height: box.height };
      })
      .filter((box) => box.width < 48 || box.height < 48),
  );
  expect(small).toEqual([]);
}

test('search finds by accentless street and name, says when nothing matches, survives Back', async ({
  page,
}, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  const first = await orderTitles(page, 'Open orders');
  const number = (first[0] ?? '').replace('Order #', '');
  await search.fill(number);
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: '1 order found' })).toBeVisible();

  await search.fill('zzzz nowhere');
  await expect(page.getByText('No orders match “zzzz nowhere”')).toBeVisible();
  await snap(page, testInfo, 'route-search-empty');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Clear search' }).first().click();
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);

  // Lower case and without accents: "lisboa" is in every demo address.
  await search.fill('LISBOA');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  await search.fill(number);
  await openOrdersList(page).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(number);
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(1);

  // /delivered has its own search.
  await menuLink(page, 'Delivered');
  await expect(page.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
});

test('the order of stops is edited with Move up/Move down and kept over an offline reload', async ({
  page,
  context,
}, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  await waitForServiceWorkerControl(page);
  const before = await orderTitles(page, 'Open orders');

  await openRouteTools(page);
  await page.getByRole('button', { name: 'Edit order of stops' }).click();
  const second = (before[1] ?? '').replace('Order ', '');
  const firstName = (before[0] ?? '').replace('Order ', '');
  await expect(page.getByRole('button', { name: `Move up ${firstName}` })).toBeDisabled();
  await expect(
    page.getByRole('button', { name: `Move down ${before.at(-1)?.replace('Order ', '')}` }),
  ).toBeDisabled();
  await page.getByRole('button', { name: `Move up ${second}` }).click();
  await expect(page.getByRole('button', { name: `Move up ${second}` })).toBeDisabled();
  await expectGloveSized(page, '.edit-stops button');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'route-edit-stops');
  await page.getByRole('button', { name: 'Done' }).click();

  const edited = [before[1], before[0], ...before.slice(2)];
  await expect.poll(() => orderTitles(page, 'Open orders')).toEqual(edited);
  expect(await nextStopTitle(page)).toBe(before[1]);

  await context.setOffline(true);
  await page.reload();
  await expect.poll(() => orderTitles(page, 'Open orders')).toEqual(edited);

  // "By time" is the old order, and is remembered.
  await openRouteTools(page);
  await page.getByRole('button', { name: 'By time' }).click();
  await expect.poll(() => orderTitles(page, 'Open orders')).toEqual(before);
  await page.reload();
  await openRouteTools(page);
  await expect(page.getByRole('button', { name: 'By time' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => orderTitles(page, 'Open orders')).toEqual(before);
  await context.setOffline(false);
});

test('Optimise route orders the stops from where the driver is, and Undo puts them back', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(STORE);
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  const before = await orderTitles(page, 'Open orders');
  // Why it asks for the location is the button's description (and shows while it asks).
  await expect(page.getByRole('button', { name: 'Optimise route' })).toHaveAccessibleDescription(
    /^Optimise route asks for your location once/,
  );
  const optimise = page.getByRole('button', { name: 'Optimise route' });
  await optimise.click();
  await expect(page.getByText('Route optimised from where you are.')).toBeVisible();
  const optimised = await orderTitles(page, 'Open orders');
  // Undo first: it stays 8 s (OPTIMISE_UNDO_MS), which the axe check and the screenshot below
  // outlasted on a loaded CI machine (the button gone before the click).
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => orderTitles(page, 'Open orders')).toEqual(before);
  expect([...optimised].sort()).toEqual([...before].sort());

  // Optimised again, from the same place: the same order, and the screen's checks.
  await optimise.click();
  await expect(page.getByText('Route optimised from where you are.')).toBeVisible();
  await expect.poll(() => orderTitles(page, 'Open orders')).toEqual(optimised);
  await expect(page.getByRole('region', { name: 'Next stop' })).toContainText(/from you/);
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'route-optimised');
});

test('the next stop moves on after Delivered', async ({ page }, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  const before = await orderTitles(page, 'Open orders');
  const card = page.getByRole('region', { name: 'Next stop' });
  await expect(card).toBeVisible();
  expect(await nextStopTitle(page)).toBe(before[0]);
  await expect(card.getByRole('link', { name: 'Navigate' })).toBeVisible();
  await expect(card.getByRole('link', { name: /^Call/ })).toBeVisible();
  await expect(card.getByText(/(\d+ m|\d+\.\d km|\d+ km) · ~\d+ min from the store/)).toBeVisible();
  await expectGloveSized(
    page,
    '.next-stop a, .next-stop button, .route-tools button, .route-tools a',
  );
  await expectNoSidewaysScroll(page);
  await snap(page, testInfo, 'route-next-stop');

  await card.getByRole('link', { name: /^Open order / }).click();
  await markDelivered(page);
  await menuLink(page, 'Order');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(7);
  expect(await nextStopTitle(page)).toBe(before[1]);
});

test('the navigation app chosen in the side menu is the one every Navigate opens', async ({
  page,
}) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  const card = page.getByRole('region', { name: 'Next stop' });
  await expect(card.getByRole('link', { name: 'Navigate' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=38\.\d+%2C-9\.\d+/,
  );
  await openRouteTools(page);
  await expect(page.getByRole('link', { name: 'Open route in Maps' })).toHaveAttribute(
    'href',
    /waypoints=/,
  );

  await page.getByRole('button', { name: 'Menu' }).click();
  const chooser = page.getByRole('combobox', { name: 'Navigation app' });
  // Chromium on Linux is not an Apple device: no Apple Maps.
  await expect(chooser.getByRole('option')).toHaveText(['Google Maps', 'Waze']);
  await chooser.selectOption({ label: 'Waze' });
  await page.keyboard.press('Escape');
  await expect(card.getByRole('link', { name: 'Navigate' })).toHaveAttribute(
    'href',
    /^https:\/\/waze\.com\/ul\?ll=38\.\d+%2C-9\.\d+&navigate=yes$/,
  );

  // The detail has one Navigate, in the chosen app; remembered over a reload.
  await page.reload();
  await card.getByRole('link', { name: /^Open order / }).click();
  const navigate = page.getByRole('link', { name: 'Navigate' });
  await expect(navigate).toHaveCount(1);
  await expect(navigate).toHaveAttribute('href', /^https:\/\/waze\.com\/ul\?/);
});

test('On my way offers the message by SMS and WhatsApp, sending nothing by itself', async ({
  page,
}, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  const card = page.getByRole('region', { name: 'Next stop' });
  const title = await nextStopTitle(page);
  const number = title.replace('Order #', '');
  await card.getByRole('button', { name: 'On my way' }).click();
  const sheet = page.getByRole('dialog', { name: `On my way: order #${number}` });
  const message = sheet.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue(
    new RegExp(
      `^Hi \\S+, this is your courier from .+: I'm on my way with order #${number}, about \\d+ min\\.$`,
    ),
  );
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'route-on-my-way');
  await message.fill('Almost there with #' + number);
  const sms = sheet.getByRole('link', { name: 'Send by SMS' });
  await expect(sms).toHaveAttribute(
    'href',
    new RegExp(
      `^sms:\\+351\\d{9}\\?body=${encodeURIComponent('Almost there with #' + number).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    ),
  );
  await expect(sheet.getByRole('link', { name: 'Send by WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/351\d{9}\?text=Almost%20there/,
  );
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(sheet).toBeHidden();
});
