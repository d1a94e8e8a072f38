import { devices, expect } from '@playwright/test';
import type { BrowserType, LaunchOptions, BrowserContext, Page, TestInfo } from '@playwright/test';

/**
 * A persistent Chromium profile (a real user profile, not an incognito-like context: only there
 * does Chromium report installability) with the phone and launch options of
 * playwright.config.ts, pointed at `origin`.
 */
export async function openPersistentPhone(
  browserType: BrowserType,
  launchOptions: LaunchOptions,
  testInfo: TestInfo,
  origin: string,
): Promise<{ context: BrowserContext; page: Page }> {
  // defaultBrowserType picks the browser in a project; it is not a context option.
  const { defaultBrowserType: _browser, ...phone } = devices['Pixel 7'];
  const context = await browserType.launchPersistentContext(testInfo.outputPath('profile'), {
    ...launchOptions,
    ...phone,
    headless: true,
    baseURL: origin,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page };
}

/** Waits until a service worker controls the page (it registers when the browser is idle). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    // The registration waits for idle time, and at most 30 s (SERVICE_WORKER_FALLBACK_DELAY_MS).
    timeout: 45_000,
  });
  const state = await page.evaluate(() => navigator.serviceWorker.controller?.state);
  expect(state === 'activating' || state === 'activated').toBe(true);
}
