import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './screenChecks';
import { signIn, snap, markDelivered } from './support';

// Issue 16, Display: every main screen at 360 × 740, light and dark, Standard and Extra large:
// no sideways scrolling, no axe-core violation (WCAG 2.2 A and AA and best practices, colour contrast included), one main,
// every visible control at least 48 × 48 CSS px. The screenshots land in the test output.

test.use({ viewport: { width: 360, height: 740 } });

const LOOKS = [
  { theme: 'light', textSize: 'standard' },
  { theme: 'dark', textSize: 'standard' },
  { theme: 'light', textSize: 'extra-large' },
  { theme: 'dark', textSize: 'extra-large' },
] as const;
type Look = (typeof LOOKS)[number];

/** Saves the look the way the menu does (same keys), for the next page load. */
async function chooseLook(page: Page, look: Look) {
  await page.evaluate((chosen) => {
    localStorage.setItem('dispatch.theme', chosen.theme);
    localStorage.setItem('dispatch.textSize', chosen.textSize);
  }, look);
}

/** Every visible button, link and field is at least 48 × 48 CSS px (glove-sized). */
async function expectGloveSizedTargets(page: Page) {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element) => {
        // A radio button or checkbox is tapped by its whole label (the label is the target).
        const choice =
          element instanceof HTMLInputElement && ['radio', 'checkbox'].includes(element.type);
        const box = (
          choice ? (element.closest('label') ?? element) : element
        ).getBoundingClientRect();
        return {
          name: `${element.tagName}.${element.className} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        };
      })
      .filter((target) => target.width < 48 || target.height < 48),
  );
  expect(small).toEqual([]);
  await expect(page.locator('button, a[href], input').first()).toBeVisible();
}

/** Direct parts of a container never cover each other (the header at Extra large). */
async function expectNoOverlap(page: Page, selector: string) {
  const overlaps = await page.locator(selector).evaluateAll((containers) =>
    containers.flatMap((container) => {
      const boxes = [...container.children]
        .filter((child) => child.checkVisibility({ visibilityProperty: true }))
        .map((child) => ({
          name: child.className || child.tagName,
          box: child.getBoundingClientRect(),
        }))
        .filter(({ box }) => box.width > 1 && box.height > 1);
      const found: string[] = [];
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          const apart =
            a.box.right <= b.box.left + 0.5 ||
            b.box.right <= a.box.left + 0.5 ||
            a.box.bottom <= b.box.top + 0.5 ||
            b.box.bottom <= a.box.top + 0.5;
          if (!apart) found.push(`${a.name} × ${b.name}`);
        }),
      );
      return found;
    }),
  );
  expect(overlaps).toEqual([]);
}

async function checkScreen(
  page: Page,
  name: string,
  look: Look,
  testInfo: Parameters<typeof snap>[1],
) {
  await expect(page.locator('html')).toHaveAttribute('data-theme', look.theme);
  await expect(page.locator('html')).toHaveAttribute('data-text-size', look.textSize);
  await expectNoSidewaysScroll(page);
  await expectNoOverlap(page, '.shell__header, .status-control__choices, .order-row__top');
  await expectGloveSizedTargets(page);
  await expectNoAxeViolations(page);
  await snap(page, testInfo, `${name}-${look.theme}-${look.textSize}`);
}

async function signedInAs(page: Page) {
  await signIn(page, 'dispatcher@demo.test');
  await expect(page).toHaveURL(/\/order$/);
}

test('login, in every look', async ({ page }, testInfo) => {
  await page.goto('/login');
  for (const look of LOOKS) {
    await chooseLook(page, look);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await checkScreen(page, 'login', look, testInfo);
  }
});

const SIGNED_IN_SCREENS = [
  {
    name: 'order-list',
    path: '/order',
    ready: (page: Page) => page.getByRole('list', { name: 'Open orders' }).getByRole('listitem'),
  },
  {
    name: 'delivered',
    path: '/delivered',
    ready: (page: Page) => page.getByRole('list', { name: 'Delivered' }).getByRole('listitem'),
  },
  {
    name: 'today',
    path: '/today',
    ready: (page: Page) => page.getByRole('progressbar'),
  },
  {
    name: 'not-found',
    path: '/no-such-page',
    ready: (page: Page) => page.getByRole('heading', { name: 'Page not found' }),
  },
] as const;

for (const screen of SIGNED_IN_SCREENS) {
  test(`${screen.name}, in every look`, async ({ page }, testInfo) => {
    await signedInAs(page);
    for (const look of LOOKS) {
      await chooseLook(page, look);
      await page.goto(screen.path);
      await expect(screen.ready(page).first()).toBeVisible();
      await checkScreen(page, screen.name, look, testInfo);
    }
  });
}

test('order detail, in every look, with every status button on screen', async ({
  page,
}, testInfo) => {
  await signedInAs(page);
  const detailPath = await page
    .getByRole('list', { name: 'Open orders' })
    .getByRole('link')
    .first()
    .getAttribute('href');
  expect(detailPath).toMatch(/^\/order-detail\?id=/);
  for (const look of LOOKS) {
    await chooseLook(page, look);
    await page.goto(detailPath ?? '');
    const statusButtons = page.locator('.status-choice');
    await expect(statusButtons.first()).toBeVisible();
    for (const button of await statusButtons.all()) {
      const box = await button.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360, 'within the screen width').toBe(true);
    }
    await checkScreen(page, 'order-detail', look, testInfo);
  }
});

test('the side menu, open, in every look', async ({ page }, testInfo) => {
  await signedInAs(page);
  for (const look of LOOKS) {
    await chooseLook(page, look);
    await page.goto('/order');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByLabel('Theme')).toBeVisible();
    // The drawer slides in: check it once it has arrived.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
    await checkScreen(page, 'menu', look, testInfo);
  }
});

test('Theme and Text size in the menu apply at once and are remembered', async ({ page }) => {
  await signedInAs(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Theme').selectOption({ label: 'Dark' });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#2b0707');
  await page.getByLabel('Text size').selectOption({ label: 'Extra large' });
  await expect(html).toHaveAttribute('data-text-size', 'extra-large');
  const rootFontSize = () => html.evaluate((root) => getComputedStyle(root).fontSize);
  expect(await rootFontSize()).toBe('20.8px');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await rootFontSize()).toBe('20.8px');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByLabel('Theme')).toHaveValue('dark');
  await expect(page.getByLabel('Text size')).toHaveValue('extra-large');

  await page.getByLabel('Theme').selectOption({ label: 'Light' });
  await page.getByLabel('Text size').selectOption({ label: 'Standard' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#470b0b');
  expect(await rootFontSize()).toBe('16px');
});

test('System follows the phone, also when it switches while the app is open', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/login');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-theme', 'light');

  // An explicit choice wins over the phone.
  await page.evaluate(() => localStorage.setItem('dispatch.theme', 'light'));
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('a saved value the app does not know falls back to System and Standard', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.setItem('dispatch.theme', 'purple');
    localStorage.setItem('dispatch.textSize', 'huge');
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'standard');
});

test('the sign-out dialog is a bottom sheet with full-width actions, in every look', async ({
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

  for (const look of LOOKS) {
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
  }
});

test('the Delivered, Not delivered and unsent-changes sheets, in every look', async ({
  page,
  context,
}, testInfo) => {
  await signedInAs(page);
  const detailPath = await page
    .getByRole('list', { name: 'Open orders' })
    .getByRole('link')
    .first()
    .getAttribute('href');
  for (const look of LOOKS) {
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
  }
  // A change that cannot leave the phone: the header's words open the list of unsent changes.
  await context.setOffline(true);
  await markDelivered(page);
  await page.locator('.sync-indicator__open').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkScreen(page, 'unsent-changes-sheet', LOOKS[3], testInfo);
});

test('About this app, in every look, offline, and Copy diagnostics', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInAs(page);
  for (const look of LOOKS) {
    await chooseLook(page, look);
    await page.goto('/order');
    await expect(page.getByRole('list', { name: 'Open orders' })).toBeVisible();
    if (look === LOOKS[3]) await context.setOffline(true);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'About this app' }).click();
    const sheet = page.getByRole('dialog', { name: 'About this app' });
    await expect(sheet.getByText('dispatcher@demo.test')).toBeVisible();
    await expect(sheet.getByText('Demo', { exact: true })).toBeVisible();
    await sheet.getByRole('button', { name: 'Copy diagnostics' }).click();
    await expect(sheet.getByRole('status')).toContainText('Diagnostics copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Signed in as: dispatcher@demo.test');
    if (look === LOOKS[3]) expect(copied).toContain('Connection: Offline');
    await checkScreen(page, 'about-sheet', look, testInfo);
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
  }
});
