import { expect, test, type Page } from '@playwright/test';
import { deskAsManager, DESK_SIZE, editDemoShifts, unassigned } from './deskSupport';
import { expectNoAxeViolations } from './screenChecks';

// "Auto-assign new orders" (docs/auto-dispatch.md#auto-assign-new-orders) over the demo's day,
// where Tiago Costa and Rui Lopes are on shift with a position: with the switch on in Settings,
// an order that arrives with a map position lands with one of them, "Assigned by Auto-dispatch";
// one typed without a map position, any order with the switch off, or with nobody on shift,
// waits in Unassigned. Axe clean on Settings and on the board with the line. The
// demo's New order form has no map (no Maps key), so the order with a position is imported, with
// its Latitude and Longitude.

test.use({ viewport: DESK_SIZE });

const ADDRESS = 'Rua Augusta 100, Lisboa';
const FILE = [
  'Reference;Customer name;Address;Items;Total;Payment;Latitude;Longitude',
  `AUTO-1;Clara Reis;${ADDRESS};1 x Bifana;"6,00";Cash;38.7108;-9.1372`,
  '',
].join('\r\n');

async function autoAssign(page: Page, on: boolean) {
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

test('with the switch on, an arriving order lands with a driver on shift, said on its card', async ({
  page,
}) => {
  await deskAsManager(page);
  await autoAssign(page, true);

  await importOrderWithPosition(page);
  const landed = placed(page);
  await expect(landed).toBeVisible({ timeout: 10_000 });
  await expect(landed.getByText('Assigned by Auto-dispatch')).toBeVisible();
  await expectNoAxeViolations(page);
  const region = page
    .getByRole('region')
    .filter({ has: page.getByRole('heading', { name: /^(Tiago Costa|Rui Lopes)/ }) })
    .filter({ has: landed });
  await expect(region).toHaveCount(1);
  await expect(unassigned(page).getByText(ADDRESS)).toHaveCount(0);

  // Typed without a map position: nothing to measure, so it waits in Unassigned.
  await page.getByRole('button', { name: 'New order' }).click();
  await page.getByLabel('Customer name').fill('Duarte Neves');
  await page.getByLabel('Address').fill('Travessa do Fala-Só 3, Lisboa');
  await page
    .getByRole('listitem', { name: 'Item 1' })
    .getByLabel('Item', { exact: true })
    .fill('Caldo verde');
  await page.getByRole('listitem', { name: 'Item 1' }).getByLabel('Unit price').fill('4');
  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByText(/^Order #\S+ created/)).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Board' }).click();
  const typed = unassigned(page).getByRole('article').filter({ hasText: 'Travessa do Fala-Só 3' });
  await expect(typed).toBeVisible({ timeout: 10_000 });
  await expect(typed.getByText('Assigned by Auto-dispatch')).toHaveCount(0);
});

test('with the switch off (the default), an arriving order waits in Unassigned', async ({
  page,
}) => {
  await deskAsManager(page);
  await autoAssign(page, false);
  await importOrderWithPosition(page);
  const waiting = unassigned(page).getByRole('article').filter({ hasText: ADDRESS });
  await expect(waiting).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Assigned by Auto-dispatch')).toHaveCount(0);
});

test('with the switch on and nobody on shift, an arriving order waits in Unassigned', async ({
  page,
}) => {
  await deskAsManager(page);
  await autoAssign(page, true);
  // Every driver off shift, as the demo's backend stores it, told to the desk's change bus.
  await editDemoShifts(page, null);
  await importOrderWithPosition(page);
  const waiting = unassigned(page).getByRole('article').filter({ hasText: ADDRESS });
  await expect(waiting).toBeVisible({ timeout: 10_000 });
  await expect(waiting.getByText('No suggestion: no driver is on shift')).toBeVisible();
  await expect(page.getByText('Assigned by Auto-dispatch')).toHaveCount(0);
});
