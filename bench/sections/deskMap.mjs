// Section 13: the desk's map (docs/performance.md#the-desk-map-section-13), drawn by the desk
// itself (no Google key in the bench build), on the desk's bench day: N open orders among D
// bench drivers (section 11's seed, src/demo/adapters/deskBenchSeed.ts), every driver on shift
// at a position sent through the backend's POST /driver/position. At 4× CPU, from the drawing's
// own performance measures (ui/mapDrawing/drawTiming.ts, "desk-map:render" and
// "desk-map:commit"):
// - draw: "Map" chosen from the board → every marker a button on screen: the first frame (the
//   drawing mounts: layout, every path, the first chunk of buttons) and the longest of the
//   frames that add the other buttons, a chunk each (MapDrawing.tsx);
// - redraw: one driver's position changes in the demo database and is announced on its change
//   bus, as a phone's POST /driver/position is → the marker at its new place.
import { median, percentile } from '../lib.mjs';
import { openDesk } from './desk.mjs';

export const DESK_MAP_CPU_SLOWDOWN = 4;

/**
 * Installed before every load: collects the drawing's measures, and `__deskMapSettle(done)`,
 * which resolves once `done()` holds, a frame later, with the drawing's measures meanwhile (its
 * first render and commit, and the longest of each: the marker buttons come a chunk a frame).
 */
function watchDrawing() {
  const measures = [];
  window.__deskMapMeasures = measures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.startsWith('desk-map:'))
        measures.push({ name: entry.name, start: entry.startTime, ms: entry.duration });
    }
  }).observe({ type: 'measure' });

  window.__deskMapSettle = function settle(done, label) {
    return new Promise((resolve, reject) => {
      const measures = window.__deskMapMeasures;
      const start = performance.now();
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`${label}: not on screen within 30 s`));
      }, 30_000);
      const finish = () => {
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() => {
          const shownMs = performance.now() - start;
          // The PerformanceObserver delivers in a task of its own: wait for it.
          setTimeout(() => {
            const all = (name) => measures.filter((m) => m.name === name).map((m) => m.ms);
            const renders = all('desk-map:render');
            const commits = all('desk-map:commit');
            resolve({
              shownMs,
              renders: renders.length,
              rendersMs: renders,
              firstRenderMs: renders[0] ?? null,
              longestRenderMs: renders.length > 0 ? Math.max(...renders) : null,
              firstCommitMs: commits[0] ?? null,
              longestCommitMs: commits.length > 0 ? Math.max(...commits) : null,
            });
          }, 50);
        });
      };
      const observer = new MutationObserver(() => {
        if (done()) finish();
      });
      observer.observe(document.body, { childList: true, subtree: true, attributes: true });
      if (done()) finish();
    });
  };
}

/** In the page: "Map" from the nav; resolves when `expected` markers are on screen. */
function drawMap({ expected }) {
  window.__deskMapMeasures.length = 0;
  const markers = () => document.querySelectorAll('.desk-map__markers button').length;
  const button = [...document.querySelectorAll('nav button')].find(
    (b) => b.textContent?.trim() === 'Map',
  );
  const shown = window.__deskMapSettle(() => markers() >= expected, 'the map');
  button.click();
  return shown;
}

/**
 * In the page: moves bench driver `uid` in the demo database and announces it, as the demo's
 * backend does for POST /driver/position (shiftBackend.ts); resolves when its marker has moved.
 */
