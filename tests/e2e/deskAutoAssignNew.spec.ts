import { expect, test, type Page } from '@playwright/test';
import {
  deskAsManager,
  DESK_SIZE,
  editDemoShifts,
  onShiftRegionWith,
  setAutoAssignNewOrders,
  unassigned,
} from './deskSupport';
import { expectNoAxeViolations } from './screenChecks';

// "Auto-assign new orders" (docs/auto-dispatch.md#auto-assign-new-orders) over the demo's day,
// where Tiago Costa and Rui Lopes are on shift with a position: with the switch on in Settings,
// an order that arrives with a map position lands with one of them, "Assigned by Auto-dispatch";
// so does one typed on New order on one of the demo's streets (its stand-in for Places, without
// a Maps key: docs/desk.md, "New order"); one typed on no street the demo knows, any order with
// the switch off, or with nobody on shift, waits in Unassigned. Axe clean on Settings and on the
// board with the line. The imported order gives its position as Latitude and Longitude.

test.use({ viewport: DESK_SIZE });

const ADDRESS = 'Rua Augusta 100, Lisboa';
/** Typed on New order: on one of the demo's streets (src/demo/server/places.ts). */
const TYPED_ADDRESS = 'Rua dos Fanqueiros 40, Lisboa';
const OFF_THE_MAP =
  "Not on the demo's map: the order is created with its address only. The demo knows the streets of its own day, such as Rua da Prata.";
const FILE = [
  'Reference;Customer name;Address;Items;Total;Payment;Latitude;Longitude',
  `AUTO-1;Clara Reis;${ADDRESS};1 x Bifana;"6,00";Cash;38.7108;-9.1372`,
  '',
].join('\r\n');

async function importOrderWithPosition(page: Page) {
  await page.getByRole('button', { name: 'Import orders' }).click();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${FILE}`, 'utf8'),
  });
  await page.getByRole('button', { name: /^Import 1 order/ }).click();
  await expect(page.getByText('Created: 1')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Board' }).click();
}

const placed = (page: Page) => page.getByRole('article').filter({ hasText: ADDRESS });

/** Types an order on New order and creates it, Unassigned; `help`: the Address field's line. */
async function typeOrder(page: Page, customer: string, address: string, help: string) {
  await page.getByRole('button', { name: 'New order' }).click();
  await page.getByLabel('Customer name').fill(customer);
  await page.getByLabel('Address').fill(address);
  await expect(page.getByLabel('Address')).toHaveAccessibleDescription(help);
  await page
    .getByRole('listitem', { name: 'Item 1' })
    .getByLabel('Item', { exact: true })
    .fill('Caldo verde');
  await page.getByRole('listitem', { name: 'Item 1' }).getByLabel('Unit price').fill('4');
  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByText(/^Order #\S+ created/)).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Board' }).click();
}

test('with the switch on, an arriving order lands with a driver on shift, said on its card', async ({
  page,
}) => {
  await deskAsManager(page);
  await setAutoAssignNewOrders(page, true);

  await importOrderWithPosition(page);
  const landed = placed(page);
  await expect(landed).toBeVisible({ timeout: 10_000 });
  await expect(landed.getByText('Assigned by Auto-dispatch')).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(onShiftRegionWith(page, landed)).toHaveCount(1);
  await expect(unassigned(page).getByText(ADDRESS)).toHaveCount(0);

  // Typed on no street the demo knows: no map position, nothing to measure, so it waits.
  await typeOrder(page, 'Duarte Neves', 'Travessa do Fala-Só 3, Lisboa', OFF_THE_MAP);
  const typed = unassigned(page).getByRole('article').filter({ hasText: 'Travessa do Fala-Só 3' });
  await expect(typed).toBeVisible({ timeout: 10_000 });
  await expect(typed.getByText('Assigned by Auto-dispatch')).toHaveCount(0);
});

test('with the switch on, an order typed on a demo street lands with a driver on shift', async ({
  page,
}) => {
  await deskAsManager(page);
  await setAutoAssignNewOrders(page, true);

  // The demo's stand-in for Places: the street's map position as the address is typed.
  await typeOrder(
    page,
    'Clara Reis',
    TYPED_ADDRESS,
    "On the map at Rua dos Fanqueiros (the demo's streets).",
  );
  const landed = page.getByRole('article').filter({ hasText: TYPED_ADDRESS });
  await expect(landed).toBeVisible({ timeout: 10_000 });
  await expect(landed.getByText('Assigned by Auto-dispatch')).toBeVisible();
  await expect(onShiftRegionWith(page, landed)).toHaveCount(1);
  await expect(unassigned(page).getByText(TYPED_ADDRESS)).toHaveCount(0);
});

test('with the switch off (the default), an arriving order waits in Unassigned', async ({
  page,
}) => {
  await deskAsManager(page);
  await setAutoAssignNewOrders(page, false);
  await importOrderWithPosition(page);
  const waiting = unassigned(page).getByRole('article').filter({ hasText: ADDRESS });
  await expect(waiting).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Assigned by Auto-dispatch')).toHaveCount(0);
});

test('with the switch on and nobody on shift, an arriving order waits in Unassigned', async ({
  page,
}) => {
  await deskAsManager(page);
  await setAutoAssignNewOrders(page, true);
  // Every driver off shift, as the demo's backend stores it, told to the desk's change bus.
  await editDemoShifts(page, null);
  await importOrderWithPosition(page);
  const waiting = unassigned(page).getByRole('article').filter({ hasText: ADDRESS });
  await expect(waiting).toBeVisible({ timeout: 10_000 });
  await expect(waiting.getByText('No suggestion: no driver is on shift')).toBeVisible();
  await expect(page.getByText('Assigned by Auto-dispatch')).toHaveCount(0);
});
