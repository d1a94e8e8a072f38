import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './screenChecks';
import { markDelivered, openOrdersList, signIn, snap, trackingLinkOf } from './support';

// Issue 33, the customer's tracking link, on the production build in demo mode at 360 × 740:
// the driver sets an order On the Way and opens "On my way"; the customer follows the link from
// the SMS text in a second page (the same browser: the demo backend is this origin's IndexedDB),
// sees the status and an estimate, sees the driver move, and sees Delivered without a position.

test.use({ viewport: { width: 360, height: 740 } });

const START = { latitude: 38.74, longitude: -9.15 };
const NEARER = { latitude: 38.725, longitude: -9.145 };

async function openFirstOrder(page: Page): Promise<string> {
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  await openOrdersList(page).getByRole('link').first().click();
  const heading = page.getByRole('heading', { level: 1, name: /^Order #/ });
  await expect(heading).toBeVisible();
  return ((await heading.textContent()) ?? '').replace('Order #', '').trim();
}

test('the customer follows the order from the SMS link to Delivered', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(START);
  await signIn(page, 'dispatcher@demo.test');
  const number = await openFirstOrder(page);

  await page.getByRole('button', { name: 'On the Way', exact: true }).click();
  // Other orders of the demo may be On the Way too: the line names them all.
  const sharing = page.getByText(
    new RegExp(`^Sharing your location with the customer of (#\\d+, )*#${number}(, #\\d+)*$`),
  );
  await expect(sharing).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop sharing' })).toBeVisible();
  await snap(page, testInfo, 'tracking-driver-sharing');

  await page.getByRole('button', { name: 'On my way' }).click();
  const sheet = page.getByRole('dialog', { name: `On my way: order #${number}` });
  await expect(sheet.getByRole('textbox', { name: 'Message' })).toHaveValue(
    /\nFollow your order: http:\/\/127\.0\.0\.1:\d+\/track\/[A-Za-z0-9_-]{22}$/,
  );
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'tracking-on-my-way');
  const link = await trackingLinkOf(sheet);
  expect(link).toMatch(/\/track\//);
  await sheet.getByRole('button', { name: 'Close' }).click();

  const customer = await context.newPage();
  await customer.goto(link);
  await expect(customer.getByText('Demo', { exact: true })).toBeVisible();
  await expect(customer.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  await expect(customer.getByText('Dispatch Foods')).toBeVisible();
  await expect(customer.getByText(/^Arriving in about \d+ min$/)).toBeVisible();
  await expect(customer.getByText(/^Driver’s position updated /)).toBeVisible({ timeout: 20_000 });
  const away = customer.getByText(/^The driver is .+ away$/);
  await expect(away).toBeVisible();
  const before = (await away.textContent()) ?? '';
  await expectNoSidewaysScroll(customer);
  await expectNoAxeViolations(customer);
  await snap(customer, testInfo, 'tracking-customer-on-the-way');
  // Nothing of the driver app, nothing of the customer.
  await expect(customer.getByRole('button', { name: 'Sign in' })).toHaveCount(0);

  // The driver moves: the next position (15 s after the last, 100 m away) reaches the page.
  await context.setGeolocation(NEARER);
  await expect(away).not.toHaveText(before, { timeout: 45_000 });
  await expect(
    customer.getByText(/^Driver’s position updated (just now|\d+ s ago)$/),
  ).toBeVisible();

  await page.bringToFront();
  await markDelivered(page);
  await customer.bringToFront();
  await expect(customer.getByText('Your order was delivered.')).toBeVisible({ timeout: 20_000 });
  await expect(customer.getByText(/^The driver is/)).toHaveCount(0);
  await expect(customer.getByText(/position/)).toHaveCount(0);
  await expectNoAxeViolations(customer);
  await snap(customer, testInfo, 'tracking-customer-delivered');
  await page.bringToFront();
  await expect(sharing).toHaveCount(0);
});

test('an unknown link says so with the business’s name, in the browser’s language', async ({
  browser,
}, testInfo) => {
  for (const [locale, words] of [
    ['en-US', 'This link is not valid or has expired.'],
    ['pt-PT', 'Esta ligação não é válida ou expirou.'],
  ] as const) {
    const context = await browser.newContext({
      locale,
      viewport: { width: 360, height: 740 },
      baseURL: testInfo.project.use.baseURL,
    });
    const customer = await context.newPage();
    await customer.goto('/track/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(customer.getByText(words)).toBeVisible();
    await expect(customer.getByText('Dispatch Foods')).toBeVisible();
    await expect(customer.getByLabel('Email')).toHaveCount(0);
    await expectNoAxeViolations(customer);
    await snap(customer, testInfo, `tracking-invalid-${locale}`);
    await context.close();
  }
});
