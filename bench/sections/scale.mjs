// Section 5: scale. Today's list with N open orders (the bench seed, ?benchSeed=N, with
// ?benchFast=1 so the demo's simulated latencies are out of the figures), no CPU throttling:
// - render: reload /order (signed in), navigation start → first row on screen (median of 3),
//   and the longest task of that load (React rendering the list, when it dominates);
// - one realtime change: a status change written through the demo backend (an IndexedDB write
//   and a change notice, as a Firestore snapshot would arrive) until the row has left the list
//   on screen (median of 15, BENCH_CHANGES), and its two parts: the backend's write (the call until its answer,
//   the server's work in production: the claim, the write, the change notice), and the app's
//   (from the answer, when the notice has gone out, until the row has left the list);
// - JS heap after a forced GC (CDP Runtime.getHeapUsage).
import {
  DEMO_DISPATCHER,
  PHONE,
  addLoadProbe,
  firstRowTime,
  median,
  reloadUntilFirstRow,
  signIn,
} from '../lib.mjs';

/**
 * In the page: move the first open order to Delivered. Resolves with the ms until its row has
 * left the list (`wholeMs`) and until the backend answered (`answeredMs`; null if the row left
 * first, when the parts cannot be told apart).
 */
function applyOneChange(dispatchId) {
  return new Promise((resolve, reject) => {
    const services = window.__dispatchBench?.services;
    if (!services) return reject(new Error('not a bench build (no window.__dispatchBench)'));
    const list = document.querySelector('ul[aria-label="Open orders"]');
    const link = list?.querySelector('a[href*="id="]');
    if (!link) return reject(new Error('no open order on screen'));
    const receiptId = new URL(link.href).searchParams.get('id');
    const selector = `a[href$="id=${CSS.escape(receiptId)}"]`;
    let start = 0;
    let answeredMs = null;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the change did not show within 30 s'));
    }, 30_000);
    const observer = new MutationObserver(() => {
      if (document.querySelector(`ul[aria-label="Open orders"] ${selector}`)) return;
      observer.disconnect();
      const answered = answeredMs;
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve({ wholeMs: performance.now() - start, answeredMs: answered });
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    start = performance.now();
    services.dispatchApi
      .deliveryUpdate({
        receiptId,
        status: 'Delivered',
        dispatchId,
        updatedAt: Date.now(),
        updateId: crypto.randomUUID(),
      })
      .then(() => {
        answeredMs = performance.now() - start;
      })
      .catch((error) => {
        observer.disconnect();
        clearTimeout(timer);
        reject(error);
      });
  });
}

/** The backend's part and the app's part of the changes whose answer came before the row left. */
function changeParts(runs) {
  const told = runs.filter((run) => run.answeredMs !== null);
  return {
    changeAnsweredMedianMs: told.length > 0 ? median(told.map((run) => run.answeredMs)) : null,
    changeFromAnswerMedianMs:
      told.length > 0 ? median(told.map((run) => run.wholeMs - run.answeredMs)) : null,
    changePartsTold: told.length,
  };
}

async function heapUsedBytes(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

export async function measureScale(browser, { url, count, renders = 3, changes = 15 }) {
  const context = await browser.newContext({ ...PHONE });
  try {
    await addLoadProbe(context);
    const page = await context.newPage();
    await page.goto(`${url}/login?benchSeed=${count}&benchFast=1`);
    await signIn(page);
    await firstRowTime(page, 120_000); // the first load also seeds N orders
    const renderRuns = [];
    const longestTasks = [];
    for (let i = 0; i < renders; i++) {
      const { firstRowMs, longestTaskMs } = await reloadUntilFirstRow(page, 60_000);
      renderRuns.push(firstRowMs);
      longestTasks.push(longestTaskMs);
    }
    const shown = await page.locator('.page__count').textContent();
    const rowsInDom = await page.locator('.order-row').count();
    const changeRuns = [];
    for (let i = 0; i < changes; i++) {
      changeRuns.push(await page.evaluate(applyOneChange, DEMO_DISPATCHER.uid));
    }
    const cdp = await context.newCDPSession(page);
    const heap = await heapUsedBytes(cdp);
    return {
      count,
      listCount: shown?.replace(/\D/g, '') ?? null,
      rowsInDom,
      renderMedianMs: median(renderRuns),
      renderRunsMs: renderRuns,
      longestTaskMedianMs: median(longestTasks),
      changeMedianMs: median(changeRuns.map((run) => run.wholeMs)),
      changeRunsMs: changeRuns.map((run) => run.wholeMs),
      ...changeParts(changeRuns),
      heapBytes: heap,
    };
  } finally {
    await context.close();
  }
}
