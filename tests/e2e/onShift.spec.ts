import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './screenChecks';
import {
  editDemoBackOfficeUser,
  markDelivered,
  menuLink,
  openOrdersList,
  readDatabase,
  signIn,
  snap,
} from './support';

// The driver's "On shift" (docs/on-shift.md), the one sharing line (docs/tracking.md) and a
// deactivated driver's phone, on the production build in demo mode at 360 × 740. What the back
// office sees is checked in its data — the demo backend's `driverShifts` (IndexedDB
// `dispatch-demo`), which the desk's teamPositions feed reads — not through the desk's screens.

test.use({ viewport: { width: 360, height: 740 } });

const DRIVER_UID = 'demo-dispatcher';
const START = { latitude: 38.74, longitude: -9.15 };
const OFFICE_SEES = 'The back office sees your position while you are on shift';
const LINE_MAX_PX = 64;

interface StoredShift {
  uid: string;
  data?: { onShift?: boolean; position?: { lat: number; lng: number } | null; run?: string[] };
  onShift?: boolean;
  position?: { lat: number; lng: number } | null;
  run?: string[] | null;
}

/** The demo backend's shift record of the driver (null before the first call). */
async function storedShift(page: Page) {
  const rows = await readDatabase(page, 'dispatch-demo', ['driverShifts']);
  const row = (rows?.driverShifts as StoredShift[] | undefined)?.find((r) => r.uid === DRIVER_UID);
  if (row === undefined) return null;
  const fields = row.data ?? row;
  return {
    onShift: fields.onShift === true,
    position: fields.position ?? null,
    run: fields.run ?? null,
  };
}

async function openMenu(page: Page, names = { toggle: 'Menu', menu: 'Main menu' }) {
  await page.getByRole('button', { name: names.toggle, exact: true }).click();
  return page.getByRole('navigation', { name: names.menu });
}

/** The sharing line: at most 64 px high, over neither the first order row nor any button. */
async function expectLineClear(page: Page) {
  const line = page.locator('.tracking-share[role="status"]');
  await expect(line).toBeVisible();
  const found = await line.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const over = (other: Element) => {
      const b = other.getBoundingClientRect();
      if (b.width < 1 || b.height < 1) return false;
      return !(
        b.right <= box.left + 0.5 ||
        box.right <= b.left + 0.5 ||
        b.bottom <= box.top + 0.5 ||
        box.bottom <= b.top + 0.5
      );
    };
    const firstRow = document.querySelector('[aria-label="Open orders"] li');
    const buttons = [...document.querySelectorAll('button, [role="button"], [role="switch"]')]
      .filter((button) => !element.contains(button))
      .filter((button) => button.checkVisibility({ visibilityProperty: true }))
      .filter(over)
      .map((button) => button.textContent?.trim() || button.getAttribute('aria-label'));
    return {
      height: box.height,
      overFirstRow: firstRow !== null && over(firstRow),
      buttons,
    };
  });
  expect(found.height).toBeLessThanOrEqual(LINE_MAX_PX);
  expect(found.overFirstRow).toBe(false);
  expect(found.buttons).toEqual([]);
}

/** The phone's location allowed, at START. */
async function locationAllowed(context: BrowserContext) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(START);
}

