// Auto-dispatch's speed case (docs/auto-dispatch.md#measured): the suggestions for 200
// unassigned orders × 40 drivers with runs of 5, every order ranked against every driver as the
// desk's cards are. One self-contained function: node calls it with the domain it imported, and
// the page (inBrowser.mjs) gets its source and calls it with the domain bundled for the page, so
// both time the same workload.

/**
 * Timings (ms) of the whole suggestions pass: the first (`firstMs`, the code still cold), then
 * `runs` more (`times`) after `warm` passes in all (said back with them), the JIT's tiers having
 * settled. `domain`: the bench's dispatch entry (entry.ts). Uses nothing outside itself.
 */
export function timeSuggestions(domain, { warm = 1, runs = 7 } = {}) {
  const now = Date.UTC(2026, 10, 27, 19, 0);
  // A fixed Park–Miller sequence: the same orders and drivers in node and in the page.
  let state = 7;
  const next = () => (state = (state * 16807) % 2147483647) / 2147483647;
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
  const pass = () => {
    const started = performance.now();
    for (const order of orders) domain.rankDrivers(order, drivers, now, settings);
    return performance.now() - started;
  };
  const firstMs = pass();
  for (let i = 1; i < warm; i += 1) pass();
  return { firstMs, warm, times: Array.from({ length: runs }, pass) };
}
