// The sections about loading the app, each turning its measures into the table's rows:
// 1. JS per route, 2. Lighthouse (and the floor), 3. warm offline start (6, the Firebase warm
// starts: firebaseStarts.mjs).
import { LOGIN_BUDGET_GZIP_BYTES } from '../../scripts/bundle/budget.mjs';
import { buildFloor } from '../floor.mjs';
import { kb, ms, score } from '../format.mjs';
import { measureJsPerRoute } from '../sections/jsPerRoute.mjs';
import { measureLighthouse } from '../sections/lighthouse.mjs';
import { measureOfflineStart } from '../sections/offlineStart.mjs';
import { serveBuild } from '../server.mjs';

/** 1. JS per route. */
export async function jsPerRoute(bench) {
  const { attempt, row, failedRow, need } = bench;
  for (const mode of ['demo', 'firebase']) {
    const label = `1. JS per route (${mode})`;
    const outcome = await attempt(label, () =>
      measureJsPerRoute(bench.browserOrThrow(), { ...need(mode), mode }),
    );
    bench.results.sections[`jsPerRoute_${mode}`] = outcome.value ?? outcome;
    if (outcome.error) {
      failedRow(label, outcome);
      continue;
    }
    const r = outcome.value;
    row(
      label,
      '/login before first paint',
      `${kb(r.loginBeforePaintBytes)} (${r.loginBeforePaintFiles.join(', ')})`,
    );
    row(
      label,
      "/login until the form shows (check:budget's measure)",
      kb(r.loginBudgetBytes),
      mode === 'firebase' ? '≤ 150 KB (budget)' : '',
      mode === 'firebase' ? r.loginBudgetBytes <= LOGIN_BUDGET_GZIP_BYTES : null,
    );
    row(
      label,
      '/login until the form shows, as this server sent it',
      `${kb(r.loginBytes)}${r.loginNote ? ` — ${r.loginNote}` : ''}`,
    );
    row(
      label,
      '/login then prefetches when idle, for after sign-in',
      `${kb(r.loginPrefetchedBytes)} (${r.loginPrefetchedFiles.join(', ') || 'nothing'})`,
    );
    row(
      label,
      'signing in adds for /order',
      `${kb(r.orderAddsBytes)} (${r.orderAddsFiles.join(', ') || 'nothing'})`,
    );
    row(label, 'total (/login + /order)', kb(r.totalBytes));
  }
}

/** 2. Lighthouse on /login, the floor's first. */
export async function lighthouse(bench) {
  const { attempt, row, failedRow, need } = bench;
  // The floor first: a bare React 19 + Router 7 sign-in page, built and measured in this run,
  // so its LCP and Dispatch's share the machine's load of the moment.
  const floorLabel = '2. Lighthouse /login (floor: bare React + Router)';
  const floor = await attempt(floorLabel, async () => {
    // Built and served once: with a baseline, both sides measure the same floor page.
    bench.servers.floor ??= await serveBuild(await buildFloor(), bench.options.firstPort + 3);
    return measureLighthouse(bench.servers.floor.url);
  });
  bench.results.sections.lighthouse_floor = floor.value ?? floor;
  if (floor.error) failedRow(floorLabel, floor);
  else {
    row(floorLabel, 'performance', score(floor.value.performance));
    row(floorLabel, 'LCP (simulated)', ms(floor.value.lcpMs));
    row(floorLabel, 'CLS', floor.value.cls.toFixed(3));
  }
  for (const mode of ['demo', 'firebase']) {
    const label = `2. Lighthouse /login (${mode})`;
    const outcome = await attempt(label, () => measureLighthouse(need(mode).url));
    bench.results.sections[`lighthouse_${mode}`] = outcome.value ?? outcome;
    if (outcome.error) {
      failedRow(label, outcome);
      continue;
    }
    const r = outcome.value;
    row(label, 'performance', score(r.performance), '1.00', r.performance === 1);
    row(label, 'accessibility', score(r.accessibility), '1.00', r.accessibility === 1);
    row(label, 'best practices', score(r.bestPractices), '1.00', r.bestPractices === 1);
    row(label, 'LCP (simulated)', ms(r.lcpMs), '≤ 2000 ms', r.lcpMs <= 2000);
    if (floor.value) {
      const ratio = r.lcpMs / floor.value.lcpMs;
      row(label, 'LCP ÷ the floor’s', `${ratio.toFixed(2)}×`, '≤ 0.90×', ratio <= 0.9);
    }
    row(label, 'TBT', ms(r.tbtMs));
    row(label, 'CLS', r.cls.toFixed(3), '0', r.cls === 0);
    row(label, 'LCP element', r.lcpElements.join(' | ').slice(0, 80));
    if (r.failedAudits.length > 0) row(label, 'failed audits', r.failedAudits.join(', '));
  }
}

