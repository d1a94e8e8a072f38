import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  assignByMenu,
  card,
  deskAsManager,
  DESK_SIZE,
  driverRegion,
  unassigned,
} from '../e2e/deskSupport';
import { openOrdersList, signIn } from '../e2e/support';
import { closeAdmin, createdThroughIntake, freshDay, serverReceipt } from './emulators';

// Orders in, in Firebase mode (docs/intake.md): docs/intake.md's own example posted to the intake
// API on the Functions emulator, and an order typed on the desk's New order form; each written
// to Firestore, on the board, and on the driver's phone once assigned.

test.use({ viewport: DESK_SIZE });

test.beforeEach(async () => {
  await freshDay();
});
test.afterAll(closeAdmin);

async function onAnasPhone(page: Page, number: string) {
  await signIn(page, 'dispatcher@demo.test');
  await expect(openOrdersList(page).getByText(`Order #${number}`, { exact: true })).toBeVisible();
}

test('docs/intake.md’s example reaches Firestore, the board and, assigned, the driver', async ({
  page,
  context,
}) => {
  const docs = readFileSync('docs/intake.md', 'utf8');
  const body = /```json\n([\s\S]*?)\n```/.exec(docs)?.[1] ?? '';
  const { receiptId, orderNumber } = await createdThroughIntake(body);
  expect(await serverReceipt(receiptId)).toMatchObject({
    orderNumber,
    status: 'Pending',
    receipt_type: 'SALE',
  });

  await deskAsManager(page);
  const onBoard = card(unassigned(page), orderNumber);
  await expect(onBoard).toBeVisible();
  await expect(onBoard.getByText('Rua da Prata 42, 1100-414 Lisboa')).toBeVisible();
  await assignByMenu(page, orderNumber, 'Ana Ribeiro');
  await expect(card(driverRegion(page, 'Ana Ribeiro'), orderNumber)).toBeVisible();
  await expect
    .poll(async () => (await serverReceipt(receiptId))?.dispatchId)
    .toBe('demo-dispatcher');
  await onAnasPhone(await context.newPage(), orderNumber);
});

test('an order typed on the desk is written to Firestore, on the board and, assigned, on the phone', async ({
  page,
  context,
}) => {
  await deskAsManager(page);
  await page.getByRole('button', { name: 'New order' }).click();
  await page.getByLabel('Customer name').fill('Beatriz Lemos');
  await page.getByLabel('Phone').fill('+351 913 000 111');
  await page.getByLabel('Address').fill('Rua do Ouro 88, 1100-063 Lisboa');
  const first = page.getByRole('listitem', { name: 'Item 1' });
  await first.getByLabel('Item', { exact: true }).fill('Bacalhau à Brás');
  await first.getByLabel('Quantity').fill('2');
  await first.getByLabel('Unit price').fill('11,50');
  await page.getByRole('radio', { name: 'Cash' }).check();
  await page.getByRole('button', { name: 'Create order' }).click();
  const status = page.getByText(/^Order #\S+ created/);
  await expect(status).toBeVisible();
  const number = /^Order #(\S+?) created/.exec((await status.textContent()) ?? '')?.[1] ?? '';

  await page.getByRole('button', { name: 'Board' }).click();
  const created = card(unassigned(page), number);
  await expect(created).toBeVisible();
  await expect(created.getByText('Cash €23.00')).toBeVisible();
  const receiptId = (await created.getAttribute('data-card-id')) ?? '';
  expect(await serverReceipt(receiptId)).toMatchObject({
    orderNumber: number,
    customer: { name: 'Beatriz Lemos' },
    status: 'Pending',
  });
  await assignByMenu(page, number, 'Ana Ribeiro');
  await expect
    .poll(async () => (await serverReceipt(receiptId))?.dispatchId)
    .toBe('demo-dispatcher');
  await onAnasPhone(await context.newPage(), number);
});

const IMPORT_FILE = [
  'Reference;Customer name;Address;Items;Total;Payment;Due',
  'E2E-1;Rita Moura;Rua da Madalena 10, Lisboa;2 x Bifana;"12,50";Cash;23:00',
  'E2E-2;Rui Faria;Rua dos Fanqueiros 5, Lisboa;1 x Sopa;abc;Card;',
  'E2E-3;Sara Pinto;Rua da Conceição 7, Lisboa;1 x Prego | 1 x Água;"7,00";Paid;',
  '',
].join('\r\n');

test('an import: its good rows written to Firestore and on the board, the bad one nowhere', async ({
  page,
}) => {
  await deskAsManager(page);
  await page.getByRole('button', { name: 'Import orders' }).click();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${IMPORT_FILE}`, 'utf8'),
  });
  await expect(page.getByText('2 orders ready to import')).toBeVisible();
  await page.getByRole('button', { name: 'Import 2 orders' }).click();
  await expect(page.getByText('Created: 2')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Board' }).click();
  const board = unassigned(page);
  for (const address of ['Rua da Madalena 10, Lisboa', 'Rua da Conceição 7, Lisboa']) {
    const imported = board.getByRole('article').filter({ hasText: address });
    await expect(imported).toBeVisible();
    const receiptId = (await imported.getAttribute('data-card-id')) ?? '';
    expect(await serverReceipt(receiptId)).toMatchObject({
      status: 'Pending',
      receipt_type: 'SALE',
      deliveryAddress: { address },
    });
  }
  await expect(board.getByText('Rua dos Fanqueiros 5, Lisboa')).toHaveCount(0);
});
