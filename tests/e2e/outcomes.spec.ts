import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa-support/pwaBrowser';
import { openOrdersList, readDemoBackend, signIn } from './support';

// The delivery outcomes of issue 13 on the production build in demo mode, at 360 × 740:
// "Not delivered" with a reason and a note, the undo window, "Cash received" with change, and
// all of it offline, then synced once (docs/outcomes.md).

test.use({ viewport: { width: 360, height: 740 } });

interface DemoReceipt {
  id: string;
  data: {
    status?: string;
    orderNumber?: string;
    paymentMethod?: string;
    total?: number;
    dispatchId?: string;
    receipt_type?: string;
    statusReason?: string;
    statusNote?: string;
    cashCollected?: number;
  };
}

async function appliedFor(page: Page, receiptId: string) {
  return (await readDemoBackend<DemoReceipt>(page)).applied.filter(
    (a) => a.receiptId === receiptId,
  );
}

/** The orders on the dispatcher's open list (as the demo store holds them), top to bottom. */
async function openOrders(page: Page): Promise<DemoReceipt[]> {
  const ids = await listedOrderIds(page);
  const { receipts } = await readDemoBackend<DemoReceipt>(page);
  return ids.flatMap((id) => receipts.filter((r) => r.id === id));
}

async function listedOrderIds(page: Page): Promise<string[]> {
  const links = openOrdersList(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => new URL(href, 'http://x').searchParams.get('id') ?? '');
}

/** What the phone shows (360 × 740): a sheet and the undo bar are fixed to the screen. */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

function undoBar(page: Page) {
  return page.locator('.undo-bar');
}

/** Opens an order's page (offline too: the service worker serves the app). */
async function openDetail(page: Page, id: string) {
  await page.goto(`/order-detail?id=${encodeURIComponent(id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Every visible button and radio row of the open sheet is at least 48 px high. */
async function expectTapTargets(page: Page) {
  const sheet = page.getByRole('dialog');
  for (const target of await sheet
    .locator('button, .outcome-sheet__reason, input, textarea')
    .all()) {
    const box = await target.boundingBox();
    if (box === null) continue;
    if ((await target.getAttribute('type')) === 'radio') continue; // its row is the target
    expect(box.height).toBeGreaterThanOrEqual(48);
  }
  // The primary action spans the sheet, at its bottom.
  const sheetBox = (await sheet.boundingBox())!;
  const primary = (await sheet.locator('.button--primary').boundingBox())!;
  expect(primary.width).toBeGreaterThan(sheetBox.width - 48);
  expect(sheetBox.y + sheetBox.height).toBeLessThanOrEqual(740 + 1);
}

test.beforeEach(async ({ page }) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
});

test('not delivered with a reason and a note: grouped on the list, stored by the backend', async ({
  page,
}, testInfo) => {
  const [order] = await openOrders(page);
  await openDetail(page, order.id);
  await page.getByRole('button', { name: 'Not delivered', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: /not delivered\?$/ });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Confirm not delivered' })).toBeDisabled();
  await snap(page, testInfo, 'sheet-not-delivered-empty');
  await sheet.getByRole('radio', { name: 'Other' }).check();
  await expect(sheet.getByRole('button', { name: 'Confirm not delivered' })).toBeDisabled();
  await sheet.getByRole('radio', { name: 'Wrong address' }).check();
  await sheet.getByRole('textbox', { name: 'Note' }).fill('No number 12 on this street');
  await expectTapTargets(page);
  await snap(page, testInfo, 'sheet-not-delivered-filled');
  await sheet.getByRole('button', { name: 'Confirm not delivered' }).click();

  // The undo bar names the change, at the bottom, clear of the status buttons.
  await expect(undoBar(page)).toContainText(`Not Delivered · #${order.data.orderNumber}`);
  const bar = (await undoBar(page).boundingBox())!;
  for (const button of await page.locator('.status-control button').all()) {
    const box = (await button.boundingBox())!;
    expect(box.y + box.height <= bar.y || box.y >= bar.y + bar.height).toBe(true);
  }
  expect(bar.y + bar.height).toBeLessThanOrEqual(740);
  await snap(page, testInfo, 'detail-undo-bar');

  await page.getByRole('link', { name: /Open orders/ }).click();
  const group = page.getByRole('list', { name: 'Not delivered' });
  await expect(group.getByRole('listitem')).toHaveCount(1);
  await expect(group).toContainText('Not delivered: Wrong address');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(7);
  await expect(undoBar(page)).toBeVisible(); // on the list too

  // Sent once the window is over; the backend writes the reason back and the feed shows it.
  await expect.poll(() => appliedFor(page, order.id), { timeout: 30_000 }).toHaveLength(1);
  const stored = (await readDemoBackend<DemoReceipt>(page)).receipts.find(
    (r) => r.id === order.id,
  )!;
  expect(stored.data).toMatchObject({
    status: 'Not Delivered',
    statusReason: 'Wrong address',
    statusNote: 'No number 12 on this street',
  });
  await page.reload();
  await expect(page.getByRole('list', { name: 'Not delivered' })).toContainText(
    'Not delivered: Wrong address',
  );
  await page.getByRole('heading', { name: /^Not delivered/ }).scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'list-not-delivered-group');
});

