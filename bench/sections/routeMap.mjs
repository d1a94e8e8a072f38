// Section 7's route map (issue 34, docs/map.md#the-drawing), on the bench build with 50 open
// orders, at 4× CPU throttling, the map's chunk already loaded (it loads once, on the first "Map").
// The drawing's own figures come from its performance measures (drawing/drawTiming.ts): its
// render (its start → its last child rendered, so not the rest of the page the same tap
// changes), and its render start → the frame painted after the commit (that frame also holds
// whatever else the tap changed). The whole-view figures time a tap to the next frame:
// - draw: a tap on "Map" in List view (the frame also takes down the list's rows);
// - move one stop: in Map view, after "Edit order of stops" → Move down of the first stop, the
//   route is toggled between that order and the optimised one ("Optimise route", then "Undo"):
//   Undo moves one stop back (two markers renumbered, two legs);
// - Undo after Optimise from the seeded order: every stop renumbered (the worst re-order).
import { median } from '../lib.mjs';
import { openSeededPhone } from './route.mjs';

const MAP_CPU_SLOWDOWN = 4;

/** Installed before every load: collects the drawing's measures. */
function watchDrawing() {
  const measures = [];
  window.__drawingMeasures = measures;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name.startsWith('route-drawing:'))
        measures.push({ name: entry.name, start: entry.startTime, ms: entry.duration });
    }
  }).observe({ type: 'measure' });
}

/**
 * In the page: taps `act`; resolves with the ms until `done()` holds (at the next frame, as
 * before), the drawing's last measure in that time, its render start → painted, and how many
 * markers changed name.
 */
function actAndWait({ act, expected }) {
  return new Promise((resolve, reject) => {
    const markers = () => [...document.querySelectorAll('.route-drawing__marker')];
    const button = (text) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
    const names = () => markers().map((m) => m.getAttribute('aria-label'));
    const before = names();
    const done =
      act === 'map'
        ? () => markers().length === expected
        : () => names().join('|') !== before.join('|');
    const target = button(act === 'map' ? 'Map' : 'Undo');
    if (!target) return reject(new Error(`no "${act}" button`));
    const measures = window.__drawingMeasures;
    measures.length = 0;
    let start = 0;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the route map did not update for "${act}" within 15 s`));
    }, 15_000);
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      clearTimeout(timer);
      const after = names();
      const changed = after.filter((name, i) => name !== before[i]).length;
      requestAnimationFrame(() => {
        const tapMs = performance.now() - start;
        setTimeout(() => {
          const painted = performance.now();
          // The PerformanceObserver delivers in a task of its own: wait for it.
          setTimeout(() => {
            const last = (name) => measures.filter((m) => m.name === name).at(-1);
            const render = last('route-drawing:render');
            const commit = last('route-drawing:commit');
            resolve({
              tapMs,
              changed,
              renderMs: render?.ms ?? null,
              commitMs: commit?.ms ?? null,
              paintedMs: render ? painted - render.start : null,
            });
          }, 50);
        });
      });
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    start = performance.now();
    target.click();
  });
}

const medianOf = (runs, key) => median(runs.map((run) => run[key]));

export async function measureRouteMap(browser, { url, stops = 50, runs = 5 }) {
  const { context, page, list } = await openSeededPhone(browser, url, stops);
  try {
    await context.addInitScript(watchDrawing);
    const mapButton = page.getByRole('button', { name: 'Map', exact: true });
    const listButton = page.getByRole('button', { name: 'List', exact: true });
    await page.reload();
    await list.locator('.order-row').first().waitFor({ timeout: 120_000 });
    await mapButton.click();
    const markers = page.locator('.route-drawing__marker');
    await markers.first().waitFor();
    const expected = await markers.count();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MAP_CPU_SLOWDOWN });
    await listButton.click();
    await list.waitFor();
    const draw = [];
    for (let i = 0; i < runs; i++) {
      draw.push(await page.evaluate(actAndWait, { act: 'map', expected }));
      await listButton.click();
      await list.waitFor();
    }
    await mapButton.click();
    const optimise = async () => {
      await page.getByRole('button', { name: 'Optimise route' }).click();
      await page.getByRole('button', { name: 'Undo' }).waitFor();
    };
    const reorder = [];
    for (let i = 0; i < runs; i++) {
      await optimise();
      reorder.push(await page.evaluate(actAndWait, { act: 'undo', expected }));
    }
    // One stop moved: the optimised order with its first stop moved down by one.
    await optimise();
    // Its Undo line stays 8 s (and through the editor): let it go, so the next Undo is new.
    await page.getByRole('button', { name: 'Undo' }).waitFor({ state: 'hidden', timeout: 20_000 });
    await page.getByRole('button', { name: 'Route tools' }).click();
    await page.getByRole('button', { name: 'Edit order of stops' }).click();
    await page.locator('button[data-move="down"]').first().click();
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await markers.first().waitFor();
    const moveOne = [];
    for (let i = 0; i < runs; i++) {
      await optimise();
      moveOne.push(await page.evaluate(actAndWait, { act: 'undo', expected }));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await listButton.click();
    return {
      stops,
      markers: expected,
      cpuSlowdown: MAP_CPU_SLOWDOWN,
      drawRenderMedianMs: medianOf(draw, 'renderMs'),
      drawCommitMedianMs: medianOf(draw, 'commitMs'),
      drawPaintedMedianMs: medianOf(draw, 'paintedMs'),
      drawMedianMs: medianOf(draw, 'tapMs'),
      drawRuns: draw,
      moveOneChanged: moveOne.map((run) => run.changed),
      moveOneRenderMedianMs: medianOf(moveOne, 'renderMs'),
      moveOneCommitMedianMs: medianOf(moveOne, 'commitMs'),
      moveOnePaintedMedianMs: medianOf(moveOne, 'paintedMs'),
      moveOneTapMedianMs: medianOf(moveOne, 'tapMs'),
      moveOneRuns: moveOne,
      reorderChanged: reorder.map((run) => run.changed),
      reorderRenderMedianMs: medianOf(reorder, 'renderMs'),
      reorderPaintedMedianMs: medianOf(reorder, 'paintedMs'),
      reorderMedianMs: medianOf(reorder, 'tapMs'),
      reorderRuns: reorder,
    };
  } finally {
    await context.close();
  }
}
