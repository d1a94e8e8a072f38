import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The checks every screen passes at phone size, in every language and look (docs/display.md).

/** No sideways scrolling: nothing sticks out of the screen or out of its own box. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
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
