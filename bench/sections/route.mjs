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
// at 4× CPU throttling, the map's chunk already loaded (it loads once, on the first "Map"):
// - draw: a tap on "Map" → every marker of the drawing on screen (the frame showing them);
// - re-order: in Map view, a tap on "Undo" after "Optimise route" → the markers renumbered.
//   Undo moves every stop whose place changed, so it bounds the redraw of moving one stop.
const MAP_CPU_SLOWDOWN = 4;

/** In the page: runs `act`, then resolves with the ms until `done()` holds, at the next frame. */
function actAndWait({ act, expected }) {
  return new Promise((resolve, reject) => {
    const markers = () => [...document.querySelectorAll('.route-drawing__marker')];
    const button = (text) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
    const firstNames = markers()
      .map((m) => m.getAttribute('aria-label'))
      .join('|');
    const done =
      act === 'map'
        ? () => markers().length === expected
        : () =>
            markers()
              .map((m) => m.getAttribute('aria-label'))
              .join('|') !== firstNames;
    const target = button(act === 'map' ? 'Map' : 'Undo');
    if (!target) return reject(new Error(`no "${act}" button`));
    let start = 0;
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`the route map did not update for "${act}" within 15 s`));
    }, 15_000);
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    start = performance.now();
    target.click();
  });
}

export async function measureRouteMap(browser, { url, stops = 50, runs = 5 }) {
  const { context, page, list } = await openSeededPhone(browser, url, stops);
  try {
    const mapButton = page.getByRole('button', { name: 'Map', exact: true });
    const listButton = page.getByRole('button', { name: 'List', exact: true });
    await mapButton.click();
    const markers = page.locator('.route-drawing__marker');
    await markers.first().waitFor();
    const expected = await markers.count();
    await listButton.click();
    await list.waitFor();

    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MAP_CPU_SLOWDOWN });
    const draw = [];
    for (let i = 0; i < runs; i++) {
      draw.push(await page.evaluate(actAndWait, { act: 'map', expected }));
      await listButton.click();
      await list.waitFor();
    }
    await mapButton.click();
    const reorder = [];
    for (let i = 0; i < runs; i++) {
      await page.getByRole('button', { name: 'Optimise route' }).click();
      await page.getByRole('button', { name: 'Undo' }).waitFor();
      reorder.push(await page.evaluate(actAndWait, { act: 'undo', expected }));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await listButton.click();
    return {
      stops,
      markers: expected,
      cpuSlowdown: MAP_CPU_SLOWDOWN,
      drawMedianMs: median(draw),
      drawRunsMs: draw,
      reorderMedianMs: median(reorder),
      reorderRunsMs: reorder,
    };
  } finally {
    await context.close();
  }
}
