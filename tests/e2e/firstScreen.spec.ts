import { expect, test, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './screenChecks';

// Issue 50, the driver's first screen (docs/display.md#the-first-screen), on the production
// build in demo mode at 360 × 740 with location allowed, on shift and sharing with customers
// too (the demo's two orders On the Way): the busiest case. At the standard text size the
// first order row starts on the first screen, its number and street in view, under the Next
// stop card; at Extra large the card and the list follow with nothing overlapping. The sharing
// line is never cut: one line of 64 px at most beside its control, its words whole, its
// sentences whole for screen readers. In English and in Portuguese (the longer).

test.use({ viewport: { width: 360, height: 740 } });

const SCREEN_H = 740;
/** The first row's top at the latest: its number and street above the screen's bottom. */
const FIRST_ROW_TOP_MAX = SCREEN_H - 72;
const LINE_MAX_PX = 64;

const WORDS = {
  en: {
    password: 'Password',
    signIn: 'Sign in',
    start: 'Start shift',
    nextStop: 'Next stop',
    list: 'Open orders',
    stop: 'Stop sharing',
    office: 'The back office sees your position while you are on shift',
    customers: /^Sharing your location with the customer of #\d+(, #\d+)*$/,
  },
  'pt-PT': {
    password: 'Palavra-passe',
    signIn: 'Entrar',
    start: 'Iniciar serviço',
    nextStop: 'Próxima paragem',
    list: 'Encomendas em aberto',
    stop: 'Parar de partilhar',
    office: 'O escritório vê a sua posição enquanto está em serviço',
    customers: /^A partilhar a sua localização com o cliente de #\d+(, #\d+)*$/,
  },
} as const;

type Language = keyof typeof WORDS;
type TextSize = 'standard' | 'extra-large';

/** Signed in, on shift, sharing with the customers of the orders On the Way; reloaded at the top. */
async function onShiftAndSharing(page: Page, language: Language, textSize: TextSize) {
  const words = WORDS[language];
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 38.74, longitude: -9.15 });
  await page.goto('/login');
  await page.evaluate(
    ([chosenLanguage, chosenSize]) => {
      localStorage.setItem('dispatch.language', chosenLanguage);
      localStorage.setItem('dispatch.textSize', chosenSize);
    },
    [language, textSize],
  );
  await page.reload();
  await page.getByLabel('Email').fill('dispatcher@demo.test');
  await page.getByLabel(words.password).fill('demo1234');
  await page.getByRole('button', { name: words.signIn }).click();
  await page.getByRole('button', { name: words.start }).click();
  await expect(page.getByText(words.office)).toBeAttached();
  // The first screen as the driver opens the app on shift: a reload, at the top.
  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-screen');
  await expect(page.locator('html')).toHaveAttribute('data-text-size', textSize);
  await expect(page.getByText(words.customers)).toBeAttached();
  await expect(page.getByText(words.office)).toBeAttached();
  await expect(page.getByRole('button', { name: words.stop })).toBeVisible();
  await expect(page.getByRole('list', { name: words.list }).getByRole('listitem')).toHaveCount(8);
}

/** The sharing line: one line, ≤ 64 px (standard), its words whole, its sentences in the page. */
async function expectLineWhole(page: Page, textSize: TextSize) {
  const line = page.locator('.tracking-share[role="status"]');
  const found = await line.evaluate((element) => {
    const text = element.querySelector<HTMLElement>('.tracking-share__text')!;
    const shown =
      element.querySelector<HTMLElement>('.tracking-share__short') ??
      element.querySelector<HTMLElement>('.tracking-share__sentences')!;
    const control = element.querySelector('button')!.getBoundingClientRect();
    const box = text.getBoundingClientRect();
    const shownBox = shown.getBoundingClientRect();
    const style = getComputedStyle(shown);
    return {
      height: element.getBoundingClientRect().height,
      shown: shown.innerText,
      // Whole: as wide as its words at most, inside the text's box, on one line.
      shownWidth: shown.scrollWidth,
      room: text.clientWidth,
      textOverflow: style.textOverflow,
      oneLine: shownBox.height <= parseFloat(getComputedStyle(text).lineHeight) * 1.5,
      besideControl: box.right <= control.left + 0.5 && shownBox.right <= control.left + 0.5,
      spoken: element.textContent ?? '',
    };
  });
  expect(found.shown).not.toMatch(/…$/);
  expect(found.textOverflow).not.toBe('ellipsis');
  expect(found.shownWidth).toBeLessThanOrEqual(found.room);
  expect(found.oneLine).toBe(true);
  expect(found.besideControl).toBe(true);
  if (textSize === 'standard') expect(found.height).toBeLessThanOrEqual(LINE_MAX_PX);
  return found;
}

