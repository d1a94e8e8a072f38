import { expect, test, type Page } from '@playwright/test';
import {
  assignByMenu,
  card,
  deskAsManager,
  DESK_SIZE,
  driverRegion,
  unassigned,
} from './deskSupport';
import { openOrdersList, signIn } from './support';

// Orders in on the desk (docs/intake.md#new-order, #on-the-desk): a typed order appears on the
// board, is assigned, and appears on the driver's phone with its customer, address, items and
// payment; an import with good and bad rows; the same import twice.

test.use({ viewport: DESK_SIZE });

/** "Order #5001 created." → "5001". */
async function createdNumber(page: Page): Promise<string> {
  const status = page.getByText(/^Order #\S+ created/);
  await expect(status).toBeVisible({ timeout: 10_000 });
  const match = /^Order #(\S+?) created/.exec((await status.textContent()) ?? '');
  if (match === null) throw new Error('no order number in the confirmation');
  return match[1];
}

test('a typed order appears on the board, is assigned, and shows on the driver’s phone', async ({
  context,
}) => {
  const desk = await context.newPage();
  const phone = await context.newPage();
  await deskAsManager(desk);

  await desk.getByRole('button', { name: 'New order' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
  // Sent empty: each field says what is wrong next to it, and nothing is created.
  await desk.getByRole('button', { name: 'Create order' }).click();
  await expect(desk.getByLabel('Address')).toHaveAccessibleDescription(/^Enter the address/);
  await expect(desk.getByLabel('Customer name')).toBeFocused();

  await desk.getByLabel('Customer name').fill('Beatriz Lemos');
  await desk.getByLabel('Phone').fill('+351 913 000 111');
  await desk.getByLabel('Address').fill('Rua do Ouro 88, 1100-063 Lisboa');
  await desk.getByLabel('Notes').fill('Third floor, no lift');
  const first = desk.getByRole('listitem', { name: 'Item 1' });
  await first.getByLabel('Item', { exact: true }).fill('Bacalhau à Brás');
  await first.getByLabel('Quantity').fill('2');
  await first.getByLabel('Unit price').fill('11,50');
  await desk.getByRole('button', { name: 'Add item' }).click();
  const second = desk.getByRole('listitem', { name: 'Item 2' });
  await second.getByLabel('Item', { exact: true }).fill('Vinho verde');
  await second.getByLabel('Unit price').fill('6');
  await expect(desk.getByText('Total €29.00')).toBeVisible();
  await desk.getByRole('radio', { name: 'Cash' }).check();
  await desk.getByLabel('Due').fill('23:30');
  await desk.getByRole('button', { name: 'Create order' }).click();
  const number = await createdNumber(desk);

  await desk.getByRole('button', { name: 'Board' }).click();
  const created = card(unassigned(desk), number);
  await expect(created).toBeVisible({ timeout: 10_000 });
  await expect(created.getByText('Rua do Ouro 88, 1100-063 Lisboa')).toBeVisible();
  await expect(created.getByText('No map position')).toBeVisible();
  await expect(created.getByText('Cash €29.00')).toBeVisible();

  await assignByMenu(desk, number, 'Ana Ribeiro');
  await expect(card(driverRegion(desk, 'Ana Ribeiro'), number)).toBeVisible({ timeout: 5_000 });

  await signIn(phone, 'dispatcher@demo.test');
  const onPhone = openOrdersList(phone).getByText(`Order #${number}`, { exact: true });
  await expect(onPhone).toBeVisible({ timeout: 10_000 });
  await onPhone.click();
  await expect(phone.getByText('Beatriz Lemos').first()).toBeVisible();
  await expect(phone.getByText('Rua do Ouro 88, 1100-063 Lisboa').first()).toBeVisible();
  const item = (name: string) => phone.getByRole('listitem').filter({ hasText: name });
  await expect(item('Bacalhau à Brás')).toContainText(/2×\s*Bacalhau à Brás\s*€23\.00/);
  await expect(item('Vinho verde')).toContainText(/1×\s*Vinho verde\s*€6\.00/);
  await expect(
    phone.getByRole('region', { name: 'Payment' }).getByText('Collect €29.00 in cash'),
  ).toBeVisible();
});

/** A spreadsheet's semicolon CSV with Portuguese decimals: two good rows and a bad one. */
const FILE = [
  'Reference;Customer name;Address;Items;Total;Payment;Due',
  'E2E-1;Rita Moura;Rua da Madalena 10, Lisboa;2 x Bifana;"12,50";Cash;23:00',
  'E2E-2;Rui Faria;Rua dos Fanqueiros 5, Lisboa;1 x Sopa;abc;Card;',
  'E2E-3;Sara Pinto;Rua da Conceição 7, Lisboa;1 x Prego | 1 x Água;"7,00";Paid;',
  '',
].join('\r\n');

async function importFile(page: Page) {
  await page.getByLabel('CSV file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${FILE}`, 'utf8'),
  });
  await expect(page.getByRole('heading', { name: 'Before importing' })).toBeVisible();
}

test('an import with good and bad rows: a preview first, then the good rows only', async ({
  page,
}) => {
  await deskAsManager(page);
  await page.getByRole('button', { name: 'Import orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download template' })).toHaveAttribute(
    'download',
    /\.csv$/,
  );

  await importFile(page);
  await expect(page.getByText('2 orders ready to import')).toBeVisible();
  await expect(page.getByText('Line 3: Total is not a number')).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('Rita Moura')).toBeVisible();
  await expect(table.getByText('€12.50')).toBeVisible();
  await expect(table.getByText('Rui Faria')).toHaveCount(0);

  await page.getByRole('button', { name: 'Import 2 orders' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Created: 2')).toBeVisible();

  await page.getByRole('button', { name: 'Board' }).click();
  const board = unassigned(page);
  await expect(board.getByText('Rua da Madalena 10, Lisboa')).toBeVisible({ timeout: 10_000 });
  await expect(board.getByText('Rua da Conceição 7, Lisboa')).toBeVisible();
  await expect(board.getByText('Rua dos Fanqueiros 5, Lisboa')).toHaveCount(0);
});

test('the same import twice creates nothing new: "Already imported"', async ({ page }) => {
  await deskAsManager(page);
  await page.getByRole('button', { name: 'Import orders' }).click();
  await importFile(page);
  await page.getByRole('button', { name: 'Import 2 orders' }).click();
  await expect(page.getByText('Created: 2')).toBeVisible({ timeout: 15_000 });

  // The same file again (chosen anew): the server finds both orders as they were.
  await page.getByRole('button', { name: 'Board' }).click();
  await page.getByRole('button', { name: 'Import orders' }).click();
  await importFile(page);
  await page.getByRole('button', { name: 'Import 2 orders' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Already imported: 2')).toBeVisible();
  await expect(page.getByText('Created: 0')).toBeVisible();
  await page.getByRole('button', { name: 'Board' }).click();
  await expect(unassigned(page).getByText('Rua da Madalena 10, Lisboa')).toHaveCount(1, {
    timeout: 10_000,
  });
});
