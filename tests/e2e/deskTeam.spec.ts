import { expect, test, type Page } from '@playwright/test';
import {
  assignByMenu,
  deskAsManager,
  deskAsManagerInPortuguese,
  DESK_SIZE,
  driverRegion,
  firstUnassignedNumber,
  unassigned,
  card,
} from './deskSupport';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './screenChecks';
import { openOrdersList, snap } from './support';

// The desk's "Drivers" (docs/team.md), against the demo backend in the browser: a driver
// invited signs in to the driver app at once with demo1234 and gets the order the desk gives
// them; a driver deactivated gives their open orders back to Unassigned and leaves the board;
// axe on the list and both dialogs; offline; a phone's width; Portuguese.

test.use({ viewport: DESK_SIZE });

async function openDrivers(page: Page) {
  await page
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('button', { name: 'Drivers' })
    .click();
  await expect(page.getByRole('heading', { name: 'Drivers', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Tiago Costa' })).toBeVisible();
}

async function openBoard(page: Page) {
  await page
    .getByRole('navigation', { name: 'Desk sections' })
    .getByRole('button', { name: 'Board' })
    .click();
  await expect(page.getByRole('heading', { name: 'Desk', exact: true })).toBeVisible();
}

async function invite(page: Page, driver: { name: string; email: string; phone: string }) {
  await page.getByRole('button', { name: 'Invite driver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite driver' });
  await dialog.getByLabel('Name').fill(driver.name);
  await dialog.getByLabel('Email').fill(driver.email);
  await dialog.getByLabel('Phone').fill(driver.phone);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  return page.getByRole('dialog', { name: 'Driver invited' });
}

test('invited, a driver signs in at once with demo1234 and gets the order the desk gives them', async ({
  context,
}, testInfo) => {
  const desk = await context.newPage();
  await deskAsManager(desk);
  await openDrivers(desk);
  const joana = { name: 'Joana Neves', email: 'joana.neves@demo.test', phone: '+351 910 000 111' };
  const done = await invite(desk, joana);
  await expect(done).toContainText(
    'Demo: joana.neves@demo.test can sign in to the driver app at once with the password demo1234.',
  );
  const link = await done.getByLabel('Set-password link').inputValue();
  expect(link).toMatch(/\/login\?email=joana\.neves%40demo\.test$/);
  await expect(done.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(done.getByRole('link', { name: 'Share by WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(done.getByRole('link', { name: 'Share by SMS' })).toHaveAttribute(
    'href',
    /^sms:\?&body=/,
  );
  await expect(done.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
    'href',
    /^mailto:joana\.neves@demo\.test\?/,
  );
  await snap(desk, testInfo, 'desk-drivers-invited');
  await expectNoAxeViolations(desk);
  await done.getByRole('button', { name: 'Done' }).click();
  const row = desk.getByRole('article', { name: 'Joana Neves' });
  await expect(row).toContainText('joana.neves@demo.test');
  await expect(row).toContainText('Off shift');

  // The link opens the driver app's sign-in with the email filled in; demo1234 lets her in.
  const phone = await context.newPage();
  await phone.goto(link);
  await expect(phone.getByLabel('Email')).toHaveValue(joana.email);
  await phone.getByLabel('Password').fill('demo1234');
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone).toHaveURL(/\/order$/);
  await expect(
    openOrdersList(phone)
      .or(phone.getByText(/no open orders/i))
      .first(),
  ).toBeVisible();

  await openBoard(desk);
  await expect(driverRegion(desk, 'Joana Neves')).toBeVisible();
  const number = await firstUnassignedNumber(desk);
  await assignByMenu(desk, number, 'Joana Neves');
  await expect(openOrdersList(phone).getByText(`Order #${number}`, { exact: true })).toBeVisible({
    timeout: 10_000,
  });
});

test('deactivated, a driver’s open orders go back to Unassigned and the driver leaves the board', async ({
  page,
}) => {
  await deskAsManager(page);
  const tiago = driverRegion(page, 'Tiago Costa');
  const open = await tiago
    .locator('.desk-column__cards')
    .first()
    .getByRole('heading', { level: 3 })
    .allTextContents();
  expect(open.length).toBeGreaterThan(1);

  await openDrivers(page);
  await page.getByRole('button', { name: 'Deactivate Tiago Costa' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Deactivate Tiago Costa?' });
  await expect(dialog).toContainText(`Their ${open.length} open orders go back to Unassigned.`);
  await expectNoAxeViolations(page);
  // The screen behind is hidden while the dialog asks: its one "Deactivate" is the dialog's.
  await page.getByRole('button', { name: 'Deactivate', exact: false }).click();
  await expect(
    page.getByText(
      `Tiago Costa was deactivated. ${open.length} open orders went back to Unassigned.`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('article', { name: 'Tiago Costa' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Deactivated drivers' })).toContainText(
    'Tiago Costa',
  );

  await openBoard(page);
  await expect(driverRegion(page, 'Tiago Costa')).toHaveCount(0);
  for (const number of open)
    await expect(card(unassigned(page), number.replace(/^#/, ''))).toBeVisible();
  // Nor is Tiago offered as a target.
  const first = await firstUnassignedNumber(page);
  await page.getByRole('button', { name: `Assign #${first}`, exact: true }).click();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Tiago Costa' })).toHaveCount(
    0,
  );
});

test('Drivers and its invitation pass axe; field errors and an email in use are answered', async ({
  page,
}) => {
  await deskAsManager(page);
  await openDrivers(page);
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Invite driver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite driver' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByText('Enter the driver’s name.')).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Name').fill('Ana Again');
  await dialog.getByLabel('Email').fill('dispatcher@demo.test');
  await dialog.getByLabel('Phone').fill('912 000 000');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(
    dialog.getByText('This email address already belongs to Ana Ribeiro. Nothing was changed.'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue('Ana Again');
});

test('offline: the last known list, a banner, and inviting and deactivating refused saying why', async ({
  page,
  context,
}) => {
  await deskAsManager(page);
  await openDrivers(page);
  await context.setOffline(true);
  await expect(
    page.getByText(/You're offline\. This is the list as it was last known/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate Ana Ribeiro' }).click();
  await expect(page.getByRole('alert')).toContainText(
    "You're offline: Ana Ribeiro was not deactivated.",
  );
  await page.getByRole('button', { name: 'Invite driver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite driver' });
  await dialog.getByLabel('Name').fill('Joana Neves');
  await dialog.getByLabel('Email').fill('joana@demo.test');
  await dialog.getByLabel('Phone').fill('910000111');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(dialog.getByRole('alert')).toContainText("You're offline: nobody was invited.");
  await expect(dialog.getByLabel('Email')).toHaveValue('joana@demo.test');
  await context.setOffline(false);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('dialog', { name: 'Driver invited' })).toBeVisible();
});

test('hostile names and emails at 1280 and at 360 px wide, no sideways scrolling', async ({
  page,
}, testInfo) => {
  await deskAsManager(page);
  await openDrivers(page);
  // As long as the form lets a name be (80 characters), and an email far longer.
  const long = `Wolfeschlegelsteinhausenbergerdorff${'x'.repeat(42)}`;
  const done = await invite(page, {
    name: `Zé ${long}`,
    email: `${long.toLowerCase()}@${'y'.repeat(60)}.test`,
    phone: '+351 910 000 111',
  });
  await done.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('article', { name: `Zé ${long}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('article', { name: `Zé ${long}` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'desk-drivers-phone');
  // The dialogs fit a phone's width too.
  await page.getByRole('button', { name: 'Invite driver' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite driver' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Deactivate Zé ${long}` }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Deactivate Zé ${long}?`);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('in Portuguese: Motoristas, Convidar motorista, Desativar', async ({ page }) => {
  await deskAsManagerInPortuguese(page);
  await page.getByRole('navigation').getByRole('button', { name: 'Motoristas' }).click();
  await expect(page.getByRole('heading', { name: 'Motoristas', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convidar motorista' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desativar Tiago Costa' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Tiago Costa' })).toContainText(
    /Hoje: \d+ entregues, \d+ abertas/,
  );
});
