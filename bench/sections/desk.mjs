// Section 11: the desk (docs/performance.md#the-desk-section-11). A day of N open orders (the
// bench seed, ?benchSeed=N, with ?benchFast=1: no simulated latencies) spread among D bench
// drivers (?benchDrivers=D, one order in ten left unassigned: src/demo/adapters/deskBenchSeed.ts):
// - warm start: reload /desk (the manager signed in) → the first card on screen, beside the
//   driver app's warm start at its own N-order seed (reload /order → the first row), the two
//   reloaded in turns in the same run, median of BENCH_RELOADS each;
// - assign, 4× CPU: the click on a driver's name in a card's menu → the card in that driver's
//   region, a frame after (measured in the page: performance.now() at the click, a
//   MutationObserver, one requestAnimationFrame);
// - one realtime change, 4× CPU: a status written to the demo database and announced on its
//   change bus by a worker of the page (another thread, as a driver's phone is another device)
//   until the card shows it; the desk's main-thread busy time over it (CDP Performance
//   TaskDuration), minus that of an idle window as long.
import { PHONE, addLoadProbe, firstRowTime, median, reloadUntilFirstRow, signIn } from '../lib.mjs';
import {
  benchDatabase,
  cardsOnceDrawn,
  startWriter,
  suggestionsPassAfter,
  timedAssign,
  timedChange,
} from './deskInPage.mjs';
import { tracedChanges } from './deskTrace.mjs';

export const DESK_MANAGER = { email: 'manager@demo.test', password: 'demo1234' };
export const DESK_CPU_SLOWDOWN = 4;
/** The desk's order card: the load probe's first row on the desk. */
export const DESK_CARD = '.desk-card__item';
/** src/desk/firstFrame/takeOver.ts's mark: the desk's own board on screen. */
const TOOK_OVER_MARK = 'desk: own screen';
/**
 * How long after a realtime change shows its window runs: whenIdle's half-second deadline for the
 * suggestions' pass (src/platform/timers.ts), and a frame.
 */
const SETTLE_MS = 600;
/** src/desk/dispatch/useDeskDispatch.ts's measure: one pass working out the cards' suggestions. */
const SUGGESTIONS_MEASURE = 'desk: suggestions';
export const DESK_VIEWPORT = { width: 1280, height: 800 };

/** "Bench Driver 07", as deskBenchSeed.ts names them. */
export function benchDriverName(index) {
  return `Bench Driver ${String(index).padStart(2, '0')}`;
}

/** Main-thread busy over a change less that over an idle window as long (never below 0). */
export function busyBeyondIdle(changeBusyMs, idleBusyMs) {
  return Math.max(0, changeBusyMs - idleBusyMs);
}

/** The main thread's time so far (CDP Performance metrics, in s): all tasks, and its parts. */
const THREAD_METRICS = {
  TaskDuration: 'busyMs',
  ScriptDuration: 'scriptMs',
  RecalcStyleDuration: 'styleMs',
  LayoutDuration: 'layoutMs',
};

async function threadSeconds(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
}

/** What `run` resolves with, and the ms of main thread busy meanwhile (with its parts). */
async function busyMs(cdp, run) {
  const before = await threadSeconds(cdp);
  const value = await run();
  const after = await threadSeconds(cdp);
  const spent = Object.fromEntries(
    Object.entries(THREAD_METRICS).map(([metric, key]) => [
      key,
      ((after[metric] ?? 0) - (before[metric] ?? 0)) * 1000,
    ]),
  );
  return { value, ...spent };
}

async function openDriverApp(browser, { url, count }) {
  const context = await browser.newContext({ ...PHONE });
  await addLoadProbe(context);
  const page = await context.newPage();
  await page.goto(`${url}/login?benchSeed=${count}&benchFast=1`);
  await signIn(page);
  await firstRowTime(page, 120_000); // the first load also seeds N orders
  return { context, page };
}

export async function openDesk(browser, { url, count, drivers }) {
  const context = await browser.newContext({ viewport: DESK_VIEWPORT });
  await addLoadProbe(context, DESK_CARD);
  const page = await context.newPage();
  await page.goto(`${url}/desk?benchSeed=${count}&benchDrivers=${drivers}&benchFast=1`);
  await signIn(page, DESK_MANAGER);
  await firstRowTime(page, 120_000);
  await page.getByRole('heading', { name: 'Desk', exact: true }).waitFor();
  return { context, page };
}

/**
 * Reloads the desk (the load probe's first row is its first card) and waits until its board is
 * drawn whole: the first card, the cards once drawn, the load's longest task until then and
 * when the desk's own board replaced the one kept in the first frame.
 */
