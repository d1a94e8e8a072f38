import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { deskAsManager, DESK_SIZE, driverRegion } from '../e2e/deskSupport';
import { menuLink, openOrdersList, signIn } from '../e2e/support';
import { closeAdmin, freshDay, idOfOrder, serverReceipt, type EmulatorSeed } from './emulators';

// End of shift in Firebase mode (docs/end-of-shift.md): a cash delivery on Ana's phone reaches
// Firestore with the cash taken, and the desk's End of shift (from its Firestore listener) agrees
// with her Today page (from the server).

test.use({ viewport: DESK_SIZE });

let day: EmulatorSeed;
test.beforeEach(async () => {
  day = await freshDay();
});
test.afterAll(closeAdmin);

function figure(region: Locator, term: string): Locator {
  return region
    .locator('.shift-figure', { has: region.page().getByText(term, { exact: true }) })
    .locator('dd');
}

async function todayFigures(phone: Page) {
  await menuLink(phone, 'Today');
  await expect(phone.getByText('As recorded by the server.')).toBeVisible({ timeout: 30_000 });
  const text = async (pattern: RegExp) =>
    ((await phone.getByText(pattern).first().textContent()) ?? '').trim();
  return {
    delivered: (await text(/^\d+ delivered$/)).replace(' delivered', ''),
    open: (await text(/^\d+ open$/)).replace(' open', ''),
    cashCollected: (await text(/^Cash collected /)).replace('Cash collected ', ''),
  };
}

test('a cash delivery on the phone: in Firestore, and End of shift agrees with Today', async ({
  page,
  browser,
  baseURL,
}) => {
  const phoneContext = await browser.newContext({
    ...devices['Pixel 7'],
    locale: 'en-US',
    baseURL,
  });
  const phone = await phoneContext.newPage();
  await signIn(phone, 'dispatcher@demo.test');
  const cashRow = openOrdersList(phone)
    .getByRole('listitem')
    .filter({ hasText: /Cash €\d+\.\d\d/ })
    .first();
  const title = (await cashRow.locator('.order-row__title').textContent()) ?? '';
  const number = /#(\S+)/.exec(title)?.[1] ?? '';
  await cashRow.getByRole('link').click();
  await phone.getByRole('button', { name: 'Delivered', exact: true }).click();
  const sheet = phone.getByRole('dialog');
  await expect(sheet.getByLabel('Cash received')).not.toHaveValue('');
  await sheet.getByRole('button', { name: 'Confirm delivered' }).click();
  const id = idOfOrder(day, number);
  await expect.poll(async () => (await serverReceipt(id))?.status).toBe('Delivered');
  const stored = await serverReceipt(id);
  expect(stored?.cashCollected).toBe(stored?.total);

  const today = await todayFigures(phone);
  await deskAsManager(page);
  await page
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('button', { name: 'End of shift' })
    .click();
  const ana = driverRegion(page, 'Ana Ribeiro');
  await expect(ana.getByText(`#${number}`, { exact: true })).toBeVisible();
  await expect(figure(ana, 'Delivered')).toHaveText(today.delivered);
  await expect(figure(ana, 'Still open')).toHaveText(today.open);
  await expect(figure(ana, 'Cash collected')).toHaveText(today.cashCollected);
  await phoneContext.close();
});
