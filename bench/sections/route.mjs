// Section 7: the route (issue 26, docs/route.md), on the bench build with N open orders
// (?benchSeed=N&benchFast=1):
// - search: one keystroke in "Search orders" → the list updated on screen (the frame showing
//   it): the order number of the last order typed in one go (the list narrows to it), then the
//   field cleared (the whole list back), median of 5 each, each from an idle page; without CPU
//   throttling, then at 4× (issue 35: a keystroke at 5,000 orders within one frame on a
//   mid-range phone);
// - optimise: a tap on "Optimise route" (the phone's position granted and set in Lisbon) → the
//   "Route optimised" line on screen, median of 3 (Undo taken between runs), no throttling.
// The route map's drawing is routeMap.mjs.
import { PHONE, median, signIn } from '../lib.mjs';

/** The search's second round: a mid-range phone, as sections 3 and 6 and the map take it. */
export const SEARCH_CPU_SLOWDOWN = 4;

/**
 * In the page: once it is idle, set the search field as a keystroke would; ms until `done()`
 * holds on screen.
 */
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
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    // From a quiet page: the keystroke right after the previous one's frame met what that frame
    // left (its style, layout and paint, 50–100 ms at 4× when the whole list came back; a
    // collection), and was timed with it, at random.
    requestIdleCallback(
      () => {
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        start = performance.now();
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      { timeout: 2_000 },
    );
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
export async function openSeededPhone(browser, url, count) {
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
    const search = async () => {
      const narrow = [];
      const widen = [];
      for (let i = 0; i < keystrokes; i++) {
        narrow.push(await page.evaluate(typeAndWait, { value: number, expectOne: true }));
        widen.push(await page.evaluate(typeAndWait, { value: '', expectOne: false }));
      }
      return { narrow, widen };
    };
    const { narrow, widen } = await search();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SEARCH_CPU_SLOWDOWN });
    const slowed = await search();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const optimise = [];
    for (let i = 0; i < optimisations; i++) {
      optimise.push(await page.evaluate(optimiseAndWait));
      // Clicked in the page, as Optimise is: at 5,000 orders a seeded order is on its way, and
      // the "Sharing your location" line stuck to the bottom of the screen (or the sticky
      // header, once Playwright scrolls) covers the Undo line, so a pointer click never lands.
      await page.getByRole('button', { name: 'Undo' }).dispatchEvent('click');
    }
    return {
      count,
      searchNarrowMedianMs: median(narrow),
      searchWidenMedianMs: median(widen),
      searchRunsMs: { narrow, widen },
      cpuSlowdown: SEARCH_CPU_SLOWDOWN,
      searchNarrowSlowedMedianMs: median(slowed.narrow),
      searchWidenSlowedMedianMs: median(slowed.widen),
      searchSlowedRunsMs: slowed,
      optimiseMedianMs: median(optimise),
      optimiseRunsMs: optimise,
    };
  } finally {
    await context.close();
  }
}
