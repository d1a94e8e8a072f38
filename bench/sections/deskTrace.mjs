// Section 11's traced realtime changes (docs/performance.md#the-desk-section-11): the desk page's
// own tasks on its renderer's main thread over a change and over an idle window as long, read
// from Chromium's trace. CDP's counters around the bench's calls (the section's other rows)
// count what those calls cost the page too: at 4× CPU, 630 ms of an idle desk waited out in a
// page.evaluate counted 120–145 ms of tasks, in a trace 2–24 ms. So the change is armed before
// its trace begins (deskInPage.mjs's armChange) and the trace holds none of the bench's calls:
// finding the card and starting the write were 10–18 ms of the 26–45 ms traced before.
import { armChange, armedChangeShown, suggestionsPassAfter } from './deskInPage.mjs';

const CATEGORIES = ['disabled-by-default-devtools.timeline', 'toplevel', 'devtools.timeline'];
/** Chromium's names for one task of a thread's loop (nested: the outer one is the task). */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer processes that drew a frame whose address holds `path` when tracing began. */
function processesOf(traceEvents, path) {
  const started = traceEvents.find((event) => event.name === 'TracingStartedInBrowser');
  const frames = started?.args?.data?.frames ?? [];
  return new Set(
    frames.filter((frame) => frame.url?.includes(path)).map((frame) => frame.processId),
  );
}

/**
 * The top-level tasks on the main thread ("CrRendererMain") of the renderer processes in `pids`
 * (every renderer's when `pids` is empty): their ms in all and the longest's (a task inside
 * another counts once).
 */
export function mainThreadTasks(traceEvents, pids = new Set()) {
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.ph === 'M' && event.name === 'thread_name')
      .filter((event) => event.args?.name === 'CrRendererMain')
      .filter((event) => pids.size === 0 || pids.has(event.pid))
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const tasks = traceEvents
    .filter((event) => event.ph === 'X' && TASK_NAMES.has(event.name))
    .filter((event) => mainThreads.has(`${event.pid}:${event.tid}`))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const endOf = new Map();
  let totalMs = 0;
  let longestMs = 0;
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    if (task.ts < (endOf.get(thread) ?? -Infinity)) continue;
    endOf.set(thread, task.ts + task.dur);
    totalMs += task.dur / 1000;
    longestMs = Math.max(longestMs, task.dur / 1000);
  }
  return { totalMs, longestMs };
}

/** What `run` resolves with, and the desk page's main-thread tasks meanwhile (mainThreadTasks). */
async function tracedTasks(browser, page, run) {
  await browser.startTracing(page, { categories: CATEGORIES });
  let trace;
  let value;
  try {
    value = await run();
  } finally {
    trace = await browser.stopTracing();
  }
  const { traceEvents } = JSON.parse(trace.toString());
  const path = new URL(page.url()).pathname;
  const desk = processesOf(traceEvents, path);
  // Every renderer's tasks would count the other pages' (the driver app's) too.
  if (desk.size === 0) throw new Error(`the trace names no renderer drawing ${path}`);
  return { value, ...mainThreadTasks(traceEvents, desk) };
}

/**
 * How long after it is armed the writer writes: time for the trace to begin (17–42 ms after the
 * arming here, at 4× CPU with 1,000 cards), so that the trace holds the change and none of the
 * bench's calls; short, since every window is as likely to meet the board's clock (a tick every
 * 15 s, about 100 ms of the page's tasks at 4×). A trace that began later than 150 ms is refused.
 */
const ARM_MS = 250;
/** How long the bench allows a change's card to show it; a slower one is refused. */
const SHOW_WITHIN_MS = 400;

/**
 * `changes` realtime changes (as the section's others: `changeTarget(i)` names the card and its
 * status), each with the garbage collected and the change armed (armChange) before its trace
 * begins, traced until `settleMs` after the card can have shown it, less the suggestions' pass it
 * set off (its own measure `passName`, as the section's counters do), then an idle window as
 * long; each run. The longest task is the change's own or, in a change that set a
 * pass off, maybe the pass's (its own task, ≤ 50 ms). The page's writer (startWriter) is running.
 */
export async function tracedChanges(browser, page, cdp, options) {
  const { dbName, changes, changeTarget, settleMs, passName } = options;
  const runs = [];
  for (let i = 0; i < changes; i++) {
    const target = await changeTarget(i);
    // The bench's garbage (finding the card by role walks the whole board) is not the page's.
    await cdp.send('HeapProfiler.collectGarbage');
    const armedAt = Date.now();
    const dueAt = await page.evaluate(armChange, { dbName, ...target, afterMs: ARM_MS });
    const windowMs = ARM_MS + SHOW_WITHIN_MS + settleMs;
    const change = await tracedTasks(browser, page, async () => {
      const tracingAfterMs = Date.now() - armedAt;
      if (tracingAfterMs > ARM_MS - 100) {
        throw new Error(`the trace began ${tracingAfterMs} ms after the change was armed`);
      }
      await page.waitForTimeout(windowMs - tracingAfterMs);
      return { tracingAfterMs, tracedMs: windowMs - tracingAfterMs };
    });
    const shownMs = await page.evaluate(armedChangeShown);
    if (shownMs === null || shownMs > SHOW_WITHIN_MS) {
      throw new Error(`the change did not show within ${SHOW_WITHIN_MS} ms (${shownMs})`);
    }
    const pass = await page.evaluate(suggestionsPassAfter, {
      name: passName,
      since: dueAt,
      timeoutMs: 0,
    });
    const idle = await tracedTasks(browser, page, () => page.waitForTimeout(change.value.tracedMs));
    runs.push({
      taskMs: change.totalMs - (pass?.ms ?? 0),
      longestTaskMs: change.longestMs,
      idleTaskMs: idle.totalMs,
      passMs: pass?.ms ?? 0,
      shownMs,
      traceBeganAfterMs: change.value.tracingAfterMs,
    });
  }
  // The step's sampled rows take their medians (pooled over the rounds with a baseline).
  return { tracedChangeRuns: runs };
}
