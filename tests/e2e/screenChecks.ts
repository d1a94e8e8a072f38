import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { snap } from './support';

// The checks every screen passes at phone size, in every language and look (docs/display.md),
// and the looks themselves (light and dark, Standard and Extra large) with the whole check of
// one screen in one look that the display specs (tests/e2e/display*.spec.ts) run.

/**
 * No sideways scrolling: the page is laid out at the screen's width (a phone did not zoom out to
 * fit something wide), and nothing sticks out of the screen or out of its own box.
 */
export async function expectNoSidewaysScroll(page: Page) {
  await settledMotion(page);
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  const screenWidth = page.viewportSize()?.width;
  if (screenWidth !== undefined) expect(widths.inner, 'layout width').toBe(screenWidth);
  expect(widths.scroll, 'page width').toBeLessThanOrEqual(widths.inner);
  // A clipped card counts too; longer words (Portuguese) must wrap.
  const sticking = await page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false; // visually hidden helpers
        const outOfScreen = box.left < -0.5 || box.right > window.innerWidth + 0.5;
        const overflowsItself =
          getComputedStyle(element).overflowX === 'visible' &&
          element.scrollWidth > element.clientWidth + 1 &&
          element.clientWidth > 0;
        return outOfScreen || overflowsItself;
      })
      .map((element) => `${element.tagName}.${element.className}`),
  );
  expect(sticking).toEqual([]);
}

/**
 * Waits for the page's finite animations and transitions to end: a box measured mid-way (the side
 * menu sliding in for 0.2 s) sticks out of the screen for a moment. Endless ones (a spinner) are
 * not waited for.
 */
async function settledMotion(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** axe's rule sets every screen and sheet passes: WCAG 2.2 A/AA and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * No axe-core violation of WCAG 2.2 A/AA or of axe's best practices, colour contrast included;
 * and exactly one main landmark (docs/display.md#landmarks).
 */
export async function expectNoAxeViolations(page: Page) {
  // Counted in the markup: an open sheet may hide the page from the accessibility tree.
  await expect(page.locator('main, [role="main"]')).toHaveCount(1);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    where: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
  }));
  expect(violations).toEqual([]);
  // The contrast rule did look at this screen (it reports nothing on a page it cannot read).
  expect(results.passes.map((rule) => rule.id)).toContain('color-contrast');
}

/** The looks every screen is checked in: light and dark, each at Standard and Extra large. */
export const LOOKS = [
  { theme: 'light', textSize: 'standard' },
  { theme: 'dark', textSize: 'standard' },
  { theme: 'light', textSize: 'extra-large' },
  { theme: 'dark', textSize: 'extra-large' },
] as const;
export type Look = (typeof LOOKS)[number];

/** A look in a test's title: "light, standard text", "dark, extra-large text". */
export function lookName(look: Look): string {
  return `${look.theme}, ${look.textSize} text`;
}

/** Saves the look the way the menu does (same keys), for the next page load. */
export async function chooseLook(page: Page, look: Look) {
  await page.evaluate((chosen) => {
    localStorage.setItem('dispatch.theme', chosen.theme);
    localStorage.setItem('dispatch.textSize', chosen.textSize);
  }, look);
}

/** Every visible button, link and field is at least 48 × 48 CSS px (glove-sized). */
export async function expectGloveSizedTargets(page: Page) {
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
export async function expectNoOverlap(page: Page, selector: string) {
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

export async function checkScreen(
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
