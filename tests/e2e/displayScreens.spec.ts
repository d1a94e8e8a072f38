import { expect, test, type Page } from '@playwright/test';
import { checkScreen, chooseLook, lookName, LOOKS } from './screenChecks';
import { firstOpenOrderPath, signedInAs } from './support';

// Issue 16, Display: every main screen at 360 × 740 (login, the order list, Delivered, Today, not
// found, an order's page, the open side menu), light and dark, Standard and Extra large: no
// sideways scrolling, no axe-core violation (WCAG 2.2 A and AA and best practices, colour
// contrast included), one main, every visible control at least 48 × 48 CSS px. The screenshots
// land in the test output. One test per screen and look: each stays short on a busy machine,
// and the two workers share them.

test.use({ viewport: { width: 360, height: 740 } });

for (const look of LOOKS) {
  test(`login, ${lookName(look)}`, async ({ page }, testInfo) => {
    await page.goto('/login');
    await chooseLook(page, look);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await checkScreen(page, 'login', look, testInfo);
  });
}

const SIGNED_IN_SCREENS = [
  {
    name: 'order-list',
    path: '/order',
    ready: (page: Page) => page.getByRole('list', { name: 'Open orders' }).getByRole('listitem'),
  },
  {
    name: 'delivered',
    path: '/delivered',
    ready: (page: Page) => page.getByRole('list', { name: 'Delivered' }).getByRole('listitem'),
  },
  {
    name: 'today',
    path: '/today',
    ready: (page: Page) => page.getByRole('progressbar'),
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    ready: (page: Page) => page.getByRole('heading', { name: 'Page not found' }),
  },
] as const;

for (const screen of SIGNED_IN_SCREENS) {
  for (const look of LOOKS) {
    test(`${screen.name}, ${lookName(look)}`, async ({ page }, testInfo) => {
      await signedInAs(page);
      await chooseLook(page, look);
      await page.goto(screen.path);
      await expect(screen.ready(page).first()).toBeVisible();
      await checkScreen(page, screen.name, look, testInfo);
    });
  }
}

for (const look of LOOKS) {
  test(`order detail, ${lookName(look)}, with every status button on screen`, async ({
    page,
  }, testInfo) => {
    await signedInAs(page);
    const detailPath = await firstOpenOrderPath(page);
    expect(detailPath).toMatch(/^\/order-detail\?id=/);
    await chooseLook(page, look);
    await page.goto(detailPath ?? '');
    const statusButtons = page.locator('.status-choice');
    await expect(statusButtons.first()).toBeVisible();
    for (const button of await statusButtons.all()) {
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360, 'within the screen width').toBe(true);
    }
    await checkScreen(page, 'order-detail', look, testInfo);
  });

  test(`the side menu, open, ${lookName(look)}`, async ({ page }, testInfo) => {
    await signedInAs(page);
    await chooseLook(page, look);
    await page.goto('/order');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByLabel('Theme')).toBeVisible();
    // The drawer slides in: check it once it has arrived.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await checkScreen(page, 'menu', look, testInfo);
  });
}
