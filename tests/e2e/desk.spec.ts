import { expect, test } from '@playwright/test';
import {
  assignByMenu,
  card,
  cardNumbers,
  deskAsManager,
  DESK_SIZE,
  driverRegion,
  firstUnassignedNumber,
  signInToDesk,
  unassigned,
} from './deskSupport';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './screenChecks';
import { snap, writeDemoStore } from './support';

// The back office's desk at /desk (docs/desk.md), on a laptop's screen: its own sign-in (a
// driver refused), the day's board (the demo's manager, three drivers, about six unassigned
// orders, one late), assigning, reassigning and unassigning by menu, keyboard and mouse, many at
// once, offline, a phone's width, and axe in light and dark.

test.use({ viewport: DESK_SIZE });

test('a manager signs in to the desk and sees the day: counts, the queue, every driver', async ({
  page,
}, testInfo) => {
  await page.goto('/desk');
  await expect(page).toHaveTitle('Dispatch desk');
  await deskAsManager(page);
  const counts = page.locator('.desk-counts');
  for (const label of ['Unassigned', 'Late', 'Open', 'Delivered']) {
    await expect(counts.getByText(label, { exact: true })).toBeVisible();
  }
  expect((await cardNumbers(unassigned(page))).length).toBeGreaterThanOrEqual(5);
  await expect(
    unassigned(page)
      .getByText(/^Late \d+ min$/)
      .first(),
  ).toBeVisible();
  for (const driver of ['Ana Ribeiro', 'Tiago Costa', 'Rui Lopes']) {
    await expect(driverRegion(page, driver)).toBeVisible();
  }
  await expect(driverRegion(page, 'Rui Lopes').getByText('No open orders')).toBeVisible();
  // The manager is not a driver.
  await expect(page.getByRole('region', { name: 'Marta Silva' })).toHaveCount(0);
  await expect(page.getByText('Signed in as Marta Silva')).toBeVisible();
  await expect(page.getByText(/^(Cash|Card) €\d+\.\d\d$/).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, testInfo, 'desk-board');
});

test('a driver’s account is refused by the desk and sees no board', async ({ page }) => {
  await signInToDesk(page, 'dispatcher@demo.test');
  await expect(page.getByRole('alert')).toContainText('This account is not a back-office manager.');
  await expect(page.getByRole('heading', { name: 'Desk', exact: true })).toHaveCount(0);
  await expect(unassigned(page)).toHaveCount(0);
  // Signed out of the desk: a reload shows the sign-in form again.
  await page.reload();
  await expect(page.getByLabel('Email')).toBeVisible();
});

test('assign, reassign and unassign an order from the desk', async ({ page }) => {
  await deskAsManager(page);
  const number = await firstUnassignedNumber(page);

  await assignByMenu(page, number, 'Rui Lopes');
  await expect(card(driverRegion(page, 'Rui Lopes'), number)).toBeVisible();
  await expect(page.getByText(`#${number} assigned to Rui Lopes.`)).toBeVisible();

  await assignByMenu(page, number, 'Tiago Costa');
  await expect(card(driverRegion(page, 'Tiago Costa'), number)).toBeVisible();
  await expect(card(driverRegion(page, 'Rui Lopes'), number)).toHaveCount(0);

  await assignByMenu(page, number, 'Unassigned');
  await expect(card(unassigned(page), number)).toBeVisible();
  await expect(page.getByText(`#${number} is unassigned now.`)).toBeVisible();
  // Confirmed by the server: the move stays after a reload.
  await page.reload();
  await expect(card(unassigned(page), number)).toBeVisible();
});

