import { expect, test, type Page } from '@playwright/test';
import { firstOpenOrderPath, openOrdersList, signedInAs, snap, writeDemoStore } from './support';

// The driver who lost an order is told (docs/architecture.md#orders-taken-away), on the
// production demo build at phone size: the back office's reassignment is played by writing the
// receipt's dispatchId in the demo's IndexedDB (`dispatch-demo`, docs/demo-mode.md) and
// announcing the write as its backend does (the change bus's BroadcastChannel).

test.use({ viewport: { width: 360, height: 740 } });

/** Gives the receipt to the demo courier, as the desk would; returns its order number. */
async function reassignToCourier(page: Page, receiptId: string): Promise<string> {
  const [record] = await writeDemoStore(page, [
    {
      store: 'receipts',
      key: receiptId,
      set: { dispatchId: 'demo-courier', updateTimestamp: Date.now() },
    },
  ]);
  return String((record?.data as { orderNumber?: unknown } | undefined)?.orderNumber);
}

/** The receipt id of an order's detail path (`/order-detail?id=…`). */
const receiptIdOf = (path: string | null) => new URLSearchParams(path?.split('?')[1]).get('id')!;

test('an open order the back office reassigns is told until dismissed, covering nothing', async ({
  page,
}, testInfo) => {
  await signedInAs(page);
  const rows = openOrdersList(page).getByRole('link');
  await expect(rows.first()).toBeVisible();
  const before = await rows.count();
  const receiptId = receiptIdOf(await firstOpenOrderPath(page));

  const orderNumber = await reassignToCourier(page, receiptId);
  const sentence = `#${orderNumber} was reassigned by the back office`;
  const notice = page.getByRole('status').filter({ hasText: sentence });
  await expect(notice).toBeVisible();
  await expect(rows).toHaveCount(before - 1);
  await snap(page, testInfo, 'order-taken-away');

  // In the page's flow, above it: it pushes the list down and covers no control.
  const noticeBox = (await notice.boundingBox())!;
  const headerBox = (await page.locator('.shell__header').boundingBox())!;
  const headingBox = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!;
  expect(noticeBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);
  expect(headingBox.y).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height - 1);
  expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(360);

  await page.getByRole('button', { name: `Dismiss: ${sentence}` }).click();
  await expect(page.getByText(sentence)).toHaveCount(0);
});

test("an order's page open when it is reassigned says so", async ({ page }) => {
  await signedInAs(page);
  const path = await firstOpenOrderPath(page);
  await page.goto(path!);
  await expect(page.getByRole('button', { name: 'Delivered', exact: true })).toBeVisible();

  const orderNumber = await reassignToCourier(page, receiptIdOf(path));
  const sentence = `#${orderNumber} was reassigned by the back office`;
  await expect(page.getByRole('heading', { level: 1, name: sentence })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delivered', exact: true })).toHaveCount(0);
});
