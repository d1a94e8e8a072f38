import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './screenChecks';
import { DEMO_PASSWORD, writeDemoStore } from './support';

// The back office's desk in the journeys (docs/desk.md): its demo manager, its sign-in and the
// board's pieces, by the names the desk shows them with.

export const MANAGER = 'manager@demo.test';
export const DESK_SIZE = { width: 1280, height: 800 };
/** The demo's drivers' uids by name (src/demo/server/accounts.ts's DEMO_UIDS). */
export const DEMO_DRIVER_UIDS = {
  'Ana Ribeiro': 'demo-dispatcher',
  'Tiago Costa': 'demo-courier',
} as const;

/** Signs in to the desk (its own form, at /desk). */
export async function signInToDesk(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/desk')) await page.goto('/desk');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The desk signed in as the demo manager, once its board is drawn. */
export async function deskAsManager(page: Page) {
  await signInToDesk(page, MANAGER);
  await expect(page.getByRole('heading', { name: 'Desk', exact: true })).toBeVisible();
  await expect(unassigned(page).getByRole('article').first()).toBeVisible();
}

/** The desk in European Portuguese (the saved language, as the header's choice saves it),
 * signed in as the demo manager. */
export async function deskAsManagerInPortuguese(page: Page) {
  await page.goto('/desk');
  await page.evaluate(() => localStorage.setItem('dispatch.language', 'pt-PT'));
  await page.reload();
  await page.getByLabel('Email').fill(MANAGER);
  await page.getByLabel('Palavra-passe').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export const unassigned = (page: Page) => page.getByRole('region', { name: 'Unassigned' });
export const driverRegion = (page: Page, name: string) => page.getByRole('region', { name });

/** The order numbers ("#1042") of a region's cards, top to bottom. */
export function cardNumbers(region: Locator): Promise<string[]> {
  return region.getByRole('heading', { level: 3 }).allTextContents();
}

/** The first unassigned order's number, without its "#". */
export async function firstUnassignedNumber(page: Page): Promise<string> {
  const [first] = await cardNumbers(unassigned(page));
  if (first === undefined) throw new Error('no unassigned order on the board');
  return first.replace(/^#/, '');
}

/**
 * A menu's item for `target` ("Tiago Costa", "Unassigned"): the name alone, or with what
 * auto-dispatch says it would cost ("Tiago Costa — +7 min, on time Suggested").
 */
export function menuItem(page: Page, target: string): Locator {
  const name = target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('menu').getByRole('menuitem', { name: new RegExp(`^${name}(?: — .*)?$`) });
}

/** "Assign #n" → the menu's `target` ("Tiago Costa", "Unassigned"). */
export async function assignByMenu(page: Page, number: string, target: string) {
  await page.getByRole('button', { name: `Assign #${number}`, exact: true }).click();
  await menuItem(page, target).click();
}

/** A card by its number, wherever it is. */
export const card = (scope: Page | Locator, number: string) =>
  scope.getByRole('article', { name: `#${number}`, exact: true });

/**
 * Changes the demo backend's shift records in the page's database and tells the desk's change
 * bus, as the demo's backend does: `null` clears every record (every driver off shift); else the
 * fields are set on one driver's record (made if they have none).
 */
export async function editDemoShifts(
  page: Page,
  edit: { uid: string; set: Record<string, unknown> } | null,
) {
  await writeDemoStore(page, [
    edit === null
      ? { store: 'driverShifts', clear: true }
      : { store: 'driverShifts', key: edit.uid, set: edit.set },
  ]);
}

/**
 * Settings → Auto-dispatch, from the defaults (off, at most 10 orders per driver): with `on`,
 * ticks "Auto-assign new orders", saves, and checks the screen with axe.
 */
export async function setAutoAssignNewOrders(page: Page, on: boolean) {
  await page.getByRole('button', { name: 'Settings' }).click();
  const section = page.getByRole('region', { name: 'Auto-dispatch' });
  const box = section.getByRole('checkbox', { name: 'Auto-assign new orders' });
  await expect(box).not.toBeChecked();
  await expect(
    section.getByRole('spinbutton', { name: 'At most n orders per driver' }),
  ).toHaveValue('10');
  if (!on) return;
  await box.check();
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByText('Saved.')).toBeVisible();
  await expectNoAxeViolations(page);
}

/** The region of Tiago Costa or Rui Lopes (on shift in the demo's day) holding `card`. */
export const onShiftRegionWith = (page: Page, card: Locator) =>
  page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { name: /^(Tiago Costa|Rui Lopes)/ }) })
    .filter({ has: card });
