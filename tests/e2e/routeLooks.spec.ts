import { expect, test, type Page } from '@playwright/test';
import { chooseLook, expectNoAxeViolations, expectNoSidewaysScroll } from './screenChecks';
import { openOrdersList, openRouteTools, signIn, snap } from './support';

// The driver's route screens (route.spec.ts) in both themes at Extra large text, 360 × 740: no
// sideways scrolling, no axe-core violation, a screenshot each. A test per screen or two: all
// of them in one test ran near the minute's timeout on a loaded CI machine (55 s).

test.use({ viewport: { width: 360, height: 740 } });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`the route screens in ${theme}, at Extra large text`, () => {
    /** Signs in with the look applied as the page starts, and waits for the open orders. */
    async function signInWithTheLook(page: Page) {
      await page.goto('/login');
      await chooseLook(page, { theme, textSize: 'extra-large' });
      await page.reload(); // the look is applied as the page starts
      await signIn(page, 'dispatcher@demo.test');
      await expect(openOrdersList(page).getByRole('listitem')).toHaveCount(8);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('html')).toHaveAttribute('data-text-size', 'extra-large');
    }

    test('the order list and "On my way" pass axe', async ({ page }, testInfo) => {
      await signInWithTheLook(page);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await snap(page, testInfo, `route-order-${theme}-xl`);
      await page
        .getByRole('region', { name: 'Next stop' })
        .getByRole('button', { name: 'On my way' })
        .click();
      await expectNoAxeViolations(page);
      await snap(page, testInfo, `route-on-my-way-${theme}-xl`);
    });

    test('Route tools and "Edit order of stops" pass axe', async ({ page }, testInfo) => {
      await signInWithTheLook(page);
      await openRouteTools(page);
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Edit order of stops' }).click();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await snap(page, testInfo, `route-edit-${theme}-xl`);
    });

    test("the route map, a stop's card and an order's detail pass axe", async ({
      page,
    }, testInfo) => {
      await signInWithTheLook(page);
      await page.getByRole('button', { name: 'Map', exact: true }).click();
      const map = page.getByRole('region', { name: 'Route map' });
      await map.getByRole('button', { name: /^Stop 2: / }).click();
      await expect(page.getByRole('region', { name: 'Stop 2' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await snap(page, testInfo, `route-map-${theme}-xl`);
      await page.getByRole('button', { name: 'List', exact: true }).click();

      await openOrdersList(page).getByRole('link').first().click();
      await expect(page.getByRole('link', { name: 'Navigate' })).toHaveCount(1);
      await expect(page.getByRole('img', { name: /^Map: store and delivery, / })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await snap(page, testInfo, `route-detail-${theme}-xl`);
    });
  });
}
