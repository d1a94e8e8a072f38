// Section 7: the route (issue 26, docs/route.md), on the bench build with N open orders
// (?benchSeed=N&benchFast=1), no CPU throttling:
// - search: one keystroke in "Search orders" → the list updated on screen (the frame showing
//   it): the order number of the last order typed in one go (the list narrows to it), then the
//   field cleared (the whole list back), median of 5 each;
// - optimise: a tap on "Optimise route" (the phone's position granted and set in Lisbon) → the
//   "Route optimised" line on screen, median of 3 (Undo taken between runs).
import { PHONE, median, signIn } from '../lib.mjs';

/** In the page: set the search field as a keystroke would; ms until `done()` holds on screen. */
function typeAndWait({ value, expectOne }) {
  return new Promise((resolve, reject) => {
    const input = document.querySelector('input[type="search"]');
    if (!input) return reject(new Error('no "Search orders" field'));
    const rows = () => document.querySelectorAll('ul[aria-label="Open orders"] .order-row').length;
    const done = () => (expectOne ? rows() === 1 : rows() > 1);
    let start = 0;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the list did not update for "${value}" within 15 s`));
    }, 15_000);
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    start = performance.now();
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** In the page: tap "Optimise route"; ms until the "Route optimised" line is on screen. */
function optimiseAndWait() {
  return new Promise((resolve, reject) => {
    const button = [...document.querySelectorAll('button')].find(
      (b) => b.textContent?.trim() === 'Optimise route',
    );
    if (!button) return reject(new Error('no "Optimise route" button'));
    const shown = () =>
      [...document.querySelectorAll('[role="status"]')].some((s) =>
        s.textContent?.startsWith('Route optimised'),
      );
    let start = 0;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error('the route was not optimised within 30 s'));
    }, 30_000);
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    start = performance.now();
    button.click();
  });
}

/** A phone at the store in Lisbon (position granted), signed in to N seeded open orders. */
async function openSeededPhone(browser, url, count) {
  const context = await browser.newContext({
    ...PHONE,
    permissions: ['geolocation'],
    geolocation: { latitude: 38.7112, longitude: -9.1357 },
  });
  const page = await context.newPage();
  await page.goto(`${url}/login?benchSeed=${count}&benchFast=1`);
  await signIn(page);
  const list = page.getByRole('list', { name: 'Open orders' });
  await list.locator('.order-row').first().waitFor({ timeout: 120_000 });
  return { context, page, list };
}

export async function measureRoute(browser, { url, count, keystrokes = 5, optimisations = 3 }) {
  const { context, page, list } = await openSeededPhone(browser, url, count);
  try {
    const last = (await list.locator('.order-row__title').last().textContent()) ?? '';
    const number = last.replace(/^Order /, '');
    const narrow = [];
    const widen = [];
    for (let i = 0; i < keystrokes; i++) {
      narrow.push(await page.evaluate(typeAndWait, { value: number, expectOne: true }));
      widen.push(await page.evaluate(typeAndWait, { value: '', expectOne: false }));
    }
    const optimise = [];
    for (let i = 0; i < optimisations; i++) {
      optimise.push(await page.evaluate(optimiseAndWait));
      await page.getByRole('button', { name: 'Undo' }).click();
    }
    return {
      count,
      searchNarrowMedianMs: median(narrow),
      searchWidenMedianMs: median(widen),
      searchRunsMs: { narrow, widen },
      optimiseMedianMs: median(optimise),
      optimiseRunsMs: optimise,
    };
  } finally {
    await context.close();
  }
}

// The route map (issue 34, docs/map.md#the-drawing), on the bench build with 50 open orders,
// at 4× CPU throttling, the map's chunk already loaded (it loads once, on the first "Map").
// The drawing's own figures come from its performance measures (drawing/drawTiming.ts): its
// render (its start → its last child rendered, so not the rest of the page the same tap
// changes), and its render start → the frame painted after the commit (that frame also holds
// whatever else the tap changed). The whole-view figures time a tap to the next frame:
// - draw: a tap on "Map" in List view (the frame also takes down the list's rows);
// - move one stop: in Map view, after "Edit order of stops" → Move down of the first stop, the
//   route is toggled between that order and the optimised one ("Optimise route", then "Undo"):
//   Undo moves one stop back (two markers renumbered, two legs);
// - Undo after Optimise from the seeded order: every stop renumbered (the worst re-order).
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