test('undo: the order is back where it was and the backend never sees the change', async ({
  page,
}) => {
  const [first, second] = await openOrders(page);
  await openDetail(page, first.id);
  const before = first.data.status!;
  const other = (await page
    .locator('.status-control .status-choice:not([disabled])')
    .first()
    .textContent())!;
  await page.getByRole('button', { name: other, exact: true }).click();
  await expect(page.getByRole('button', { name: other, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(undoBar(page)).toContainText(`${other} · #${first.data.orderNumber}`);
  await undoBar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(undoBar(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: before, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // A later change of another order, left alone, goes out after its window; the undone one
  // (older, so it would have gone first) never does.
  await openDetail(page, second.id);
  await page.getByRole('button', { name: 'Not delivered', exact: true }).click();
  await page.getByRole('radio', { name: 'Customer refused' }).check();
  await page.getByRole('button', { name: 'Confirm not delivered' }).click();
  await expect.poll(() => appliedFor(page, second.id), { timeout: 30_000 }).toHaveLength(1);
  expect(await appliedFor(page, first.id)).toEqual([]);
  const stored = (await readDemoBackend<DemoReceipt>(page)).receipts.find(
    (r) => r.id === first.id,
  )!;
  expect(stored.data.status).toBe(before);
});

test('cash received with change', async ({ page }, testInfo) => {
  const cash = (await openOrders(page)).find((r) => r.data.paymentMethod === 'Cash');
  test.skip(cash === undefined, 'the demo seed has no open cash order');
  const order = cash!;
  await openDetail(page, order.id);
  await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: /delivered\?$/ });
  const due = order.data.total!;
  const dueText = due.toFixed(2);
  await expect(sheet).toContainText(`Collect €${dueText} in cash`);
  const field = sheet.getByRole('textbox', { name: 'Cash received' });
  await expect(field).toHaveValue(dueText);
  await expect(field).toHaveAttribute('inputmode', 'decimal');
  const given = Math.ceil(due / 10) * 10 + 10;
  await field.fill(`${given},00`);
  const change = ((given * 100 - Math.round(due * 100)) / 100).toFixed(2);
  await expect(sheet).toContainText(`Change €${change}`);
  await expectTapTargets(page);
  await snap(page, testInfo, 'sheet-delivered-cash-change');
  await field.fill('1');
  await expect(sheet.getByRole('button', { name: 'Confirm delivered' })).toBeDisabled();
  await sheet.getByRole('textbox', { name: 'Note' }).fill('Customer will pay the rest tomorrow');
  await snap(page, testInfo, 'sheet-delivered-cash-short');
  await field.fill(`${given}`);
  await sheet.getByRole('button', { name: 'Confirm delivered' }).click();
  await expect.poll(() => appliedFor(page, order.id), { timeout: 30_000 }).toHaveLength(1);
  const stored = (await readDemoBackend<DemoReceipt>(page)).receipts.find(
    (r) => r.id === order.id,
  )!;
  expect(stored.data).toMatchObject({ status: 'Delivered', cashCollected: given });
});

test('offline: outcomes and undo work without a network, survive a reload, and sync once', async ({
  page,
  context,
}, testInfo) => {
  await waitForServiceWorkerControl(page);
  const orders = await openOrders(page);
  const [notDelivered, undone] = orders;
  await context.setOffline(true);

  await openDetail(page, notDelivered.id);
  await page.getByRole('button', { name: 'Not delivered', exact: true }).click();
  await page.getByRole('radio', { name: 'Customer not available' }).check();
  await page.getByRole('textbox', { name: 'Note' }).fill('Rang twice');
  await page.getByRole('button', { name: 'Confirm not delivered' }).click();
  await expect(undoBar(page)).toContainText(`Not Delivered · #${notDelivered.data.orderNumber}`);

  await openDetail(page, undone.id);
  const other = (await page
    .locator('.status-control .status-choice:not([disabled])')
    .first()
    .textContent())!;
  await page.getByRole('button', { name: other, exact: true }).click();
  await expect(undoBar(page)).toContainText(`${other} · #${undone.data.orderNumber}`);
  // The window holds across a reload (offline: the app comes from the service worker).
  await page.reload();
  await expect(undoBar(page)).toContainText(`${other} · #${undone.data.orderNumber}`);
  // Above the offline banner, not over it.
  const banner = (await page.locator('.pwa-offline').boundingBox())!;
  const bar = (await undoBar(page).boundingBox())!;
  expect(bar.y + bar.height).toBeLessThanOrEqual(banner.y);
  await snap(page, testInfo, 'offline-undo-bar-after-reload');
  await undoBar(page).getByRole('button', { name: 'Undo' }).click();
  await expect(undoBar(page)).toHaveCount(0);

  await page.getByRole('link', { name: /Open orders/ }).click();
  await expect(page.getByRole('list', { name: 'Not delivered' })).toContainText(
    'Not delivered: Customer not available',
  );
  expect(await appliedFor(page, notDelivered.id)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => appliedFor(page, notDelivered.id), { timeout: 30_000 }).toHaveLength(1);
  await expect(page.getByRole('status', { name: 'Sync status' })).toHaveText('', {
    timeout: 20_000,
  });
  expect(await appliedFor(page, notDelivered.id)).toHaveLength(1);
  expect(await appliedFor(page, undone.id)).toEqual([]);
});