async function moveDriver({ uid, name, step }) {
  const { dbName, bus } = window.__deskBench;
  // A baseline built before 0fca4e6 announces through its seed's bus.
  const announce = window.__deskBench.announce ?? ((change) => bus.notify(change));
  const marker = () =>
    [...document.querySelectorAll('.desk-map__driver')].find((b) =>
      b.getAttribute('aria-label')?.startsWith(`${name},`),
    );
  const before = marker()?.getAttribute('style');
  await new Promise((resolve, reject) => {
    const opening = indexedDB.open(dbName);
    opening.onerror = () => reject(new Error(`could not open ${dbName}`));
    opening.onsuccess = () => {
      const db = opening.result;
      const tx = db.transaction('driverShifts', 'readwrite');
      const store = tx.objectStore('driverShifts');
      const read = store.get(uid);
      read.onsuccess = () => {
        const record = read.result;
        const now = Date.now();
        const position = record.position;
        store.put({
          ...record,
          position: { ...position, lat: position.lat + step, at: now, storedAt: now },
          lastSeenAt: now,
          updatedAt: now,
        });
      };
      tx.onerror = () => reject(new Error(`could not write ${uid}`));
      tx.oncomplete = () => {
        db.close();
        resolve();
      };
    };
  });
  window.__deskMapMeasures.length = 0;
  const moved = window.__deskMapSettle(
    () => marker()?.getAttribute('style') !== before,
    'the driver',
  );
  announce({ kind: 'records', stores: ['driverShifts'] });
  return moved;
}

const medianOf = (runs, key) => median(runs.map((run) => run[key]));

export async function measureDeskMap(browser, { url, count, drivers, runs = 5 }) {
  const desk = await openDesk(browser, { url, count, drivers });
  const { context, page } = desk;
  try {
    await context.addInitScript(watchDrawing);
    await page.reload();
    await page.getByRole('heading', { name: 'Desk', exact: true }).waitFor({ timeout: 120_000 });
    const mapButton = page.getByRole('navigation').getByRole('button', { name: 'Map' });
    const boardButton = page.getByRole('navigation').getByRole('button', { name: 'Board' });
    // Once unthrottled, so the map's chunk is loaded and the count of markers known.
    await mapButton.click();
    const markers = page.locator('.desk-map__markers button');
    await markers.first().waitFor({ timeout: 60_000 });
    // The buttons come a chunk a frame: counted once they stop coming.
    let expected = 0;
    for (let seen = -1; seen !== expected;) {
      seen = expected;
      await page.waitForTimeout(1_000);
      expected = await markers.count();
    }
    const driverMarkers = await page.locator('.desk-map__driver').count();
    const stopMarkers = expected - driverMarkers;

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: DESK_MAP_CPU_SLOWDOWN });
    const draw = [];
    for (let i = 0; i < runs; i++) {
      await boardButton.click();
      await page.getByRole('heading', { name: 'Desk', exact: true }).waitFor();
      await page.locator('.desk-card__item').first().waitFor();
      draw.push(await page.evaluate(drawMap, { expected }));
    }
    const redraw = [];
    for (let i = 0; i < runs; i++) {
      const index = (i % drivers) + 1;
      const number = String(index).padStart(2, '0');
      redraw.push(
        await page.evaluate(moveDriver, {
          uid: `bench-driver-${number}`,
          name: `Bench Driver ${number}`,
          step: i % 2 === 0 ? 0.002 : -0.002,
        }),
      );
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const chunkRenders = draw.flatMap((run) => run.rendersMs.slice(1));
    return {
      count,
      drivers,
      driverMarkers,
      stopMarkers,
      cpuSlowdown: DESK_MAP_CPU_SLOWDOWN,
      drawFirstRenderMedianMs: medianOf(draw, 'firstRenderMs'),
      drawFirstCommitMedianMs: medianOf(draw, 'firstCommitMs'),
      drawLongestRenderMedianMs: medianOf(draw, 'longestRenderMs'),
      // Every frame that added buttons, over all runs (one spike of a loaded machine in a run of
      // twenty frames would decide a median of the longest).
      chunkRenderMedianMs: median(chunkRenders),
      chunkRenderP90Ms: percentile(chunkRenders, 90),
      drawLongestCommitMedianMs: medianOf(draw, 'longestCommitMs'),
      drawFramesMedian: medianOf(draw, 'renders'),
      drawShownMedianMs: medianOf(draw, 'shownMs'),
      drawRuns: draw,
      redrawRenderMedianMs: medianOf(redraw, 'longestRenderMs'),
      redrawCommitMedianMs: medianOf(redraw, 'longestCommitMs'),
      redrawShownMedianMs: medianOf(redraw, 'shownMs'),
      redrawRuns: redraw,
    };
  } finally {
    await context.close();
  }
}