for (const language of ['en', 'pt-PT'] as const) {
  test(`the first screen on shift and sharing, ${language}, standard text: the first row on it`, async ({
    page,
  }, testInfo) => {
    const words = WORDS[language];
    await onShiftAndSharing(page, language, 'standard');
    const line = await expectLineWhole(page, 'standard');
    expect(line.shown.length).toBeGreaterThan(0);

    const card = page.getByRole('region', { name: words.nextStop });
    await expect(card).toBeInViewport();
    const firstRow = page.getByRole('list', { name: words.list }).getByRole('listitem').first();
    const rowBox = await firstRow.boundingBox();
    const cardBox = await card.boundingBox();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(rowBox!.y, 'the first row starts on the first screen').toBeLessThanOrEqual(
      FIRST_ROW_TOP_MAX,
    );
    expect(rowBox!.y).toBeGreaterThanOrEqual(cardBox!.y + cardBox!.height);
    // Its number and street are in view.
    for (const part of ['.order-row__title', '.order-row__address']) {
      const box = await firstRow.locator(part).first().boundingBox();
      expect(box!.y + box!.height, `${part} in view`).toBeLessThanOrEqual(SCREEN_H);
    }
    testInfo.annotations.push({ type: 'first row top', description: `${rowBox!.y}px` });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`first-screen-${language}.png`) });
  });

  test(`the first screen on shift and sharing, ${language}, Extra large: a short scroll, no overlap`, async ({
    page,
  }, testInfo) => {
    const words = WORDS[language];
    await onShiftAndSharing(page, language, 'extra-large');
    await expectLineWhole(page, 'extra-large');
    const card = page.getByRole('region', { name: words.nextStop });
    const firstRow = page.getByRole('list', { name: words.list }).getByRole('listitem').first();
    const rowBox = await firstRow.boundingBox();
    testInfo.annotations.push({ type: 'first row top', description: `${rowBox!.y}px` });
    // One short scroll: the list's start is within two screens.
    expect(rowBox!.y).toBeLessThanOrEqual(2 * SCREEN_H - 72);
    await firstRow.scrollIntoViewIfNeeded();
    await expect(firstRow).toBeInViewport();

    // Nothing overlaps: the line, the title, the search, the card, the route tools, the row.
    const boxes = await page.evaluate(() =>
      [
        '.tracking-share[role="status"]',
        '.page__header',
        '.route-search',
        '.route-view',
        '.next-stop',
        '.route-tools',
        '.order-list li',
      ].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return { selector, top: box.top, bottom: box.bottom, left: box.left, right: box.right };
      }),
    );
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const apart =
          a.bottom <= b.top + 0.5 ||
          b.bottom <= a.top + 0.5 ||
          a.right <= b.left + 0.5 ||
          b.right <= a.left + 0.5;
        // The sticky line may cover what scrolled under it; nothing else overlaps.
        if (a.selector.startsWith('.tracking-share')) continue;
        expect(apart, `${a.selector} and ${b.selector} overlap`).toBe(true);
      }
    }
    await expect(card).toBeAttached();
    await expectNoSidewaysScroll(page);
  });
}
