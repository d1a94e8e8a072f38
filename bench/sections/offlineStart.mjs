// Section 3: warm offline start (demo build). Signed in, service worker installed and in
// control, data cached; then offline with 4× CPU throttling: reload /order and time from
// navigation start until the first order row is on screen (median of 5).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PHONE, addLoadProbe, firstRowTime, median, reloadUntilFirstRow, signIn } from '../lib.mjs';

export const CPU_SLOWDOWN = 4;

/** In the page: where the load's time went (ms from navigation start). */
export function loadMilestones() {
  const nav = performance.getEntriesByType('navigation')[0];
  return {
    documentMs: nav?.responseEnd ?? null,
    domContentLoadedMs: nav?.domContentLoadedEventEnd ?? null,
    firstContentfulPaintMs:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  };
}

/**
 * Once the app has registered its service worker (when idle, at the latest 30 s after start):
 * one online reload, so the worker controls the page and has served (and cached) it.
 */
export async function reloadUnderTheWorker(page, timeoutMs = 30_000) {
  await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready,
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('the service worker did not activate in 40 s')), 40_000),
      ),
    ]),
  );
  await page.reload();
  await firstRowTime(page, timeoutMs);
  const controlled = await page.evaluate(() => navigator.serviceWorker.controller !== null);
  if (!controlled) throw new Error('the service worker does not control the page after a reload');
}

/**
 * Offline, at 4× CPU: reloads the page `runs` times, each timed until the first order row, with
 * `loadMilestones` and the `extraMilestones` (page functions) read after each.
 */
export async function timeWarmReloads(
  context,
  page,
  { runs, timeoutMs = 30_000, extraMilestones = [] },
) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await context.setOffline(true);
  const times = [];
  const milestones = [];
  for (let i = 0; i < runs; i++) {
    times.push((await reloadUntilFirstRow(page, timeoutMs)).firstRowMs);
    const read = {};
    for (const milestone of [loadMilestones, ...extraMilestones]) {
      Object.assign(read, await page.evaluate(milestone));
    }
    milestones.push(read);
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { times, milestones };
}

/**
 * `query` is added to the first visit: the bench build's ?benchSeed=8&benchFast=1 gives the
 * same 8 open orders without the demo's simulated latencies, to tell the app's time from them.
 */
export async function measureOfflineStart(browser, { url, dist, runs = 5, query = '' }) {
  if (!existsSync(join(dist, 'sw.js'))) {
    return { notMeasurable: 'no service worker in this build (dist has no sw.js)' };
  }
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  try {
    await addLoadProbe(context);
    const page = await context.newPage();
    await page.goto(`${url}/login${query}`);
    await signIn(page);
    await page.locator('.order-row').first().waitFor({ timeout: 30_000 });
    await reloadUnderTheWorker(page);
    const { times, milestones } = await timeWarmReloads(context, page, { runs });
    const medianOf = (key) => median(milestones.map((m) => m[key]).filter((v) => v !== null));
    return {
      medianMs: median(times),
      runsMs: times,
      cpuSlowdown: CPU_SLOWDOWN,
      documentMedianMs: medianOf('documentMs'),
      domContentLoadedMedianMs: medianOf('domContentLoadedMs'),
      firstContentfulPaintMedianMs: medianOf('firstContentfulPaintMs'),
    };
  } finally {
    await context.close();
  }
}
