// A generated evening for auto-dispatch's bench (docs/auto-dispatch.md#measured): orders arriving
// over three hours around the store, each due 30–50 min after it arrives, 12 drivers starting at
// the store; drivers drive their runs in order while the evening goes on, and each arriving order
// is given to a driver by a policy: the rule (`rankDrivers`'s best, inserted where it adds the
// least driving) or the baseline most tools use, the nearest free driver (else the driver free
// soonest), the order added to the end of the run. The same seeded evening for both.

const STORE = { lat: 38.7112, lng: -9.1357 };
const MINUTE = 60_000;

/** `createRandom`: the domain's seeded PRNG (src/platform/random.ts, through the bench's bundle). */
export function generateEvening({ seed, createRandom, orders = 220, hours = 3, radiusKm = 4 }) {
  const next = createRandom(seed);
  const start = Date.UTC(2026, 10, 27, 18, 0);
  const list = [];
  for (let i = 0; i < orders; i += 1) {
    const arrives = start + Math.floor(next() * hours * 60 * MINUTE);
    const r = radiusKm * Math.sqrt(next());
    const angle = next() * 2 * Math.PI;
    const location = {
      lat: STORE.lat + (r * Math.cos(angle)) / 111.2,
      lng: STORE.lng + (r * Math.sin(angle)) / (111.2 * Math.cos((STORE.lat * Math.PI) / 180)),
    };
    list.push({ id: `o${i}`, arrives, location, dueAt: arrives + (30 + next() * 20) * MINUTE });
  }
  list.sort((a, b) => a.arrives - b.arrives);
  return { start, store: STORE, orders: list };
}

/**
 * Drives the evening with `choose(order, drivers, now)` → { uid, index } | null; returns the
 * late orders, the total driving (minutes) and how many were never placed.
 */
export function simulate(
  domain,
  evening,
  choose,
  { drivers = 12, speedKmh = 20, stopSeconds = 120 },
) {
  const leg = (a, b) => domain.travelSeconds(a, b, speedKmh) * 1000;
  const fleet = Array.from({ length: drivers }, (_, d) => ({
    uid: `d${d}`,
    name: `Driver ${String(d).padStart(2, '0')}`,
    at: { ...STORE },
    // When the driver is free to leave `at` (after a door, or now).
    freeAt: evening.start,
    run: [],
  }));
  let driving = 0;
  let late = 0;
  let unplaced = 0;
  // Moves every driver along their run up to `now`; one under way to a stop is where the
  // straight line puts them at `now` (their position moving along the run), so a new order
  // put before that stop turns them from there, never from where they set off.
  const advance = (now) => {
    for (const driver of fleet) {
      while (driver.run.length > 0) {
        const stop = driver.run[0];
        const depart = driver.freeAt;
        const arrive = depart + leg(driver.at, stop.location);
        if (arrive > now) {
          if (now > depart && Number.isFinite(now)) {
            const f = (now - depart) / (arrive - depart);
            driver.at = {
              lat: driver.at.lat + (stop.location.lat - driver.at.lat) * f,
              lng: driver.at.lng + (stop.location.lng - driver.at.lng) * f,
            };
            driving += now - depart;
            driver.freeAt = now;
          }
          break;
        }
        driving += arrive - depart;
        if (arrive > stop.dueAt) late += 1;
        driver.at = stop.location;
        driver.freeAt = arrive + stopSeconds * 1000;
        driver.run.shift();
      }
      if (driver.run.length === 0) driver.freeAt = Math.max(driver.freeAt, now);
    }
  };
  for (const order of evening.orders) {
    advance(order.arrives);
    const choice = choose(order, fleet, order.arrives);
    if (choice === null) {
      unplaced += 1;
      continue;
    }
    const driver = fleet.find((d) => d.uid === choice.uid);
    driver.run.splice(choice.index, 0, order);
  }
  advance(Number.POSITIVE_INFINITY);
  return { late, drivingMinutes: Math.round(driving / MINUTE), unplaced };
}

/** The rule: the domain's ranking, the driver's run as it is. */
export function ruleChooser(domain, { speedKmh = 20, stopSeconds = 120 } = {}) {
  const settings = { speedKmh, stopSeconds, maxOrdersPerDriver: null, store: null };
  return (order, fleet, now) => {
    const drivers = fleet.map((d) => ({
      uid: d.uid,
      name: d.name,
      onShift: true,
      position: { ...d.at, storedAt: now },
      lastStop: null,
      // A copy: the simulation changes its runs in place; the domain keeps facts per run array.
      run: d.run.slice(),
      runEstimated: false,
    }));
    // A driver at a door leaves when done there: counted from then, as the run's start.
    const { options } = domain.rankDrivers(order, drivers, now, settings);
    const best = options[0];
    return best?.kind === 'figures' ? { uid: best.uid, index: best.index } : null;
  };
}

/** The baseline: the nearest free driver, else the one free soonest; the order last in the run. */
export function nearestFreeChooser(domain, { speedKmh = 20 } = {}) {
  return (order, fleet) => {
    const free = fleet.filter((d) => d.run.length === 0);
    const pool = free.length > 0 ? free : fleet;
    const cost = (d) =>
      free.length > 0
        ? domain.travelSeconds(d.at, order.location, speedKmh)
        : d.run.length * 1e6 +
          domain.travelSeconds(d.run.at(-1).location, order.location, speedKmh);
    const best = pool.reduce((a, b) => (cost(b) < cost(a) ? b : a));
    return { uid: best.uid, index: best.run.length };
  };
}
