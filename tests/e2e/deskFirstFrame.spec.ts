import { expect, test, type Page } from '@playwright/test';
import {
  DESK_SIZE,
  deskAsManager,
  firstUnassignedNumber,
  menuItem,
  unassigned,
  card,
} from './deskSupport';

// The desk's board in the first frame (docs/desk.md#the-board-in-the-first-frame): the board the
// manager last saw on this computer is on screen before the desk's scripts have run, a click on
// it is held until the desk's own board takes over, and it leaves with the session.

test.use({ viewport: DESK_SIZE });

const KEPT_KEY = 'dispatch.desk.firstFrame';
const kept = (page: Page) => page.locator('#desk-first-frame');

/** Holds the desk's scripts back until the returned function is called. */
async function holdDeskScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/desk-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function boardKept(page: Page) {
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, KEPT_KEY))
    .toBe(true);
}

test('the last board is on screen before the desk’s scripts run; a click on it is held, then made', async ({
  page,
}) => {
  await deskAsManager(page);
  const number = await firstUnassignedNumber(page);
  await boardKept(page);

  const release = await holdDeskScripts(page);
  // Not "domcontentloaded": that waits for the desk's module scripts, which are held.
  await page.reload({ waitUntil: 'commit' });
  // Only desk-boot.js has run: the kept board shows, the desk's own (#root) is not drawn yet.
  await expect(kept(page).getByText(`#${number}`, { exact: true })).toBeVisible();
  await expect(kept(page).getByText('Desk', { exact: true })).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.getByText('Sign out', { exact: true })).toHaveCount(1);
  // A picture until the desk takes over: not offered to assistive technology meanwhile.
  await expect(unassigned(page)).toHaveCount(0);

  await kept(page).getByText(`Assign #${number}`, { exact: true }).click();
  await expect(kept(page).locator('[data-held-tap]')).toHaveCount(1);
  // Until the desk takes over, the page never holds its words twice (a search by text finds
  // one): the most "Sign out" buttons the page ever held, counted on every change.
  await page.evaluate(() => {
    const count = () =>
      [...document.querySelectorAll('button')].filter((b) => b.textContent === 'Sign out').length;
    const seen = window as unknown as { mostSignOuts: number };
    seen.mostSignOuts = count();
    new MutationObserver(() => {
      seen.mostSignOuts = Math.max(seen.mostSignOuts, count());
    }).observe(document, { childList: true, subtree: true });
  });
  release();

  // The desk's own board takes over and the held click opens its menu.
  await expect(kept(page)).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { mostSignOuts: number }).mostSignOuts),
  ).toBe(1);
  // Rui is on shift in the demo: his item may say what he would cost (auto-dispatch).
  await expect(menuItem(page, 'Rui Lopes')).toBeVisible();
  await menuItem(page, 'Rui Lopes').click();
  await expect(
    card(page.getByRole('region', { name: 'Rui Lopes', exact: true }), number),
  ).toBeVisible();
});

test('signing out forgets the kept board: the next start shows the sign-in form', async ({
  page,
}) => {
  await deskAsManager(page);
  await boardKept(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_KEY)).toBeNull();

  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(kept(page)).toHaveCount(0);
  await expect(page.getByLabel('Email')).toBeVisible();
});