test('the whole board works from the keyboard', async ({ page }) => {
  await deskAsManager(page);
  const number = await firstUnassignedNumber(page);
  await page.getByRole('button', { name: `Assign #${number}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: `Assign #${number} to` });
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('End');
  const last = menu.getByRole('menuitem').last();
  await expect(last).toBeFocused();
  // The drivers come best first for this order (auto-dispatch): the last one's name, without
  // what it would cost ("Tiago Costa — +7 min, on time").
  const name = ((await last.textContent()) ?? '').split(' — ')[0] ?? '';
  await page.keyboard.press('Enter');
  await expect(card(driverRegion(page, name), number)).toBeVisible();
  // Focus went with the card.
  await expect(
    driverRegion(page, name).getByRole('button', { name: `Assign #${number}` }),
  ).toBeFocused();
});

test('drag a card onto a driver with the mouse', async ({ page }) => {
  await deskAsManager(page);
  const number = await firstUnassignedNumber(page);
  await card(unassigned(page), number)
    .getByRole('heading')
    .dragTo(driverRegion(page, 'Rui Lopes'), { steps: 8 });
  await expect(card(driverRegion(page, 'Rui Lopes'), number)).toBeVisible();
});

test('many at once: Assign selected, and Move all to another driver in its order', async ({
  page,
}) => {
  await deskAsManager(page);
  const [first, second] = (await cardNumbers(unassigned(page))).map((n) => n.slice(1));
  await page.getByRole('checkbox', { name: `Select #${first}` }).check();
  await page.getByRole('checkbox', { name: `Select #${second}` }).check();
  await page.getByRole('button', { name: 'Assign selected (2)' }).click();
  await page.getByRole('menuitem', { name: 'Rui Lopes' }).click();
  await expect(card(driverRegion(page, 'Rui Lopes'), first!)).toBeVisible();
  await expect(card(driverRegion(page, 'Rui Lopes'), second!)).toBeVisible();

  const run = await cardNumbers(driverRegion(page, 'Rui Lopes'));
  await driverRegion(page, 'Rui Lopes').getByRole('button', { name: 'Move all to…' }).click();
  await page.getByRole('menuitem', { name: 'Tiago Costa' }).click();
  await expect(driverRegion(page, 'Rui Lopes').getByText('No open orders')).toBeVisible();
  const tiago = await cardNumbers(driverRegion(page, 'Tiago Costa'));
  expect(tiago.filter((n) => run.includes(n))).toEqual(run);
});

test('offline, the desk shows the last known board and refuses to assign, saying why', async ({
  page,
  context,
}) => {
  await deskAsManager(page);
  const number = await firstUnassignedNumber(page);
  await context.setOffline(true);
  await expect(
    page.getByText(/You're offline\. This is the board as it was last known/),
  ).toBeVisible();
  await assignByMenu(page, number, 'Ana Ribeiro');
  await expect(page.getByRole('alert')).toContainText("You're offline: nothing was assigned.");
  await expect(card(unassigned(page), number)).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/You're offline\./)).toHaveCount(0);
  await expect(card(unassigned(page), number)).toBeVisible();
});

test('at phone width the board is one region at a time, chosen with "Driver"', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await deskAsManager(page);
  await expect(driverRegion(page, 'Ana Ribeiro')).toBeHidden();
  await page.getByLabel('Driver').selectOption({ label: 'Ana Ribeiro' });
  await expect(driverRegion(page, 'Ana Ribeiro')).toBeVisible();
  await expect(unassigned(page)).toBeHidden();
  await expectNoSidewaysScroll(page);
  await snap(page, testInfo, 'desk-phone');
});

test('at phone width a card’s menu opens against its button, also at the window’s bottom', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await deskAsManager(page);
  const number = await firstUnassignedNumber(page);
  const button = page.getByRole('button', { name: `Assign #${number}`, exact: true });
  await expect(card(unassigned(page), number).getByText(/^Suggested: /)).toBeVisible();
  // The button scrolled to the window's last few pixels: no room under it for the menu.
  await button.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().bottom - (window.innerHeight - 4));
  });
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Its figures and "Suggested" (the tallest it gets) came before it opened.
  await expect(menu.getByText('Suggested', { exact: true })).toBeVisible();
  const buttonBox = (await button.boundingBox())!;
  const menuBox = (await menu.boundingBox())!;
  expect(buttonBox.y + buttonBox.height).toBeGreaterThan(700);
  // Just above it, not at the window's top with the counts between them.
  expect(buttonBox.y - (menuBox.y + menuBox.height)).toBeGreaterThanOrEqual(0);
  expect(buttonBox.y - (menuBox.y + menuBox.height)).toBeLessThanOrEqual(8);
  await expectNoSidewaysScroll(page);
  // The window as seen (a full-page shot resizes it, which closes the menu).
  await page.screenshot({ path: testInfo.outputPath('desk-phone-menu.png') });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the desk passes axe (WCAG 2.2 AA and best practices) in ${theme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/desk');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expectNoAxeViolations(page);
    await deskAsManager(page);
    await expectNoAxeViolations(page);
    // With a menu open and a refusal shown.
    const number = await firstUnassignedNumber(page);
    await page.getByRole('checkbox', { name: `Select #${number}` }).check();
    await page.getByRole('button', { name: `Assign #${number}`, exact: true }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('hostile data: huge names and addresses, impossible values, an unknown dispatcher', async ({
  page,
}, testInfo) => {
  await deskAsManager(page);
  const long = `Wolfeschlegelsteinhausenbergerdorff${'x'.repeat(120)}`;
  const sale = { receipt_type: 'SALE', status: 'Pending', updateTimestamp: Date.now() };
  await writeDemoStore(page, [
    {
      store: 'backOfficeUsers',
      put: { uid: 'hostile-driver', data: { name: `Zé ${long}`, role: 'courier' } },
    },
    {
      store: 'receipts',
      put: {
        id: 'hostile-1',
        data: { ...sale, dispatchId: '', orderNumber: long, deliveryAddress: { address: long } },
      },
    },
    {
      store: 'receipts',
      put: {
        id: 'hostile-2',
        data: { ...sale, dispatchId: 'hostile-driver', dueAt: 1e300, total: 'lots' },
      },
    },
    {
      store: 'receipts',
      put: { id: 'hostile-3', data: { ...sale, dispatchId: `ghost-${long}`, status: long } },
    },
  ]);
  await page.reload();
  await expect(page.getByRole('region', { name: `Zé ${long}` })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Unknown driver \(ghost-/ })).toBeVisible();
  await expect(unassigned(page).getByText(long).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await snap(page, testInfo, 'desk-hostile');
  // At a phone's width the long name is an option of "Driver" and of New order's "Assign to":
  // a select is as wide as its longest option unless held.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('combobox', { name: 'Driver' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('navigation').getByRole('button', { name: 'New order' }).click();
  await expect(page.getByLabel('Assign to')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the desk in Portuguese follows the saved language', async ({ page }) => {
  await page.goto('/desk');
  await page.evaluate(() => localStorage.setItem('dispatch.language', 'pt-PT'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(page.getByRole('heading', { name: 'Entrada do back office' })).toBeVisible();
  await expect(page.getByLabel('Palavra-passe')).toBeVisible();
});
