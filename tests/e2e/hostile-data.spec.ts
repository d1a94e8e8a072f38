import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './screenChecks';
import {
  editDemoBackOfficeUser,
  openOrdersList,
  readDatabase,
  signIn,
  snap,
  trackingLinkOf,
  writeDemoStore,
} from './support';

// Hostile data and navigation at the narrowest phone the app supports (issue 11): long unbroken
// text never widens the page, an impossible timestamp never blanks the screen (also after a
// reload), a detail opened from far down the list starts at its heading, and Back returns to
// where the list was.

test.use({ viewport: { width: 360, height: 740 } });

const LONG_SURNAME = `Ana Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft${'x'.repeat(60)}`;
const LONG_ADDRESS = `Rua ${'Abcdefghijklmnopqrstuvwxyz'.repeat(5)} 45, 1100-231 Lisboa`;
const LONG_ITEM = `Super${'Extra'.repeat(20)}Pizza`;
const URL_NOTE = `Gate code at https://example.com/${'very-long-path-segment'.repeat(8)}?q=${'1'.repeat(60)}`;

/** An order whose every text is longer than a phone is wide, changed now. */
const longReceipt = () => ({
  id: 'hostile-long',
  data: {
    orderNumber: '9'.repeat(40),
    updateTimestamp: Date.now(),
    customer: { name: LONG_SURNAME, phone: '+351 912 345 678' },
    deliveryAddress: { address: LONG_ADDRESS, lat: 38.71, lng: -9.13 },
    items: [
      { name: LONG_ITEM, quantity: 12345, price: 1234.5 },
      { name: 'Water', quantity: 1, price: 1.5 },
    ],
    subtotal: 15_241_302.5,
    deliveryFee: 2.5,
    total: 15_241_305,
    notes: URL_NOTE,
    paymentMethod: `Card${'ending'.repeat(12)}`,
  },
});

/**
 * Adds receipts to the demo store (IndexedDB `dispatch-demo`, docs/demo-mode.md), copied from the
 * signed-in dispatcher's first open order with the given fields replaced (writeDemoStore: the
 * app hears of them as from its backend; the journeys reload all the same).
 */
async function addDemoReceipts(page: Page, receipts: { id: string; data: object }[]) {
  const rows = await readDatabase(page, 'dispatch-demo', ['receipts']);
  const all = (rows?.receipts ?? []) as { id: string; data: Record<string, unknown> }[];
  // The dispatcher's own (the seed also has orders waiting for a driver, which are no one's).
  const template = all
    .filter(
      (r) =>
        r.id.startsWith('demo-order-') &&
        r.data.status === 'Pending' &&
        r.data.dispatchId === 'demo-dispatcher',
    )
    .sort((a, b) => Number(b.data.updateTimestamp) - Number(a.data.updateTimestamp))[0];
  if (!template) throw new Error('no open demo order to copy');
  await writeDemoStore(
    page,
    receipts.map(({ id, data }) => ({
      store: 'receipts' as const,
      put: { id, data: { ...template.data, ...data } },
    })),
  );
}

test('long unbroken text never makes the list or the detail wider than a 360 px phone', async ({
  page,
}, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  await addDemoReceipts(page, [longReceipt()]);
  await page.reload();

  const row = openOrdersList(page).getByRole('listitem').filter({ hasText: 'Ana Wolfe' });
  await expect(row).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The name wraps inside the row rather than being clipped: the whole of it is laid out.
  const rowBox = await row.boundingBox();
  expect(rowBox).not.toBeNull();
  expect(rowBox!.x + rowBox!.width).toBeLessThanOrEqual(360);
  await snap(page, testInfo, 'list-long-text-360');

  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Order #9+$/ })).toBeVisible();
  await expect(page.getByText(LONG_ITEM)).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Tap targets stay whole: the status buttons and the call link fit the screen.
  for (const target of [
    page.getByRole('button', { name: 'Delivered', exact: true }),
    page.getByRole('link', { name: /^Call/ }),
  ]) {
    const box = await target.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.height).toBeGreaterThanOrEqual(44);
  }
  await snap(page, testInfo, 'detail-long-text-360');
});

