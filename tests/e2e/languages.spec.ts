import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './screenChecks';
import { DEMO_PASSWORD, snap } from './support';

// Issue 16, Languages: each main screen at 360 × 740 in Portuguese (a phone set to pt-PT) and
// in English: the words of the language, <html lang>, no sideways scrolling, no axe-core
// violation. The screenshots land in the test output (test-results/).

test.use({ viewport: { width: 360, height: 740 } });

const LANGUAGES = [
  {
    locale: 'pt-PT',
    lang: 'pt-PT',
    words: {
      signIn: 'Entrar',
      password: 'Palavra-passe',
      menu: 'Menu',
      mainMenu: 'Menu principal',
      language: 'Idioma',
      signOut: 'Terminar sessão',
      notFound: 'Página não encontrada',
    },
  },
  {
    locale: 'en-US',
    lang: 'en',
    words: {
      signIn: 'Sign in',
      password: 'Password',
      menu: 'Menu',
      mainMenu: 'Main menu',
      language: 'Language',
      signOut: 'Sign out',
      notFound: 'Page not found',
    },
  },
] as const;

/** From the order list on screen, opens the first order's detail (waits for its status buttons). */
async function openFirstOrderDetail(page: Page) {
  const detailPath = await page
    .locator('.order-list')
    .first()
    .getByRole('link')
    .first()
    .getAttribute('href');
  await page.goto(detailPath ?? '');
  await expect(page.locator('.status-choice').first()).toBeVisible();
}

for (const language of LANGUAGES) {
  test.describe(`a phone in ${language.locale}`, () => {
    test.use({ locale: language.locale });
    const { words } = language;

    async function checkScreen(page: Page, name: string, testInfo: Parameters<typeof snap>[1]) {
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await snap(page, testInfo, `${name}-${language.locale}`);
    }

    /** Signs in through the form in this language and waits for the open orders. */
    async function signInHere(page: Page) {
      await page.goto('/login');
      // The prerendered form is English; a Portuguese phone switches it once hydrated.
      const signIn = page.getByRole('button', { name: words.signIn, exact: true });
      await expect(signIn).toBeVisible();
      await page.getByLabel('Email').fill('dispatcher@demo.test');
      await page.getByLabel(words.password).fill(DEMO_PASSWORD);
      await signIn.click();
      await expect(page).toHaveURL(/\/order$/);
      await expect(page.locator('.order-list').first().getByRole('listitem').first()).toBeVisible();
    }

    // One test per screen or two, each checking and photographing what it shows: together, the
    // six screens' axe checks and full-page screenshots ran past the minute's timeout on a
    // loaded CI machine (docs/testing.md).
    test('the sign-in screen in its language', async ({ page }, testInfo) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: words.signIn, exact: true })).toBeVisible();
      await checkScreen(page, 'login', testInfo);
    });

    test('the open and delivered orders in its language', async ({ page }, testInfo) => {
      await signInHere(page);
      await checkScreen(page, 'order-list', testInfo);

      await page.goto('/delivered');
      await expect(page.locator('.order-list').first().getByRole('listitem').first()).toBeVisible();
      await checkScreen(page, 'delivered', testInfo);
    });

    test("an order's detail and the menu in its language", async ({ page }, testInfo) => {
      await signInHere(page);
      await openFirstOrderDetail(page);
      await checkScreen(page, 'order-detail', testInfo);

      await page.getByRole('button', { name: words.menu, exact: true }).click();
      const menu = page.getByRole('navigation', { name: words.mainMenu });
      await expect(menu.getByLabel(words.language)).toBeVisible();
      await expect(menu.getByRole('button', { name: words.signOut })).toBeVisible();
      await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
      await checkScreen(page, 'menu', testInfo);
    });

    test('Page not found in its language', async ({ page }, testInfo) => {
      await signInHere(page);
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: words.notFound })).toBeVisible();
      await checkScreen(page, 'not-found', testInfo);
    });

    // The hardest look for long words: dark theme at Extra large (English in every look is in
    // displayScreens.spec.ts).
    async function signInDarkExtraLarge(page: Page) {
      await page.addInitScript(() => {
        localStorage.setItem('dispatch.theme', 'dark');
        localStorage.setItem('dispatch.textSize', 'extra-large');
      });
      await signInHere(page);
    }

    test("the order list and an order's detail in dark at Extra large", async ({
      page,
    }, testInfo) => {
      await signInDarkExtraLarge(page);
      await checkScreen(page, 'order-list-dark-xl', testInfo);

      await openFirstOrderDetail(page);
      await checkScreen(page, 'order-detail-dark-xl', testInfo);
    });

    test('Today in dark at Extra large', async ({ page }, testInfo) => {
      await signInDarkExtraLarge(page);
      await page.goto('/today');
      await expect(page.locator('progress')).toBeVisible();
      await checkScreen(page, 'today-dark-xl', testInfo);
    });
  });
}

test('Language in the menu switches at once and is remembered on this device', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('dispatcher@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/order$/);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Language').selectOption({ label: 'Português' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(page.getByLabel('Idioma')).toHaveValue('pt-PT');

  // An English phone keeps the choice: the sign-in form is Portuguese after a reload.
  await page.getByRole('button', { name: 'Terminar sessão' }).click();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
});
