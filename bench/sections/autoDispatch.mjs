// Section 16: auto-dispatch (docs/auto-dispatch.md#measured), in node over the domain's own code
// (bench/dispatch/domain.mjs bundles src/domain/dispatch):
// - quality: seeded generated evenings (240 orders over 3 h, 12 drivers from the store, their
//   positions moving along their runs) dispatched by the rule and by the nearest free driver,
//   the same evening for both (bench/dispatch/evening.mjs): late orders and driving time;
// - speed: the suggestions for 200 unassigned orders × 40 drivers with runs of 5 (each order
//   ranked against every driver, as the desk's cards are), median of 7.
import { loadDispatchDomain } from '../dispatch/domain.mjs';
import {
  generateEvening,
  nearestFreeChooser,
  ruleChooser,
  simulate,
} from '../dispatch/evening.mjs';
import { median } from '../lib.mjs';

export const EVENING_SEEDS = [1, 2, 3, 4, 5];

function speedCase(domain) {
  const now = Date.UTC(2026, 10, 27, 19, 0);
  const next = (() => {
    let a = 7;
    return () => (a = (a * 16807) % 2147483647) / 2147483647;
  })();
  const point = () => ({
    lat: 38.7112 + (next() - 0.5) * 0.07,
    lng: -9.1357 + (next() - 0.5) * 0.09,
  });
  const stop = (id) => ({ id, location: point(), dueAt: now + next() * 60 * 60_000 });
  const drivers = Array.from({ length: 40 }, (_, d) => ({
    uid: `d${d}`,
    name: `Driver ${d}`,
    onShift: true,
    position: { ...point(), storedAt: now },
    lastStop: null,
    run: Array.from({ length: 5 }, (_, s) => stop(`d${d}s${s}`)),
    runEstimated: false,
  }));
  const orders = Array.from({ length: 200 }, (_, i) => stop(`o${i}`));
  const settings = { speedKmh: 20, stopSeconds: 120, maxOrdersPerDriver: 10, store: null };
  return () => {
    const started = performance.now();
    for (const order of orders) domain.rankDrivers(order, drivers, now, settings);
    return performance.now() - started;
  };
}

export async function measureAutoDispatch() {
  const domain = await loadDispatchDomain();
  const evenings = EVENING_SEEDS.map((seed) => {
    const evening = generateEvening({ seed, createRandom: domain.createRandom, orders: 240 });
    const rule = simulate(domain, evening, ruleChooser(domain), {});
    const baseline = simulate(domain, evening, nearestFreeChooser(domain), {});
    return { seed, orders: evening.orders.length, rule, baseline };
  });
  const run = speedCase(domain);
  run(); // warm the JIT
  const times = Array.from({ length: 7 }, run);
  return { evenings, suggestionsMedianMs: median(times) };
}
