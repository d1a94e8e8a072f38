import { expect, test, type Page } from '@playwright/test';
import { menuLink, openOrdersList, signIn, snap } from './support';

// The Today screen and what to collect, on the production build in demo mode at phone size
// (360 × 740). The demo seed gives the dispatcher 8 open and 4 delivered orders today.

test.use({ viewport: { width: 360, height: 740 } });

/**
 * Marks the open order shown on its detail page as delivered: taps "Delivered" and, where a
 * confirmation sheet asks, "Confirm delivered".
 */
async function deliverOrder(page: Page) {
  await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  const confirm = page.getByRole('button', { name: 'Confirm delivered' });
  if (await confirm.isVisible({ timeout: 1500 }).catch(() => false)) await confirm.click();
}

async function expectCounts(page: Page, delivered: number, open: number) {
  await expect(page.getByText(`${delivered} delivered`, { exact: true })).toBeVisible();
  await expect(page.getByText(`${open} open`, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('progressbar', { name: `${delivered} of ${delivered + open}` }),
  ).toBeVisible();
}

test('/today counts move as orders are delivered', async ({ page }, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);

  await menuLink(page, 'Today');
  await expect(page).toHaveURL(/\/today$/);
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expectCounts(page, 4, 8);
  await expect(page.getByText('0 not delivered', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Cash collected €/)).toBeVisible();
  await snap(page, testInfo, 'today-start');

  for (const expected of [5, 6]) {
    await menuLink(page, 'Order');
    await openOrdersList(page).getByRole('link').first().click();
    await expect(page.getByRole('region', { name: 'Payment' })).toBeVisible();
    await deliverOrder(page);
    await menuLink(page, 'Today');
    await expectCounts(page, expected, 12 - expected);
  }
  await snap(page, testInfo, 'today-after-two-deliveries');
});

test('the detail shows what to collect above the fold at 360 × 740, next to the status', async ({
  page,
}, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  const cashRow = openOrdersList(page)
    .getByRole('listitem')
    .filter({ hasText: /Cash €\d+\.\d\d/ })
    .first();
  await expect(cashRow).toBeVisible();
  const badge = (await cashRow.getByText(/^Cash €/).textContent()) ?? '';
  await snap(page, testInfo, 'order-list-with-badges');
  await cashRow.getByRole('link').click();

  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toHaveText(`Collect ${badge.replace(/^Cash /, '')} in cash`);
  const status = page.getByRole('region', { name: 'Delivery status' });
  for (const block of [payment, status.getByRole('button').first()]) {
    const box = await block.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.y ?? 1e9) + (box?.height ?? 0)).toBeLessThanOrEqual(740);
  }
  await page.screenshot({ path: testInfo.outputPath('order-detail-fold.png') });
  await snap(page, testInfo, 'order-detail');
});
