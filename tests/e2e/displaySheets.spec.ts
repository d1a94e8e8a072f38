import { expect, test } from '@playwright/test';
import { checkScreen, chooseLook, lookName, LOOKS } from './screenChecks';
import { firstOpenOrderPath, markDelivered, signedInAs } from './support';

// Issue 16, Display: the sheets at 360 × 740, light and dark, Standard and Extra large: the
// sign-out dialog (a bottom sheet with full-width actions), Delivered, Not delivered, the
// unsent changes, and About this app (offline too, with Copy diagnostics), each passing the
// same checks as every screen (screenChecks.ts: checkScreen). The screenshots land in the test
// output. One test per sheet and look: each stays short on a busy machine, and the two workers
// share them.

test.use({ viewport: { width: 360, height: 740 } });

for (const look of LOOKS) {
  test(`the sign-out dialog is a bottom sheet with full-width actions, ${lookName(look)}`, async ({
    page,
    context,
  }, testInfo) => {
    await signedInAs(page);
    // A change that cannot leave the phone makes signing out ask first.
    await context.setOffline(true);
    await page.getByRole('list', { name: 'Open orders' }).getByRole('link').first().click();
    await markDelivered(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out with changes not sent?' });

    // Offline, so no reload: the menu controls change the look in place.
    const themeName = look.theme === 'dark' ? 'Dark' : 'Light';
    const sizeName = look.textSize === 'standard' ? 'Standard' : 'Extra large';
    await page.getByLabel('Theme').selectOption({ label: themeName });
    await page.getByLabel('Text size').selectOption({ label: sizeName });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(dialog).toBeVisible();

    const sheet = await dialog.boundingBox();
    expect(sheet && Math.round(sheet.y + sheet.height), 'at the bottom of the screen').toBe(740);
    // Full width: the sheet's width less its padding on both sides.
    const contentWidth = await dialog.evaluate((element) => {
      const style = getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    expect(sheet?.width, 'the sheet spans the screen').toBe(360);
    for (const action of await dialog.getByRole('button').all()) {
      const box = await action.boundingBox();
      expect(box?.width, 'full width').toBeCloseTo(contentWidth, 0);
    }
    await checkScreen(page, 'sign-out-dialog', look, testInfo);
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(dialog).toHaveCount(0);
  });
}

for (const look of LOOKS) {
  test(`the Delivered and Not delivered sheets, ${lookName(look)}`, async ({ page }, testInfo) => {
    await signedInAs(page);
    const detailPath = await firstOpenOrderPath(page);
    await chooseLook(page, look);
    await page.goto(detailPath ?? '');
    const dialog = page.getByRole('dialog');
    await page.getByRole('button', { name: 'Delivered', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Confirm delivered' })).toBeVisible();
    await checkScreen(page, 'delivered-sheet', look, testInfo);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Not delivered', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Confirm not delivered' })).toBeVisible();
    await checkScreen(page, 'not-delivered-sheet', look, testInfo);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
}

test(`the unsent-changes sheet, ${lookName(LOOKS[3])}`, async ({ page, context }, testInfo) => {
  await signedInAs(page);
  await chooseLook(page, LOOKS[3]);
  await page.goto('/order');
  // A change that cannot leave the phone: the header's words open the list of unsent changes.
  await context.setOffline(true);
  await page.getByRole('list', { name: 'Open orders' }).getByRole('link').first().click();
  await markDelivered(page);
  await page.locator('.sync-indicator__open').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkScreen(page, 'unsent-changes-sheet', LOOKS[3], testInfo);
});

for (const look of LOOKS) {
  // The last look offline: the diagnostics say so.
  const offline = look === LOOKS[3];
  test(`About this app, ${lookName(look)}${offline ? ', offline' : ''}, and Copy diagnostics`, async ({
    page,
    context,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signedInAs(page);
    await chooseLook(page, look);
    await page.goto('/order');
    await expect(page.getByRole('list', { name: 'Open orders' })).toBeVisible();
    if (offline) await context.setOffline(true);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'About this app' }).click();
    const sheet = page.getByRole('dialog', { name: 'About this app' });
    await expect(sheet.getByText('dispatcher@demo.test')).toBeVisible();
    await expect(sheet.getByText('Demo', { exact: true })).toBeVisible();
    await sheet.getByRole('button', { name: 'Copy diagnostics' }).click();
    await expect(sheet.getByRole('status')).toContainText('Diagnostics copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Signed in as: dispatcher@demo.test');
    if (offline) expect(copied).toContain('Connection: Offline');
    await checkScreen(page, 'about-sheet', look, testInfo);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
  });
}
