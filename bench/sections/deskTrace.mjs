// Section 11's traced realtime changes (docs/performance.md#the-desk-section-11): the desk page's
// own tasks on its renderer's main thread over a change and over an idle window as long, read
// from Chromium's trace. CDP's counters around the bench's calls (the section's other rows)
// count what those calls cost the page too: at 4× CPU, 630 ms of an idle desk waited out in a
// page.evaluate counted 120–145 ms of tasks, in a trace 2–24 ms.
import { median } from '../lib.mjs';
import { suggestionsPassAfter, timedChange } from './deskInPage.mjs';

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
 * The ms of the top-level tasks on the main thread ("CrRendererMain") of the renderer
 * processes in `pids` (every renderer's when `pids` is empty): a task inside another counts once.
 */
export function mainThreadTaskMs(traceEvents, pids = new Set()) {
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
  let total = 0;
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    if (task.ts < (endOf.get(thread) ?? -Infinity)) continue;
    endOf.set(thread, task.ts + task.dur);
    total += task.dur / 1000;
  }
  return total;
}

/** What `run` resolves with, and the ms of the desk page's main-thread tasks meanwhile. */
async function tracedTaskMs(browser, page, run) {
  await browser.startTracing(page, { categories: CATEGORIES });
  let trace;
  let value;
  try {
    value = await run();
  } finally {
    trace = await browser.stopTracing();
  }
  const { traceEvents } = JSON.parse(trace.toString());
  const desk = processesOf(traceEvents, new URL(page.url()).pathname);
  return { value, ms: mainThreadTaskMs(traceEvents, desk) };
}

/**
 * `changes` realtime changes (as the section's others: `changeTarget(i)` names the card and its
 * status), each traced until `settleMs` after its card shows it, less the suggestions' pass it
 * set off (its own measure `passName`, as the section's counters do), then an idle window as
 * long; medians and each run. The page's writer (startWriter) is already running.
 */
export async function tracedChanges(browser, page, options) {
  const { dbName, changes, changeTarget, settleMs, passName } = options;
  const runs = [];
  for (let i = 0; i < changes; i++) {
    const target = await changeTarget(i);
    const started = Date.now();
    const change = await tracedTaskMs(browser, page, async () => {
      const shown = await page.evaluate(timedChange, { dbName, ...target });
      await page.waitForTimeout(settleMs);
      return shown;
    });
    const wallMs = Date.now() - started;
    const pass = await page.evaluate(suggestionsPassAfter, {
      name: passName,
      since: change.value.start,
      timeoutMs: 0,
    });
    const idle = await tracedTaskMs(browser, page, () => page.waitForTimeout(wallMs));
    runs.push({ taskMs: change.ms - (pass?.ms ?? 0), idleTaskMs: idle.ms, passMs: pass?.ms ?? 0 });
  }
  return {
    changeTaskMedianMs: median(runs.map((run) => run.taskMs)),
    idleTaskMedianMs: median(runs.map((run) => run.idleTaskMs)),
    tracedChangeRuns: runs,
  };
}
