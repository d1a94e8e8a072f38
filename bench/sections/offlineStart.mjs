// Section 3: warm offline start (demo build). Signed in, service worker installed and in
// control, data cached; then offline with 4× CPU throttling: reload /order and time from
// navigation start until the first order row is on screen (median of 5), beside the first
// paint (their ratio: issue 35's list in the first frame) and the load's layout shifts.
import { existsSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { join } from 'node:path';
import { PHONE, addLoadProbe, firstRowTime, median, reloadUntilFirstRow, signIn } from '../lib.mjs';

export const CPU_SLOWDOWN = 4;
export const NO_SERVICE_WORKER = 'no service worker in this build (dist has no sw.js)';

/**
 * In the page: where the load's time went (ms from navigation start), whether the list was in
 * the first frame (public/boot.js marks #root until React takes over, then React removes the
 * mark, so the rows' own first-paint time is what tells), and the load's layout shifts.
 */
export async function loadMilestones() {
  const nav = performance.getEntriesByType('navigation')[0];
  // Until React owns the page (it removes boot.js's mark; 10 s at most), so that the layout
  // shifts and the row's node are read after the take-over.
  await new Promise((resolve) => {
    const since = performance.now();
    const check = () => {
      const marked = document.getElementById('root')?.hasAttribute('data-first-screen');
      if (!marked || performance.now() - since > 10_000) resolve();
      else setTimeout(check, 20);
    };
    check();
  });
  const layoutShift = await new Promise((resolve) => {
    let sum = 0;
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) sum += entry.value;
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    // The buffered entries arrive in the observer's first callback, within a frame or two.
    setTimeout(() => {
      for (const entry of observer.takeRecords()) if (!entry.hadRecentInput) sum += entry.value;
      observer.disconnect();
      resolve(sum);
    }, 100);
  });
  const loaded = (test) => {
    const ends = performance
      .getEntriesByType('resource')
      .filter((entry) => test(new URL(entry.name).pathname))
      .map((entry) => entry.responseEnd);
    return ends.length > 0 ? Math.max(...ends) : null;
  };
  // The app's modules and stylesheets: from Chrome's memory cache (no worker start) or through
  // the service worker. Two sections compared with each other must load them alike.
  const assets = performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'));
  return {
    assetsFromMemory: assets.filter((entry) => entry.workerStart === 0).length,
    assetsViaWorker: assets.filter((entry) => entry.workerStart > 0).length,
    documentMs: nav?.responseEnd ?? null,
    // What the first paint waits for: boot.js (in <head>) and the stylesheets.
    bootScriptMs: loaded((path) => path === '/boot.js'),
    stylesheetsMs: loaded((path) => path.endsWith('.css')),
    domContentLoadedMs: nav?.domContentLoadedEventEnd ?? null,
    firstPaintMs: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    firstContentfulPaintMs:
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    layoutShift,
    // The first row drawn is still on the page: React hydrated the first frame (or drew it).
    firstRowKept: window.__bench?.firstRow?.isConnected === true,
  };
}

/**
 * Waits (at most `timeoutMs`) until the app has kept the list's first frame (issue 35,
 * docs/pwa.md#the-list-in-the-first-frame) for the next start; false when it has not (a
 * revision from before it, with --baseline): that start is then timed as it is.
 */
async function firstFrameKept(page, timeoutMs = 15_000) {
  return page
    .waitForFunction(() => localStorage.getItem('dispatch.firstFrame') !== null, null, {
      timeout: timeoutMs,
    })
    .then(
      () => true,
      () => false,
    );
}

/**
 * The figures of timed warm starts: the median first row, first paint and their ratio (each
 * start's own, then the median: the target is first row ≤ 1.15× first paint), the largest
 * layout shift of a start (target 0). "First paint" is the first contentful paint, the first
 * frame that shows anything of the page: Chrome's own `first-paint` entry comes earlier, a
 * frame of the page's background only, painted while the parser waits for boot.js (from the
 * service worker) in <head>, before <body> exists; it is reported beside it.
 */
