import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa-support/pwaBrowser';
import {
  deliveredList,
  markDelivered,
  menuLink,
  openOrdersList,
  readDemoBackend,
  signIn,
  snap,
} from './support';

// The outbox journey of issue 4, on the production build in demo mode: status changes made
// offline show at once, survive a real offline reload (the service worker serves the app), and
// reach the demo backend exactly once when online.

function syncStatus(page: Page) {
  return page.getByRole('status', { name: 'Sync status' });
}

/** What the demo backend holds for these orders: their applied updates, and their statuses. */
async function demoBackendState(page: Page, receiptIds: readonly string[]) {
  const { applied, receipts } = await readDemoBackend<{ id: string; data: { status?: unknown } }>(
    page,
  );
  return {
    applied: applied.filter((a) => receiptIds.includes(a.receiptId)),
    statuses: Object.fromEntries(
      receipts.filter((r) => receiptIds.includes(r.id)).map((r) => [r.id, r.data.status]),
    ),
  };
}

test('changes made offline show at once, survive a reload, and are applied once when online', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  await expect(syncStatus(page)).toHaveText('');
  // The app must open without a network for the offline reload below.
  await waitForServiceWorkerControl(page);
  const rows = openOrdersList(page).getByRole('link');
  const chosen: { title: string; id: string }[] = [];
  for (let i = 0; i < 3; i++) {
    const row = rows.nth(i);
    const title = (await row.locator('.order-row__title').textContent()) ?? '';
    const id = new URL((await row.getAttribute('href')) ?? '', baseURL).searchParams.get('id');
    chosen.push({ title, id: id ?? '' });
  }
  const titles = chosen.map((c) => c.title);
  const before = await demoBackendState(
    page,
    chosen.map((c) => c.id),
  );
  expect(before.applied).toEqual([]);

  await context.setOffline(true);
  await expect(syncStatus(page)).toHaveText('Offline');

  for (const [index, { title }] of chosen.entries()) {
    await menuLink(page, 'Order');
    await openOrdersList(page)
      .getByRole('link', { name: new RegExp(`^${title}\\b`) })
      .click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await markDelivered(page);
    await expect(page.getByRole('button', { name: 'Delivered', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('article').getByText('Waiting to sync').first()).toBeVisible();
    await expect(syncStatus(page)).toHaveText(`Offline · ${index + 1} waiting to sync`);
  }

  // In their new list at once, each with the mark; gone from the open list.
  await menuLink(page, 'Delivered');
  for (const title of titles) {
    await expect(
      deliveredList(page).getByRole('link', { name: new RegExp(`^${title}\\b.*Waiting to sync`) }),
    ).toBeVisible();
  }
  await expect(deliveredList(page).getByRole('listitem')).toHaveCount(7);
  await snap(page, testInfo, 'outbox-offline-delivered');
  // The indicator fits the phone header (Pixel 7: 412 px) without widening the page.
  await expect(syncStatus(page)).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await menuLink(page, 'Order');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(5);

  // A reload while still offline (the page comes from the service worker's precache): the
  // changes are still there, still waiting, and nothing reached the backend.
  await page.reload();
  await expect(page.getByText('You’re offline — showing the last known orders.')).toBeVisible();
  await expect(syncStatus(page)).toHaveText('Offline · 3 waiting to sync');
  await menuLink(page, 'Delivered');
  for (const title of titles) {
    await expect(
      deliveredList(page).getByRole('link', { name: new RegExp(`^${title}\\b.*Waiting to sync`) }),
    ).toBeVisible();
  }
  expect(
    (
      await demoBackendState(
        page,
        chosen.map((c) => c.id),
      )
    ).applied,
  ).toEqual([]);

  // Online again: all three are sent and confirmed by the feed; the marks and count clear.
  await context.setOffline(false);
  await expect(syncStatus(page)).toHaveText('', { timeout: 20_000 });
  await expect(deliveredList(page).getByText('Waiting to sync')).toHaveCount(0);
  await expect(deliveredList(page).getByRole('listitem')).toHaveCount(7);
  const shown = await deliveredList(page).locator('.order-row__title').allTextContents();
  expect(new Set(shown).size).toBe(shown.length);
  for (const title of titles) expect(shown).toContain(title);
  await menuLink(page, 'Order');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(5);
  await snap(page, testInfo, 'outbox-synced');

  // The backend applied each change exactly once (one updateId per order), none lost.
  const after = await demoBackendState(
    page,
    chosen.map((c) => c.id),
  );
  expect(after.applied).toHaveLength(3);
  expect(new Set(after.applied.map((a) => a.updateId)).size).toBe(3);
  expect(new Set(after.applied.map((a) => a.receiptId))).toEqual(new Set(chosen.map((c) => c.id)));
  for (const { id } of chosen) expect(after.statuses[id]).toBe('Delivered');
});

test('signing out with a change not sent asks first, and keeps it for that user', async ({
  page,
  context,
}) => {
  await signIn(page, 'dispatcher@demo.test');
  const row = openOrdersList(page).getByRole('link').first();
  const title = (await row.locator('.order-row__title').textContent()) ?? '';
  await context.setOffline(true);
  await row.click();
  await markDelivered(page);
  await expect(syncStatus(page)).toHaveText('Offline · 1 waiting to sync');

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out with changes not sent?' });
  await expect(dialog).toContainText('1 status change has not reached the server yet');
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toHaveCount(0);

  // Still signed in, the menu still open: ask again and sign out, keeping the change.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await dialog.getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL(/\/login/);

  // Back online and signed in again as the same user: the kept change goes out.
  await context.setOffline(false);
  await signIn(page, 'dispatcher@demo.test');
  await expect(syncStatus(page)).toHaveText('', { timeout: 20_000 });
  await menuLink(page, 'Delivered');
  await expect(
    deliveredList(page).getByRole('link', { name: new RegExp(`^${title}\\b`) }),
  ).toBeVisible();
});