test('on shift: the switch, the prompt, the line, and the position reaches the back office', async ({
  page,
  context,
}, testInfo) => {
  await locationAllowed(context);
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);

  // Off shift with orders: the list says so, with Start shift at hand. Nothing is shared.
  await expect(page.getByText('You have orders but are off shift.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start shift' })).toBeVisible();
  await expect(page.getByText(OFFICE_SEES)).toHaveCount(0);
  await expectNoAxeViolations(page);

  const menu = await openMenu(page);
  const onShift = menu.getByRole('switch', { name: 'On shift' });
  await expect(onShift).toHaveAttribute('aria-checked', 'false');
  await onShift.click();
  await expect(onShift).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'on-shift-menu');
  await page.keyboard.press('Escape');
  // Closed: the menu slides away for 0.2 s (shell.css), off the screen's edge meanwhile.
  await expect(menu).toBeHidden();

  await expect(page.getByText(OFFICE_SEES)).toBeVisible();
  await expect(page.getByText('You have orders but are off shift.')).toHaveCount(0);
  // The back office has the shift and the driver's position (the desk's teamPositions feed).
  await expect
    .poll(() => storedShift(page), { timeout: 20_000 })
    .toMatchObject({ onShift: true, position: { lat: START.latitude, lng: START.longitude } });
  // With it, the driver's stop order: their open orders, in their Route's order.
  expect((await storedShift(page))?.run?.length).toBeGreaterThan(0);
  await expectLineClear(page);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'on-shift-line');

  // A reload carries on: still on shift, still sharing.
  await page.reload();
  await expect(page.getByText(OFFICE_SEES)).toBeVisible();
  // React has taken over the first frame (drawn from the last session): its buttons work.
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');

  // Off: at once on the phone, and the back office forgets the position. (With an order On the
  // Way the line's control is Stop sharing, for the customers: the shift ends at the switch.)
  const again = await openMenu(page);
  await again.getByRole('switch', { name: 'On shift' }).click();
  await expect(again.getByRole('switch', { name: 'On shift' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
  await expect(page.getByText(OFFICE_SEES)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start shift' })).toBeVisible();
  await expect.poll(() => storedShift(page)).toMatchObject({ onShift: false, position: null });
});

test('the line for the customer and the shift together: one line, clear of the list', async ({
  page,
  context,
}, testInfo) => {
  await locationAllowed(context);
  await signIn(page, 'dispatcher@demo.test');
  await page.getByRole('button', { name: 'Start shift' }).click();
  await expect(page.getByText(OFFICE_SEES)).toBeVisible();

  await openOrdersList(page).getByRole('link').first().click();
  const heading = page.getByRole('heading', { level: 1, name: /^Order #/ });
  const number = ((await heading.textContent()) ?? '').replace('Order #', '').trim();
  await page.getByRole('button', { name: 'On the Way', exact: true }).click();
  const sharing = page.getByText(
    new RegExp(`^Sharing your location with the customer of (#\\d+, )*#${number}(, #\\d+)*$`),
  );
  await expect(sharing).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop sharing' })).toBeVisible();

  await menuLink(page, 'Order');
  await expect(openOrdersList(page).getByRole('listitem').first()).toBeVisible();
  // The drawer has closed (it slides away for 0.2 s).
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(sharing).toBeVisible();
  await expect(page.getByText(OFFICE_SEES)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectLineClear(page);
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'sharing-line-both');

  // Stop sharing stops the customers' share; the shift's goes on, in the same line.
  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(sharing).toHaveCount(0);
  await expect(page.getByText(OFFICE_SEES)).toBeVisible();
  await expectLineClear(page);
});

test('in Portuguese: the switch, the prompt and the line', async ({ page, context }) => {
  await locationAllowed(context);
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('dispatch.language', 'pt-PT'));
  await page.reload();
  await page.getByLabel('Email').fill('dispatcher@demo.test');
  await page.getByLabel('Palavra-passe').fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Tem encomendas, mas está fora de serviço.')).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar serviço' }).click();
  await expect(
    page.getByText('O escritório vê a sua posição enquanto está em serviço'),
  ).toBeVisible();
  await expectLineClear(page);
  await expectNoAxeViolations(page);
  const menu = await openMenu(page, { toggle: 'Menu', menu: 'Menu principal' });
  await expect(menu.getByRole('switch', { name: 'Em serviço' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

/** The back office deactivates the driver, as its desk does: the record says so, announced. */
function deactivateDriver(page: Page) {
  return editDemoBackOfficeUser(page, DRIVER_UID, { active: false });
}

test('a deactivated driver: Access Denied, and the changes not sent are kept on the phone', async ({
  page,
  context,
}, testInfo) => {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
  const titles = await openOrdersList(page).locator('.order-row__title').allTextContents();
  await context.setOffline(true);
  for (const title of titles.slice(0, 3)) {
    await menuLink(page, 'Order');
    await openOrdersList(page)
      .getByRole('link', { name: new RegExp(`^${title}\\b`) })
      .click();
    await markDelivered(page);
    await expect(page.getByRole('button', { name: 'Delivered', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await expect(page.getByRole('status', { name: 'Sync status' })).toHaveText(
    'Offline · 3 waiting to sync',
  );

  await deactivateDriver(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Access Denied');
  await expect(alert).toContainText('3 changes not sent are kept on this phone');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'deactivated-changes-kept');

  // Kept, not dropped: the three changes are still in the phone's outbox, unsent.
  const outbox = await readDatabase(page, 'dispatch-outbox', ['deliveryUpdates']);
  const entries = (outbox?.deliveryUpdates ?? []) as { uid: string; state: string }[];
  expect(
    entries.filter((entry) => entry.uid === DRIVER_UID && entry.state !== 'sent'),
  ).toHaveLength(3);
});
