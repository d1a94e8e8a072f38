import { expect, test, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './pwa-support/pwaBrowser';
import { openOrdersList, signIn } from './support';

// Issue 35: the list in the first frame (docs/pwa.md#the-list-in-the-first-frame), on the
// production build in demo mode at 360 × 740. After one visit, a reload paints the remembered
// first screen before any module has run, and React hydrates that same DOM: the rows are the
// nodes the first paint drew, nothing moves, and a tap before React owns it is not lost.

test.use({ viewport: { width: 360, height: 740 } });

/** Signs in and waits until the app has kept the first frame for the next start. */
async function visitOnce(page: Page) {
  await page.goto('/login');
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem').first()).toBeVisible();
  await page.waitForFunction(() => localStorage.getItem('dispatch.firstFrame') !== null, null, {
    timeout: 20_000,
  });
}

/**
 * Watches the next page load from its very start: when #root received the first frame, the
 * row nodes then, every layout shift, and React's console word when it drew afresh.
 */
async function watchNextStart(page: Page) {
  await page.addInitScript(() => {
    const seen = {
      placedAt: -1,
      rows: [] as Element[],
      shifts: 0,
    };
    Object.assign(window, { firstFrameSeen: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.shifts += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
    const observer = new MutationObserver(() => {
      const root = document.getElementById('root');
      if (root?.getAttribute('data-first-screen') !== 'orders') return;
      observer.disconnect();
      seen.placedAt = performance.now();
      seen.rows = [...root.querySelectorAll('ul[aria-label="Open orders"] > li')];
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
  });
}

test('after a reload with the network off, the first paint holds the rows, and React keeps them', async ({
  page,
  context,
}) => {
  const drawnAfresh: string[] = [];
  page.on('console', (message) => {
    if (/drawn afresh|hydrat/i.test(message.text())) drawnAfresh.push(message.text());
  });
  await visitOnce(page);
  const firstTitle = await openOrdersList(page).locator('.order-row__title').first().innerText();
  await waitForServiceWorkerControl(page);
  await watchNextStart(page);

  await context.setOffline(true);
  await page.reload();
  const list = openOrdersList(page);
  await expect(list.getByRole('listitem').first()).toBeVisible();
  // React has taken over: boot.js's mark is gone, and the rest of the list is drawn.
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');

  const seen = await page.evaluate(() => {
    const { placedAt, rows, shifts } = (
      window as unknown as {
        firstFrameSeen: { placedAt: number; rows: Element[]; shifts: number };
      }
    ).firstFrameSeen;
    const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? -1;
    const now = [...document.querySelectorAll('ul[aria-label="Open orders"] > li')];
    return {
      placedAt,
      paint,
      rowsAtFirstPaint: rows.length,
      firstRowText: rows[0]?.querySelector('.order-row__title')?.textContent ?? null,
      // The same nodes: React hydrated them instead of drawing new ones.
      kept: rows.filter((row, index) => row.isConnected && now[index] === row).length,
      shifts,
    };
  });
  expect(seen.placedAt).toBeGreaterThanOrEqual(0);
  expect(seen.paint).toBeGreaterThan(0);
  // The rows were in the DOM before the browser's first paint.
  expect(seen.placedAt).toBeLessThan(seen.paint);
  expect(seen.rowsAtFirstPaint).toBeGreaterThan(0);
  expect(seen.firstRowText).toBe(firstTitle);
  expect(seen.kept).toBe(seen.rowsAtFirstPaint);
  expect(seen.shifts).toBe(0);
  expect(drawnAfresh).toEqual([]);
  await expect(list.getByText(firstTitle, { exact: true })).toBeVisible();
});

test('a tap on a row before the app has taken over is held, then opens the order', async ({
  browser,
}) => {
  // No service worker: the page's own requests can be held, as a slow phone would leave them.
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  try {
    await visitOnce(page);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('#root')).toHaveAttribute('data-first-screen', 'orders');
    const row = openOrdersList(page).getByRole('link').first();
    const title = (await row.locator('.order-row__title').innerText()).trim();
    await row.click();
    // Held, and seen to be: the row dims, and the browser has not left the list.
    await expect(row).toHaveAttribute('data-held-tap', '');
    await expect(page).toHaveURL(/\/order$/);

    release();
    await expect(page).toHaveURL(/\/order-detail\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('signing out forgets the first frame', async ({ page }) => {
  await visitOnce(page);
  const toggle = page.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('dispatch.firstFrame'))).toBeNull();
});
