// The sections beyond the driver's screens: 8. the backend on the Functions emulator, 9. the
// outbox's drain, 10. the customer's tracking page.
import { kb, ms } from '../format.mjs';
import { measureBackendLatency } from '../sections/backendLatency.mjs';
import { measureDrain } from '../sections/drain.mjs';
import { measureTrackingPage } from '../sections/trackingPage.mjs';

/** 8. A delivery update on the Functions emulator. */
export async function backendLatency(bench) {
  const label = '8. Backend: delivery update on the Functions emulator';
  const outcome = await bench.attempt(label, () => measureBackendLatency());
  bench.results.sections.backendLatency = outcome.value ?? outcome;
  if (outcome.error) {
    bench.failedRow(label, outcome);
    return;
  }
  const r = outcome.value;
  bench.row(label, `p50 of ${r.count} (HTTP, real ID token, ${r.store})`, ms(r.p50Ms));
  bench.row(label, 'p95', ms(r.p95Ms));
}

/** 9. The outbox's drain once the network returns. */
export async function drain(bench) {
  const label = '9. Outbox drain (80 changes, 8 orders, demo backend)';
  const outcome = await bench.attempt(label, () =>
    measureDrain(bench.browserOrThrow(), bench.need('seed')),
  );
  bench.results.sections.drain = outcome.value ?? outcome;
  if (outcome.error) {
    bench.failedRow(label, outcome);
    return;
  }
  const r = outcome.value;
  bench.row(
    label,
    'online → last change applied',
    `${r.drainSeconds} s`,
    '≤ 10 s',
    r.drainSeconds <= 10,
  );
}

/** 10. The customer's tracking page: its JS and its LCP. */
export async function trackingPage(bench) {
  const label = '10. Tracking page /track/<token> (demo build)';
  const outcome = await bench.attempt(label, () => measureTrackingPage(bench.need('demo').dist));
  bench.results.sections.trackingPage = outcome.value ?? outcome;
  if (outcome.error) {
    bench.failedRow(label, outcome);
    return;
  }
  const r = outcome.value;
  const budget = 30 * 1024;
  bench.row(
    label,
    'JS gzipped (all it may load)',
    kb(r.gzipBytes),
    '≤ 30 KB',
    r.gzipBytes <= budget,
  );
  bench.row(
    label,
    `LCP, Lighthouse mobile (median of ${r.runs})`,
    ms(r.lcpMs),
    '≤ 1500 ms',
    r.lcpMs <= 1500,
  );
}
