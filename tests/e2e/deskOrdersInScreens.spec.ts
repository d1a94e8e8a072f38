import { expect, test, type Page } from '@playwright/test';
import { deskAsManager, DESK_SIZE } from './deskSupport';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './screenChecks';

// The desk's "New order", "Import orders" and "Settings" screens (docs/desk.md#sections): axe
// clean in light and dark with their errors, preview and dialog shown; hostile texts at 360 px.

test.use({ viewport: DESK_SIZE });

const LONG = 'Rua Doutor António José de Almeida Garrett Montenegro Vasconcelos '.repeat(4).trim();
const WORD = 'Supercalifragilisticexpialidocious'.repeat(4);

/** A file with a long row, a bad row and a good one. */
const FILE = [
  'Reference;Customer name;Address;Items;Total;Payment;Due',
  `${WORD};${WORD};${LONG};3 x ${WORD};"35,30";Cash;12:30`,
  'X-2;Rui;Rua B 2;1 x Sopa;abc;Card;',
].join('\r\n');

async function fillHostileOrder(page: Page) {
  await page.getByRole('button', { name: 'New order' }).click();
  await page.getByRole('button', { name: 'Create order' }).click();
  await expect(page.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Customer name').fill(WORD);
  await page.getByLabel('Notes').fill(LONG);
  await page.getByRole('button', { name: 'Add item' }).click();
}

async function previewFile(page: Page) {
  await page.getByRole('button', { name: 'Import orders' }).click();
  await page.getByLabel('CSV file').setInputFiles({
    name: 'orders.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(FILE, 'utf8'),
  });
  await expect(page.getByText('Line 3: Total is not a number')).toBeVisible();
}

for (const theme of ['light', 'dark'] as const) {
  test(`New order, Import orders and Settings pass axe in ${theme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await deskAsManager(page);
    await fillHostileOrder(page);
    await expectNoAxeViolations(page);

    await previewFile(page);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Key name').fill('Till');
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.getByText('The key for Till:')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Revoke Till' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Revoke Till?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('at 360 px, long texts break lines on every new screen, never the layout', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await deskAsManager(page);
  await fillHostileOrder(page);
  await expectNoSidewaysScroll(page);
  await previewFile(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Key name').fill(WORD.slice(0, 60));
  await page.getByRole('button', { name: 'Create key' }).click();
  await expect(page.getByText(/^The key for /)).toBeVisible();
  await expectNoSidewaysScroll(page);
});