export function warmStartFigures(times, milestones) {
  const medianOf = (key) => median(milestones.map((m) => m[key]).filter((v) => v !== null));
  const ratios = times
    .map((firstRowMs, i) => firstRowMs / milestones[i].firstContentfulPaintMs)
    .filter((ratio) => Number.isFinite(ratio));
  return {
    medianMs: median(times),
    runsMs: times,
    cpuSlowdown: CPU_SLOWDOWN,
    documentMedianMs: medianOf('documentMs'),
    bootScriptMedianMs: medianOf('bootScriptMs'),
    stylesheetsMedianMs: medianOf('stylesheetsMs'),
    domContentLoadedMedianMs: medianOf('domContentLoadedMs'),
    firstPaintMedianMs: medianOf('firstPaintMs'),
    firstContentfulPaintMedianMs: medianOf('firstContentfulPaintMs'),
    firstRowOverFirstPaint: ratios.length > 0 ? Math.round(median(ratios) * 100) / 100 : null,
    layoutShiftMax: Math.max(0, ...milestones.map((m) => m.layoutShift ?? 0)),
    firstRowKeptRuns: milestones.filter((m) => m.firstRowKept).length,
    assetsFromMemoryMedian: medianOf('assetsFromMemory'),
    assetsViaWorkerMedian: medianOf('assetsViaWorker'),
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

/** Starts Chrome's timeline trace on `cdp`; `stopInto(file)` writes it as JSON. */
async function startTrace(cdp) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories:
      'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,loading,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  return {
    async stopInto(file) {
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await done;
      cdp.off('Tracing.dataCollected', collect);
      writeFileSync(file, JSON.stringify({ traceEvents: events }));
    },
  };
}

/**
 * Offline, at 4× CPU, `page` ready for timed warm reloads: `reload()` reloads it once, timed
 * until the first order row, with `loadMilestones` and the `extraMilestones` (page functions)
 * read after it, into `times` and `milestones`; `finish()` gives the CPU back. Two of them
 * reloaded in turns meet the same load (section 6).
 */
export async function prepareWarmReloads(
  context,
  page,
  { timeoutMs = 30_000, extraMilestones = [] } = {},
) {
  const keptFirstFrame = await firstFrameKept(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await context.setOffline(true);
  const times = [];
  const milestones = [];
  return {
    keptFirstFrame,
    times,
    milestones,
    async reload({ traced = false } = {}) {
      // BENCH_TRACE=<file prefix>: the last start is traced too (Chrome's timeline), to see
      // where its time went; the trace's own cost makes that start's figure a little slower.
      const trace = traced && process.env.BENCH_TRACE ? await startTrace(cdp) : null;
      times.push((await reloadUntilFirstRow(page, timeoutMs)).firstRowMs);
      if (trace) await trace.stopInto(`${process.env.BENCH_TRACE}-${Date.now()}.json`);
      const read = {};
      for (const milestone of [loadMilestones, ...extraMilestones]) {
        Object.assign(read, await page.evaluate(milestone));
      }
      milestones.push(read);
    },
    finish: () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }),
  };
}

/** Offline, at 4× CPU: reloads the page `runs` times (prepareWarmReloads), one after another. */
export async function timeWarmReloads(context, page, { runs, ...options }) {
  const warm = await prepareWarmReloads(context, page, options);
  for (let i = 0; i < runs; i++) await warm.reload({ traced: i === runs - 1 });
  await warm.finish();
  return { times: warm.times, milestones: warm.milestones, keptFirstFrame: warm.keptFirstFrame };
}

/**
 * `query` is added to the first visit: the bench build's ?benchSeed=8&benchFast=1 gives the
 * same 8 open orders without the demo's simulated latencies, to tell the app's time from them.
 */
/**
 * The demo build signed in, its service worker in control, ready for warm reloads; `null` when
 * the build has no service worker. The caller closes the context.
 */
export async function openWarmDemo(browser, { url, dist, query = '' }) {
  if (!existsSync(join(dist, 'sw.js'))) return null;
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  try {
    await addLoadProbe(context);
    const page = await context.newPage();
    await page.goto(`${url}/login${query}`);
    await signIn(page);
    await page.locator('.order-row').first().waitFor({ timeout: 30_000 });
    await reloadUnderTheWorker(page);
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * `query` is added to the first visit: the bench build's ?benchSeed=8&benchFast=1 gives the
 * same 8 open orders without the demo's simulated latencies, to tell the app's time from them.
 */
export async function measureOfflineStart(browser, { url, dist, runs = 5, query = '' }) {
  const demo = await openWarmDemo(browser, { url, dist, query });
  if (!demo) return { notMeasurable: NO_SERVICE_WORKER };
  try {
    const { times, milestones, keptFirstFrame } = await timeWarmReloads(demo.context, demo.page, {
      runs,
    });
    return { ...warmStartFigures(times, milestones), keptFirstFrame };
  } finally {
    await demo.context.close();
  }
}