/** 3. Warm offline start, on the demo build and without the demo's latency. */
export async function offlineStart(bench) {
  const { attempt, row, failedRow, need } = bench;
  const { warmReloads } = bench.options;
  const variants = [
    { key: 'demo', label: '3. Warm offline start (demo, 4× CPU)', build: 'demo', query: '' },
    {
      key: 'noDemoLatency',
      label: '3. Warm offline start (4× CPU, no demo latency)',
      build: 'seed',
      query: '?benchSeed=8&benchFast=1',
    },
  ];
  bench.results.sections.offlineStart = {};
  for (const variant of variants) {
    const outcome = await attempt(variant.label, () =>
      measureOfflineStart(bench.browserOrThrow(), {
        ...need(variant.build),
        query: variant.query,
        runs: warmReloads,
      }),
    );
    const r = outcome.value;
    bench.results.sections.offlineStart[variant.key] = r ?? outcome;
    if (outcome.error || r.notMeasurable) {
      failedRow(variant.label, r ?? outcome);
      continue;
    }
    row(variant.label, `reload /order → first row (median of ${warmReloads})`, ms(r.medianMs));
    warmStartRows(row, variant.label, r, warmReloads);
  }
}

/**
 * The rows both warm starts share (issue 35): the first row against the first paint of the same
 * start (the list in the first frame), the layout shift through React's take-over, the starts
 * whose first row React kept (hydrated, not drawn afresh), and where the first paint's time went.
 */
export function warmStartRows(row, label, r, runs) {
  row(
    label,
    'first row ÷ first paint, same start (median)',
    r.firstRowOverFirstPaint === null ? '—' : `${r.firstRowOverFirstPaint.toFixed(2)}×`,
    '≤ 1.15×',
    r.firstRowOverFirstPaint !== null && r.firstRowOverFirstPaint <= 1.15,
  );
  row(
    label,
    'largest layout shift of a start',
    String(r.layoutShiftMax),
    '0',
    r.layoutShiftMax === 0,
  );
  row(
    label,
    'first frame kept / first row hydrated, not drawn afresh',
    `${r.keptFirstFrame ? 'yes' : 'no'} / ${r.firstRowKeptRuns} of ${runs}`,
  );
  row(
    label,
    "modules and stylesheets: Chrome's memory cache / the service worker",
    `${r.assetsFromMemoryMedian ?? '—'} / ${r.assetsViaWorkerMedian ?? '—'}`,
  );
  row(
    label,
    'document / boot.js / stylesheets / DOMContentLoaded',
    `${ms(r.documentMedianMs)} / ${ms(r.bootScriptMedianMs)} / ${ms(r.stylesheetsMedianMs)} / ${ms(r.domContentLoadedMedianMs)}`,
  );
  row(
    label,
    'first paint (background alone) / first contentful paint',
    `${ms(r.firstPaintMedianMs)} / ${ms(r.firstContentfulPaintMedianMs)}`,
  );
}
