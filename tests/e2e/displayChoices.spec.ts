import { expect, test } from '@playwright/test';
import { signedInAs } from './support';

// Issue 16, Display: the Theme and Text size choices at 360 × 740: the menu's controls apply at
// once and are remembered, System follows the phone (also when it switches while the app is
// open), and a saved value the app does not know falls back to System and Standard.

test.use({ viewport: { width: 360, height: 740 } });

test('Theme and Text size in the menu apply at once and are remembered', async ({ page }) => {
  await signedInAs(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Theme').selectOption({ label: 'Dark' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2b0707');
  await page.getByLabel('Text size').selectOption({ label: 'Extra large' });
  await expect(html).toHaveAttribute('data-text-size', 'extra-large');
  const rootFontSize = () => html.evaluate((root) => getComputedStyle(root).fontSize);
  expect(await rootFontSize()).toBe('20.8px');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await rootFontSize()).toBe('20.8px');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByLabel('Theme')).toHaveValue('dark');
  await expect(page.getByLabel('Text size')).toHaveValue('extra-large');

  await page.getByLabel('Theme').selectOption({ label: 'Light' });
  await page.getByLabel('Text size').selectOption({ label: 'Standard' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#470b0b');
  expect(await rootFontSize()).toBe('16px');
});

test('System follows the phone, also when it switches while the app is open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');

  // An explicit choice wins over the phone.
  await page.evaluate(() => localStorage.setItem('dispatch.theme', 'light'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('a saved value the app does not know falls back to System and Standard', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('dispatch.theme', 'purple');
    localStorage.setItem('dispatch.textSize', 'huge');
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'standard');
});
