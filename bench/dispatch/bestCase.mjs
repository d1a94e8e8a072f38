// The manager's best case for a generated evening (docs/auto-dispatch.md#measured): a plan made
// offline with hindsight, to show how far the rule is from what could be done at all.
//
// What it may and may not do. Every order of the evening is known from the start, with where
// and when it arrives and when it is due; any driver may take any order and the runs may be
// in any order. What stays true as on the evening itself: the same 12 drivers set off from the
// store, the same travel estimate (domain `travelSeconds`) and two minutes at each door, and no
// driver sets off towards an order before it has arrived (hindsight tells the plan which orders
// come, not permission to deliver them early).
//
// How: every order put, in the order they arrive, where it costs least across all runs
// (cheapest insertion, as the rule does, but into runs that already know the orders still to
// come), then improved by moving one, two or three consecutive orders to the place, in any run,
// where the whole plan costs least, pass after pass until no move helps; then a fixed number
// of seeded "ruin and recreate" rounds (a few orders near one another taken out and put back
// cheapest-first, kept only if the plan costs less). The cost counts what the bench reports:
// a late order weighs LATE_ORDER_MINUTES of driving, each minute late as the rule weighs it
// (the domain's LATENESS_WEIGHT, two), and the driving itself. A heuristic: not a proof of the
// optimum, only the best this bench can find in a few seconds per evening.
//
// Its figures are the plan's own timing (`runTiming`), counted as `simulate` counts the rule's
// and the baseline's: the legs' travel estimate summed, an order late when reached after its due
// time. Not the plan driven through `simulate`: there a driver heads on to the next stop they know
// of instead of waiting for the order the plan put first, and turns back when it arrives: that
// measures the simulation's eagerness, not the plan (so driven, the plans drove more than the
// rule itself on 2026-11-28's evenings).

const LATE_ORDER_MINUTES = 20;
const MINUTE = 60_000;
const RECREATE_ROUNDS = 500;
const RUIN_SIZE = 8;

/** The plan's timing of one run (order indices, in order) from the store at the evening's start. */
function runTiming(run, table) {
  const { leg, arrives, dueAt, store, start, stopMs } = table;
  let at = store;
  let free = start;
  let driving = 0;
  let late = 0;
  let lateness = 0;
  for (const stop of run) {
    const drive = leg[at * table.size + stop];
    const arrive = Math.max(free, arrives[stop]) + drive;
    driving += drive;
    if (arrive > dueAt[stop]) {
      late += 1;
      lateness += arrive - dueAt[stop];
    }
    free = arrive + stopMs;
    at = stop;
  }
  return { driving, late, lateness };
}

function runCost(run, table) {
  const { driving, late, lateness } = runTiming(run, table);
  return (driving + table.latenessWeight * lateness) / MINUTE + LATE_ORDER_MINUTES * late;
}

/** Every order's travel to every other and to the store, worked out once for the search. */
function travelTable(domain, evening, { speedKmh, stopSeconds }) {
  const points = [...evening.orders.map((order) => order.location), evening.store];
  const size = points.length;
  const leg = new Float64Array(size * size);
  for (let a = 0; a < size; a += 1)
    for (let b = 0; b < size; b += 1)
      leg[a * size + b] = domain.travelSeconds(points[a], points[b], speedKmh) * 1000;
  return {
    leg,
    size,
    store: size - 1,
    start: evening.start,
    stopMs: stopSeconds * 1000,
    latenessWeight: domain.LATENESS_WEIGHT,
    arrives: evening.orders.map((order) => order.arrives),
    dueAt: evening.orders.map((order) => order.dueAt),
  };
}

/** The cheapest place for `stops` (together, in order) in `runs`: { run, index, added }. */
function cheapestPlace(stops, runs, costs, table) {
  let best = { run: -1, index: -1, added: Number.POSITIVE_INFINITY };
  runs.forEach((run, r) => {
    for (let index = 0; index <= run.length; index += 1) {
      const candidate = [...run.slice(0, index), ...stops, ...run.slice(index)];
      const added = runCost(candidate, table) - costs[r];
      if (added < best.added) best = { run: r, index, added };
    }
  });
  return best;
}

function place(stops, where, runs, costs, table) {
  runs[where.run].splice(where.index, 0, ...stops);
  costs[where.run] = runCost(runs[where.run], table);
}

/** Moves of one to three consecutive orders to their cheapest place, until none helps. */
function relocateUntilSettled(runs, costs, table) {
  let improved = true;
  while (improved) {
    improved = false;
    for (let r = 0; r < runs.length; r += 1) {
      for (let length = 1; length <= 3; length += 1) {
        for (let i = 0; i + length <= runs[r].length; i += 1) {
          const taken = runs[r].splice(i, length);
          const before = costs[r];
          costs[r] = runCost(runs[r], table);
          const where = cheapestPlace(taken, runs, costs, table);
          const gain = before - costs[r] - where.added;
          if (gain > 1e-6) {
            place(taken, where, runs, costs, table);
            improved = true;
          } else {
            runs[r].splice(i, 0, ...taken);
            costs[r] = before;
          }
        }
      }
    }
  }
}

/** Takes out a few orders near a random one and puts them back cheapest-first; kept if cheaper. */
function ruinAndRecreate(runs, costs, table, next) {
  const seed = Math.floor(next() * (table.size - 1));
  const near = Array.from({ length: table.size - 1 }, (_, stop) => stop)
    .sort((a, b) => table.leg[seed * table.size + a] - table.leg[seed * table.size + b])
    .slice(0, RUIN_SIZE);
  const trial = runs.map((run) => run.filter((stop) => !near.includes(stop)));
  const trialCosts = trial.map((run) => runCost(run, table));
  for (const stop of near.sort((a, b) => table.arrives[a] - table.arrives[b]))
    place([stop], cheapestPlace([stop], trial, trialCosts, table), trial, trialCosts, table);
  const total = (list) => list.reduce((sum, cost) => sum + cost, 0);
  if (total(trialCosts) >= total(costs) - 1e-6) return false;
  runs.splice(0, runs.length, ...trial);
  costs.splice(0, costs.length, ...trialCosts);
  return true;
}

/**
 * The hindsight plan for `evening`: the runs (order ids per driver, in order) and its figures
 * (late orders, driving minutes), as `simulate` gives them for the rule and the baseline.
 */
export function planWithHindsight(
  domain,
  evening,
  { drivers = 12, speedKmh = 20, stopSeconds = 120, seed = 1 } = {},
) {
  const table = travelTable(domain, evening, { speedKmh, stopSeconds });
  const runs = Array.from({ length: drivers }, () => []);
  const costs = runs.map(() => 0);
  evening.orders.forEach((_, stop) => {
    place([stop], cheapestPlace([stop], runs, costs, table), runs, costs, table);
  });
  relocateUntilSettled(runs, costs, table);
  const next = domain.createRandom(seed);
  for (let round = 0; round < RECREATE_ROUNDS; round += 1)
    ruinAndRecreate(runs, costs, table, next);
  relocateUntilSettled(runs, costs, table);
  const timings = runs.map((run) => runTiming(run, table));
  return {
    runs: runs.map((run) => run.map((stop) => evening.orders[stop].id)),
    late: timings.reduce((sum, t) => sum + t.late, 0),
    drivingMinutes: Math.round(timings.reduce((sum, t) => sum + t.driving, 0) / MINUTE),
  };
}
