import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { devices, expect, test, type Page } from '@playwright/test';
import {
  assignByMenu,
  card,
  deskAsManager,
  DESK_SIZE,
  driverRegion,
  firstUnassignedNumber,
  signInToDesk,
  unassigned,
} from '../e2e/deskSupport';
import { openOrdersList, signIn } from '../e2e/support';
import {
  closeAdmin,
  freshDay,
  idOfOrder,
  serverBackOfficeUser,
  serverReceipt,
  type EmulatorSeed,
} from './emulators';

// The team in Firebase mode (docs/team.md, docs/deploy.md#from-an-empty-project-to-a-first-shift):
// the first manager made by `npm run create-manager` against the emulators, an invited driver, a
// deactivated one. A set-password link is Firebase's password-reset link; the Auth emulator's
// action page applies it given `newPassword` (what Firebase's hosted page asks for).

test.use({ viewport: DESK_SIZE });

let day: EmulatorSeed;
test.beforeEach(async () => {
  day = await freshDay();
});
test.afterAll(closeAdmin);

/** Opens a set-password link in the browser, as its reader would, with a new password. */
async function setPasswordThrough(page: Page, link: string, password: string) {
  const url = new URL(link);
  expect(url.searchParams.get('mode')).toBe('resetPassword');
  url.searchParams.set('newPassword', password);
  const response = await page.goto(url.toString());
  expect(response?.status()).toBe(200);
  await expect(page.getByText('The password has been successfully updated.')).toBeVisible();
}

test('npm run create-manager on the emulators: the link sets a password, the manager opens the desk', async ({
  page,
}) => {
  const run = await promisify(execFile)(
    process.execPath,
    [
      'scripts/create-manager.mjs',
      '--email',
      'ines.boss@demo.test',
      '--name',
      'Inês Boss',
      '--project',
      process.env.E2E_FIREBASE_PROJECT ?? 'demo-dispatch',
    ],
    { env: process.env },
  );
  const link = /^Set-password link: (\S+)$/m.exec(run.stdout)?.[1] ?? '';
  const uid = /\(uid (\S+)\)/.exec(run.stdout)?.[1] ?? '';
  expect(await serverBackOfficeUser(uid)).toMatchObject({ name: 'Inês Boss', role: 'manager' });

  await setPasswordThrough(page, link, 'first-shift-1234');
  await signInToDesk(page, 'ines.boss@demo.test', 'first-shift-1234');
  await expect(page.getByText('Signed in as Inês Boss')).toBeVisible();
  await expect(unassigned(page).getByRole('article').first()).toBeVisible();
});

test('invited, a driver sets a password through the link, signs in and gets an order', async ({
  page,
  context,
}) => {
  await deskAsManager(page);
  await page
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('button', { name: 'Drivers' })
    .click();
  await page.getByRole('button', { name: 'Invite driver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite driver' });
  await dialog.getByLabel('Name').fill('Joana Neves');
  await dialog.getByLabel('Email').fill('joana.neves@demo.test');
  await dialog.getByLabel('Phone').fill('+351 910 000 111');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  const done = page.getByRole('dialog', { name: 'Driver invited' });
  const link = await done.getByLabel('Set-password link').inputValue();
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('article', { name: 'Joana Neves' })).toBeVisible();

  const phone = await context.newPage();
  await setPasswordThrough(phone, link, 'joana-5678');
  await phone.goto('/login');
  await signIn(phone, 'joana.neves@demo.test', 'joana-5678');
  await expect(phone).toHaveURL(/\/order$/);

  await page
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('button', { name: 'Board' })
    .click();
  // Read once the board is drawn again (firstUnassignedNumber reads what is there now).
  await expect(unassigned(page).getByRole('article').first()).toBeVisible();
  const number = await firstUnassignedNumber(page);
  await assignByMenu(page, number, 'Joana Neves');
  await expect(card(driverRegion(page, 'Joana Neves'), number)).toBeVisible();
  await expect(openOrdersList(phone).getByText(`Order #${number}`, { exact: true })).toBeVisible();
});

test('deactivated, a driver’s phone lands on Access Denied and the orders go back to Unassigned', async ({
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
  await signIn(phone, 'courier@demo.test');
  await expect(openOrdersList(phone).getByRole('listitem').first()).toBeVisible();
  const rows = await openOrdersList(phone).locator('.order-row__title').allTextContents();
  const numbers = rows.map((title) => title.replace(/\D/g, ''));

  await deskAsManager(page);
  await page
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('button', { name: 'Drivers' })
    .click();
  await page.getByRole('button', { name: 'Deactivate Tiago Costa' }).click();
  await page
    .getByRole('alertdialog', { name: 'Deactivate Tiago Costa?' })
    .getByRole('button', { name: 'Deactivate', exact: false })
    .click();
  await expect(page.getByText(/^Tiago Costa was deactivated\./)).toBeVisible();

  await expect(phone.getByRole('alert').getByText('Access Denied', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('button', { name: 'Board' })
    .click();
  for (const number of numbers) {
    await expect(card(unassigned(page), number)).toBeVisible();
  }
  expect(await serverBackOfficeUser('demo-courier')).toMatchObject({ active: false });
  for (const number of numbers) {
    expect((await serverReceipt(idOfOrder(day, number)))?.dispatchId ?? null).toBe(null);
  }
  await phoneContext.close();
});