test('a receipt with an impossible timestamp leaves the other orders listed and Sign out reachable, also after a reload', async ({
  page,
}, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  // Both pass the store's query (>= midnight) and reach the parser.
  await addDemoReceipts(page, [
    { id: 'hostile-1e308', data: { orderNumber: '7001', updateTimestamp: 1e308 } },
    {
      id: 'hostile-nanos',
      data: { orderNumber: '7002', updateTimestamp: Date.now() * 1_000_000 },
    },
  ]);
  for (const attempt of ['first load', 'reload']) {
    await page.reload();
    await expect(openOrdersList(page).getByRole('listitem'), attempt).toHaveCount(8);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  }
  await snap(page, testInfo, 'list-impossible-timestamp');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a detail opened from the bottom of a long list starts at its heading; Back returns to the same place', async ({
  page,
}, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  // Within the last hour, but never before today's midnight: the list shows today's orders
  // only, and this test may run just after midnight (it once did, and saw 8 rows, not 28).
  const midnight = new Date();
  midnight.setHours(0, 0, 0, 0);
  const base = Math.max(Date.now() - 60 * 60_000, midnight.getTime());
  await addDemoReceipts(
    page,
    Array.from({ length: 20 }, (_, i) => ({
      id: `long-list-${i}`,
      data: { orderNumber: String(8000 + i), updateTimestamp: base + i * 1000 },
    })),
  );
  await page.reload();
  const rows = openOrdersList(page).getByRole('listitem');
  await expect(rows).toHaveCount(28);

  const last = rows.last();
  await last.scrollIntoViewIfNeeded();
  const listScroll = await page.evaluate(() => window.scrollY);
  expect(listScroll).toBeGreaterThan(500);
  await last.getByRole('link').click();

  const heading = page.locator('#order-title');
  await expect(heading).toBeVisible();
  const top = await heading.evaluate((node) => node.getBoundingClientRect().top);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
  await snap(page, testInfo, 'detail-from-bottom');

  await page.goBack();
  await expect(rows).toHaveCount(28);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listScroll);
});

test('after a sign-out on a detail page, the next sign-in starts on /order', async ({ page }) => {
  await signIn(page, 'dispatcher@demo.test');
  await openOrdersList(page).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/order-detail\?id=/);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'courier@demo.test');
  await expect(page).toHaveURL(/\/order$/);
  await expect(page.getByRole('heading', { name: 'Order not found' })).toHaveCount(0);
});

test('the customer’s tracking page of an order with a 40-digit number stays within 360 px', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 38.74, longitude: -9.15 });
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  await addDemoReceipts(page, [longReceipt()]);
  await page.reload();
  await openOrdersList(page)
    .getByRole('listitem')
    .filter({ hasText: 'Ana Wolfe' })
    .getByRole('link')
    .click();
  await page.getByRole('button', { name: 'On the Way', exact: true }).click();
  await page.getByRole('button', { name: 'On my way' }).click();
  const sheet = page.getByRole('dialog');
  // The link comes once the backend has made it.
  await expect(sheet.getByRole('textbox', { name: 'Message' })).toHaveValue(/\/track\//);
  const link = await trackingLinkOf(sheet);
  expect(link).toMatch(/\/track\//);

  const customer = await context.newPage();
  await customer.goto(link);
  await expect(customer.getByRole('heading', { name: /^Order #9{40}$/ })).toBeVisible();
  // Once the page has the order On the way (its status reaches the link's record after the
  // sheet made it), with its estimate.
  await expect(customer.getByText(/^Arriving in about \d+ min$/)).toBeVisible({ timeout: 30_000 });
  // The number wraps inside the page: a phone would otherwise zoom out to show it.
  await expectNoSidewaysScroll(customer);
  await snap(customer, testInfo, 'tracking-long-number-360');
});

test('a driver’s 160-letter name wraps in the side menu at 360 px', async ({ page }, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(page).toHaveURL(/\/order$/);
  const long = `${LONG_SURNAME}${'y'.repeat(40)}`;
  // The name the back office keeps for her (the demo store's record of her account).
  await editDemoBackOfficeUser(page, 'demo-dispatcher', { name: long });
  await page.reload();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByText(long)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, testInfo, 'menu-long-name-360');
});