export async function reloadDesk(page, timeoutMs = 60_000) {
  const { firstRowMs } = await reloadUntilFirstRow(page, timeoutMs);
  // A big board goes on drawing after its first cards: not while the other page reloads.
  const cards = await page.evaluate(cardsOnceDrawn, DESK_CARD);
  return {
    firstCardMs: firstRowMs,
    cards,
    // The load's longest task until the board is drawn whole (the first card is the kept
    // board's, before any of the desk's tasks).
    longestTaskMs: await page.evaluate(() => Math.max(0, ...window.__bench.longTasks)),
    // When the desk's own board replaced the one kept in the first frame (takeOver.ts).
    ownBoardMs: await page.evaluate(
      (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? null,
      TOOK_OVER_MARK,
    ),
  };
}

/** Assigns an unassigned card to driver `index` by its menu; the ms the page measured. */
/** The suggestions' idle pass a change set off, or null when it set none off within `timeoutMs`. */
function passAfter(page, since, timeoutMs) {
  return page.evaluate(suggestionsPassAfter, { name: SUGGESTIONS_MEASURE, since, timeoutMs });
}

/**
 * One assign and, with `withPass`, the suggestions' idle pass it sets off (the card leaves
 * Unassigned and joins a driver's run: every line is worked out again).
 */
async function assignOnce(page, index, withPass) {
  const driverName = benchDriverName(index);
  const button = page
    .getByRole('region', { name: 'Unassigned' })
    .getByRole('button', { name: /^Assign #/ })
    .first();
  const cardId = await button.evaluate(
    (element) => element.closest('[data-card-id]').dataset.cardId,
  );
  await button.click();
  // The driver's name, then what auto-dispatch works out for them (AssignMenu.tsx).
  await page.getByRole('menuitem', { name: new RegExp(`^${driverName}( — |$)`) }).waitFor();
  const { ms, start } = await page.evaluate(timedAssign, { cardId, driverName });
  const pass = withPass ? await passAfter(page, start, 5_000) : null;
  // The server's answer, before the next one (benchFast: at once).
  await page.locator('.desk-card--pending').first().waitFor({ state: 'detached' });
  return { ms, pass };
}

/** A card of driver `index`'s region and a status other than the one it shows. */
async function changeTarget(page, index) {
  const card = page
    .getByRole('region', { name: benchDriverName(index), exact: true })
    .locator('[data-card-id]')
    .first();
  const cardId = await card.getAttribute('data-card-id');
  const shown = await card.locator('.desk-status').textContent();
  return { cardId, status: shown === 'On the Way' ? 'Picked Up' : 'On the Way' };
}

/**
 * The suggestions' passes: cold after a load (1× CPU), after each assign (4×), medians; and how
 * many of the realtime changes set one off (none: a status between two open ones leaves every
 * line as it was, src/desk/dispatch/dispatchBoard.ts).
 */
function suggestionFigures(coldPasses, assignRuns, changeRuns) {
  const passes = assignRuns.map((run) => run.pass).filter((pass) => pass !== null);
  return {
    suggestionsColdMs: coldPasses.length > 0 ? median(coldPasses.map((pass) => pass.ms)) : null,
    suggestionsAfterAssignMs: passes.length > 0 ? median(passes.map((pass) => pass.ms)) : null,
    suggestionsAfterAssignDelayMs:
      passes.length > 0 ? median(passes.map((pass) => pass.startedAfterMs)) : null,
    suggestionLines: Math.max(0, ...passes.map((pass) => pass.lines)),
    assignsWithPass: passes.length,
    changesWithPass: changeRuns.filter((run) => run.suggestionsMs !== null).length,
  };
}

export async function measureDesk(
  browser,
  { url, count, drivers, reloads = 5, assigns = 7, changes = 7 },
) {
  const driverApp = await openDriverApp(browser, { url, count });
  let desk = null;
  try {
    desk = await openDesk(browser, { url, count, drivers });
    const { page } = desk;
    const regions = await page.locator('section.desk-column').count();
    const cards = await page.evaluate(cardsOnceDrawn, DESK_CARD);
    const driverStarts = [];
    const deskStarts = [];
    const deskLongest = [];
    const deskOwnBoards = [];
    const coldPasses = [];
    // In turns, so that both meet the same load of the machine.
    for (let i = 0; i < reloads; i++) {
      driverStarts.push((await reloadUntilFirstRow(driverApp.page, 60_000)).firstRowMs);
      const start = await reloadDesk(page);
      deskStarts.push(start.firstCardMs);
      deskLongest.push(start.longestTaskMs);
      deskOwnBoards.push(start.ownBoardMs);
      // The first pass after a load, its code just fetched (not yet optimised by the engine).
      const cold = await page.evaluate(suggestionsPassAfter, {
        name: SUGGESTIONS_MEASURE,
        since: 0,
        timeoutMs: 15_000,
      });
      if (cold !== null) coldPasses.push(cold);
    }
    await page.getByRole('heading', { name: 'Desk', exact: true }).waitFor();
    const dbName = await page.evaluate(benchDatabase);
    if (!dbName) throw new Error('not a bench build (no window.__deskBench)');

    const cdp = await desk.context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: DESK_CPU_SLOWDOWN });
    const assignRuns = [];
    const withPass = coldPasses.length > 0;
    for (let i = 0; i < assigns; i++) {
      assignRuns.push(await assignOnce(page, (i % drivers) + 1, withPass));
    }

    await page.evaluate(startWriter);
    const changeRuns = [];
    for (let i = 0; i < changes; i++) {
      const target = await changeTarget(page, drivers - (i % drivers));
      // The change until its card shows it, then what it sets off after its frame, over the
      // same settling time for every build: the suggestions' pass, if the change sets one off
      // (whenIdle starts it within half a second), and whatever else runs (a region's cards
      // drawn again, the collection of garbage). The main thread's time over the whole window,
      // less the pass's own (measured in the page), is the change's; the idle window is as long.
      // The bench's own garbage (finding the card by role walks the whole board: megabytes)
      // is collected before each window, not counted in the page's.
      await cdp.send('HeapProfiler.collectGarbage');
      const both = await busyMs(cdp, async () => {
        const started = performance.now();
        const shown = await page.evaluate(timedChange, { dbName, ...target });
        const pass = withPass ? await passAfter(page, shown.start, SETTLE_MS) : null;
        const settled = started + shown.ms + SETTLE_MS - performance.now();
        if (settled > 0) await page.waitForTimeout(settled);
        return { shown, pass, wallMs: performance.now() - started };
      });
      const { shown, pass, wallMs } = both.value;
      const passMs = pass?.ms ?? 0;
      await cdp.send('HeapProfiler.collectGarbage');
      const idle = await busyMs(cdp, () =>
        page.evaluate((ms) => new Promise((done) => setTimeout(done, ms)), wallMs),
      );
      changeRuns.push({
        shownMs: shown.ms,
        suggestionsMs: pass?.ms ?? null,
        suggestionsAfterMs: pass?.startedAfterMs ?? null,
        suggestionLines: pass?.lines ?? 0,
        busyMs: both.busyMs - passMs,
        idleBusyMs: idle.busyMs,
        mainThreadMs: busyBeyondIdle(both.busyMs - passMs, idle.busyMs),
        // Its parts (not less idle: the idle window has next to none of them); the pass is
        // script only.
        scriptMs: Math.max(0, both.scriptMs - passMs),
        styleMs: both.styleMs,
        layoutMs: both.layoutMs,
      });
    }
    const traceOptions = { dbName, changes, settleMs: SETTLE_MS, passName: SUGGESTIONS_MEASURE };
    const traced = await tracedChanges(browser, page, cdp, {
      ...traceOptions,
      changeTarget: (i) => changeTarget(page, drivers - ((changes + i) % drivers)),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const driverStartMs = median(driverStarts);
    const deskStartMs = median(deskStarts);
    return {
      count,
      drivers,
      regions,
      cards,
      driverStartMs,
      driverStartsMs: driverStarts,
      deskStartMs,
      deskStartsMs: deskStarts,
      deskLongestTaskMs: median(deskLongest),
      deskOwnBoardMs: median(deskOwnBoards.filter((ms) => ms !== null)),
      startRatio: deskStartMs / driverStartMs,
      assignMedianMs: median(assignRuns.map((run) => run.ms)),
      assignRunsMs: assignRuns.map((run) => run.ms),
      changeMainThreadMedianMs: median(changeRuns.map((run) => run.mainThreadMs)),
      changeShownMedianMs: median(changeRuns.map((run) => run.shownMs)),
      changeScriptMedianMs: median(changeRuns.map((run) => run.scriptMs)),
      changeStyleMedianMs: median(changeRuns.map((run) => run.styleMs)),
      changeLayoutMedianMs: median(changeRuns.map((run) => run.layoutMs)),
      changeRuns,
      ...traced,
      ...suggestionFigures(coldPasses, assignRuns, changeRuns),
    };
  } finally {
    await desk?.context.close();
    await driverApp.context.close();
  }
}
