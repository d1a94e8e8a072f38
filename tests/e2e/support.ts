import { expect, type Page, type TestInfo } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A phone-size screenshot kept with the test's output (test-results/), never in git. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

export function openOrdersList(page: Page) {
  return page.getByRole('list', { name: 'Open orders' });
}

export function deliveredList(page: Page) {
  return page.getByRole('list', { name: 'Delivered' });
}

export async function menuLink(page: Page, name: 'Order' | 'Delivered' | 'Today') {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // On phones the menu is a drawer: open it with the toggle (hidden on wide screens).
  const toggle = page.getByRole('button', { name: 'Menu' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
  }
  await menu.getByRole('link', { name: new RegExp(`^${name}`) }).click();
}

/** The order numbers shown in a list, top to bottom. */
export async function orderTitles(page: Page, listName: 'Open orders' | 'Delivered') {
  const list = page.getByRole('list', { name: listName });
  await expect(list).toBeVisible();
  return list.locator('.order-row__title').allTextContents();
}
