// Shared pieces of the benchmark: the browser, the phone profile, sign-in and statistics.
import { chromium, devices } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { quantile } from '../scripts/quantile.mjs';

export { CHROMIUM_FLAGS, CHROMIUM_PATH };

export const PHONE = devices['Pixel 7'];
export const DEMO_DISPATCHER = {
  email: 'dispatcher@demo.test',
  password: 'demo1234',
  uid: 'demo-dispatcher',
};

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

export async function signIn(page, { email, password } = DEMO_DISPATCHER) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export function median(values) {
  return percentile(values, 50);
}

/** Nearest-rank percentile (p in 0..100) of values in any order; null for no values. */
export function percentile(values, p) {
  return quantile(
    [...values].sort((a, b) => a - b),
    p / 100,
  );
}

export { round } from '../scripts/round.mjs';

/** What the load probe logs once the first order row is on screen: `reloadUntilFirstRow` waits for it. */
export const FIRST_ROW_MESSAGE = 'bench: the first order row is on screen';

/** The driver app's order row; the desk's is its card (`.desk-card__item`, section 11). */
export const ORDER_ROW = '.order-row';

/**
 * Adds the load probe to every page of `context`, before the page's own scripts; `row` is what
 * counts as the first row on screen.
 */
export function addLoadProbe(context, row = ORDER_ROW) {
  return context.addInitScript(installLoadProbe, { message: FIRST_ROW_MESSAGE, row });
}

/**
 * Runs in the page before its scripts (see addLoadProbe): records when the first order row
 * (`rowSelector`) is on screen (a frame after it is laid out), and the long tasks of the load,
 * on window.__bench; then logs `message` to the console, which is how a timed load's end
 * reaches the bench without running anything in the page (see reloadUntilFirstRow).
 */
function installLoadProbe({ message, row: rowSelector }) {
  const probe = { firstRowMs: null, longTasks: [] };
  window.__bench = probe;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the probe still records the first row.
  }
  const check = () => {
    if (probe.firstRowMs !== null) return;
    const row = document.querySelector(rowSelector);
    if (row && row.getBoundingClientRect().height > 0) {
      probe.firstRowMs = -1;
      // Kept, to tell whether React hydrated it (the same node later) or drew it afresh.
      probe.firstRow = row;
      requestAnimationFrame(() => {
        probe.firstRowMs = performance.now();
        console.debug(message);
      });
      observer.disconnect();
    }
  };
  // The document itself, which exists before its first element: a row in the HTML's first
  // parse (the list in the first frame, placed by public/boot.js) is seen as it arrives.
  // (Observing documentElement waited for DOMContentLoaded, after the modules had run.)
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
}

const readLoadProbe = () => ({
  firstRowMs: window.__bench.firstRowMs,
  longestTaskMs: Math.max(0, ...window.__bench.longTasks),
});

/**
 * Waits for the probe's first-row time (polling the page); returns it in ms since navigation
 * start. For a load that is not timed: polling runs Playwright's own script in the page.
 */
export async function firstRowTime(page, timeout = 30_000) {
  await page.waitForFunction(() => (window.__bench?.firstRowMs ?? -1) > 0, null, { timeout });
  return page.evaluate(readLoadProbe);
}

/**
 * Reloads the page and waits, from outside, for the probe's console message; returns the
 * first-row time and the load's longest task. Nothing of the bench runs in the page during the
 * load: polling it with waitForFunction made Playwright compile and run its injected script on
 * the page's main thread mid-load (~40 ms at 4× CPU), which was counted as the app's.
 */
export async function reloadUntilFirstRow(page, timeout = 30_000) {
  const shown = page.waitForEvent('console', {
    predicate: (message) => message.text() === FIRST_ROW_MESSAGE,
    timeout,
  });
  // Handled at once, so a reload that fails does not leave it rejecting unobserved.
  shown.catch(() => {});
  await page.reload({ waitUntil: 'commit' });
  await shown;
  return page.evaluate(readLoadProbe);
}

export function errorText(error) {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0].slice(0, 200);
}
