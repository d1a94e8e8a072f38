import { expect, test, type Page } from '@playwright/test';
import { deskAsManager, DEMO_DRIVER_UIDS, DESK_SIZE, editDemoShifts } from './deskSupport';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './screenChecks';
import { signIn, snap } from './support';

// The desk's "Map" (docs/map.md#the-desks-map), drawn by the desk (the build has no Google
// key): a driver on shift with a position shows as "Ana Ribeiro, last seen … min ago", and the
// manager assigns an unassigned stop from the map with the board's menu. axe clean in light and
// dark, European Portuguese, and hostile texts at 360 px.

test.use({ viewport: DESK_SIZE });

/**
 * On shift at `at`, as the demo's backend stores it for the driver's phone (POST /driver/shift,
 * then POST /driver/position: backend/core/driverShift.ts over the demo's IndexedDB, announced
 * on its change bus): a shortcut for the screen checks below. The first journey goes through
 * the driver app's own "On shift" switch instead.
 */
async function shareDriverPosition(
  page: Page,
  name: keyof typeof DEMO_DRIVER_UIDS,
  at: { lat: number; lng: number },
) {
  const now = Date.now();
  await editDemoShifts(page, {
    uid: DEMO_DRIVER_UIDS[name],
    set: {
      onShift: true,
      shiftStartedAt: now - 30 * 60_000,
      lastSeenAt: now,
      position: { ...at, accuracy: 12, at: now, storedAt: now },
      updatedAt: now,
      expireAt: now + 12 * 60 * 60_000,
    },
  });
}

async function openMap(page: Page) {
  await page.getByRole('navigation').getByRole('button', { name: 'Map' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Map' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Drivers and stops' })).toBeVisible();
}

const LISBON = { lat: 38.7105, lng: -9.1368 };

test('a driver on shift shows on the Map, and the manager assigns a stop from it', async ({
  page,
  context,
}, testInfo) => {
  await deskAsManager(page);
  await openMap(page);
  await expect(page.getByRole('button', { name: /^Ana Ribeiro, last seen/ })).toHaveCount(0);

  // Ana's phone, in another tab of the same demo: location allowed, she goes on shift.
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: LISBON.lat, longitude: LISBON.lng });
  const phone = await context.newPage();
  await phone.goto('/login');
  await signIn(phone, 'dispatcher@demo.test');
  // At this width the side menu is open beside the list; a phone opens it with "Menu".
  const toggle = phone.getByRole('button', { name: 'Menu', exact: true });
  if (await toggle.isVisible()) await toggle.click();
  const onShift = phone
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('switch', { name: 'On shift' });
  await onShift.click();
  await expect(onShift).toHaveAttribute('aria-checked', 'true');
  await expect(
    phone.getByText('The back office sees your position while you are on shift'),
  ).toBeVisible();

  const ana = page.getByRole('button', { name: /^Ana Ribeiro, last seen \d+ min ago$/ });
  await expect(ana).toBeVisible();
  const shift = page.getByRole('region', { name: 'On shift' });
  await expect(shift.getByText('Ana Ribeiro')).toBeVisible();
  // The phone stays open, on shift: the Drivers list says the same.
  await page.getByRole('navigation').getByRole('button', { name: 'Drivers' }).click();
  const anaRow = page.getByRole('article', { name: 'Ana Ribeiro' });
  await expect(anaRow.getByText('On shift', { exact: true })).toBeVisible();
  await expect(anaRow.getByText(/^last seen \d+ min ago$/)).toBeVisible();
  await openMap(page);

  const stop = page.getByRole('button', { name: /^#\d+, .+, unassigned$/ }).first();
  const name = (await stop.getAttribute('aria-label')) ?? '';
  const number = /^#(\d+),/.exec(name)?.[1];
  if (number === undefined) throw new Error(`no order number in "${name}"`);
  await stop.click();
  const chosen = page.getByRole('region', { name: 'Chosen stop' });
  await expect(chosen).toContainText(`#${number}`);
  await chosen.getByRole('button', { name: `Assign #${number}`, exact: true }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Ana Ribeiro', exact: true }).click();

  await expect(page.getByText(`#${number} assigned to Ana Ribeiro.`)).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`^#${number}, .+, Ana Ribeiro, stop \\d+$`) }),
  ).toBeVisible();
  await expect(chosen).toContainText('Ana Ribeiro, stop');
  await snap(page, testInfo, 'desk-map');

  // The board says the same.
  await page.getByRole('navigation').getByRole('button', { name: 'Board' }).click();
  await expect(
    page.getByRole('region', { name: 'Ana Ribeiro' }).getByRole('heading', { name: `#${number}` }),
  ).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Map passes axe (WCAG 2.2 AA and best practices) in ${theme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await deskAsManager(page);
    await shareDriverPosition(page, 'Tiago Costa', LISBON);
    await openMap(page);
    await expect(page.getByRole('button', { name: /^Tiago Costa, last seen/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('button', { name: /, unassigned$/ })
      .first()
      .click();
    await page
      .getByRole('region', { name: 'Chosen stop' })
      .getByRole('button', { name: /^Assign #/ })
      .click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the Map in European Portuguese', async ({ page }) => {
  await deskAsManager(page);
  await shareDriverPosition(page, 'Ana Ribeiro', LISBON);
  await page.getByLabel('Language').selectOption('pt-PT');
  await page.getByRole('navigation').getByRole('button', { name: 'Mapa' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ana Ribeiro, visto há \d+ min$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /, por atribuir$/ }).first()).toBeVisible();
});

const LONG = 'Rua Doutor António José de Almeida Garrett Montenegro Vasconcelos '.repeat(4).trim();
const WORD = 'Supercalifragilisticexpialidocious'.repeat(4);

for (const width of [1280, 360]) {
  test(`at ${width} px, long texts break lines on the Map, never the layout`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await deskAsManager(page);
    // An order without a map position, with a hostile address: it goes to "No map position".
    await page.getByRole('navigation').getByRole('button', { name: 'New order' }).click();
    // As long as the order form allows (DRAFT_LIMITS: a name of 120, an address of 300).
    await page.getByLabel('Customer name').fill(WORD.slice(0, 120));
    await page.getByLabel('Address').fill(`${WORD} ${LONG}`.slice(0, 300));
    await page.getByLabel('Item', { exact: true }).fill('Sopa');
    await page.getByLabel('Quantity').fill('1');
    await page.getByLabel('Unit price').fill('3');
    await page.getByRole('radio', { name: 'Cash' }).check();
    await page.getByRole('button', { name: 'Create order' }).click();
    await expect(page.getByText(/^Order #\S+ created/)).toBeVisible();
    await shareDriverPosition(page, 'Ana Ribeiro', LISBON);
    await openMap(page);
    const unplaced = page.getByRole('region', { name: 'No map position' });
    await expect(unplaced).toContainText(WORD);
    await expect(unplaced.getByRole('button', { name: /^Assign #/ }).first()).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
}
