// Section 16: auto-dispatch (docs/auto-dispatch.md#measured), over the domain's own code
// (bench/dispatch/domain.mjs bundles src/domain/dispatch for node, inBrowser.mjs for a page):
// - quality: seeded generated evenings (240 orders over 3 h, 12 drivers from the store, their
//   positions moving along their runs) dispatched by the rule and by the nearest free driver,
//   the same evening for both (bench/dispatch/evening.mjs), and the manager's best case for the
//   same evening, planned offline with hindsight (bench/dispatch/bestCase.mjs): late orders and
//   driving time of all three;
// - speed: the suggestions for 200 unassigned orders × 40 drivers with runs of 5 (each order
//   ranked against every driver, as the desk's cards are; bench/dispatch/suggestionsWorkload.mjs),
//   median of 7 in node unthrottled, and median of 15 in Chromium at 4× CPU slowdown.
import { planWithHindsight } from '../dispatch/bestCase.mjs';
import { loadDispatchDomain } from '../dispatch/domain.mjs';
import {
  generateEvening,
  nearestFreeChooser,
  ruleChooser,
  simulate,
} from '../dispatch/evening.mjs';
import { timeSuggestionsInBrowser } from '../dispatch/inBrowser.mjs';
import { timeSuggestions } from '../dispatch/suggestionsWorkload.mjs';
import { median } from '../lib.mjs';

export const EVENING_SEEDS = [1, 2, 3, 4, 5];

export async function measureAutoDispatch() {
  const domain = await loadDispatchDomain();
  // Timed first, before the evenings' planning leaves its garbage for the collector.
  const { times } = timeSuggestions(domain, { warm: 1, runs: 7 });
  const evenings = EVENING_SEEDS.map((seed) => {
    const evening = generateEvening({ seed, createRandom: domain.createRandom, orders: 240 });
    const rule = simulate(domain, evening, ruleChooser(domain), {});
    const baseline = simulate(domain, evening, nearestFreeChooser(domain), {});
    const planning = performance.now();
    const { late, drivingMinutes } = planWithHindsight(domain, evening, { seed });
    const bestCase = { late, drivingMinutes, planMs: performance.now() - planning };
    return { seed, orders: evening.orders.length, rule, baseline, bestCase };
  });
  return { evenings, suggestionsMedianMs: median(times), suggestionsFastestMs: Math.min(...times) };
}

/**
 * The same suggestions in Chromium at `slowdown`× CPU: the cold first pass, then the median and
 * the mean. The throttling pauses the page's thread in slices: single passes at 4× were seen
 * as fast as unthrottled ones (8 ms) and others many times slower, so the median says what a
 * pass usually takes and the mean the slowdown over all of them.
 */
export async function measureSuggestionsInBrowser(browser, slowdown) {
  const { firstMs, warm, times } = await timeSuggestionsInBrowser(browser, { slowdown });
  const meanMs = times.reduce((sum, t) => sum + t, 0) / times.length;
  return { slowdown, firstMs, warm, times, medianMs: median(times), meanMs };
}
