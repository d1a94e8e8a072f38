// Section 16: auto-dispatch (docs/auto-dispatch.md#measured), its measures
// (sections/autoDispatch.mjs) as the table's rows.
import { ms1 } from '../format.mjs';
import { measureAutoDispatch, measureSuggestionsInBrowser } from '../sections/autoDispatch.mjs';

/** The budget: at 4× CPU in the browser; unthrottled in node, a quarter of it. */
export const SUGGESTIONS_BUDGET_MS = 50;
export const SUGGESTIONS_SLOWDOWN = 4;

const ratio = (a, b) => (b === 0 ? null : a / b);

/** The rule's late orders against the best case's: a ratio, or the count when the best has none. */
function lateGap(rule, best) {
  if (best === 0) return rule === 0 ? 'none late on either' : `${rule} late, the best case none`;
  return `${ratio(rule, best).toFixed(2)}× (${rule - best} more)`;
}

function eveningRows(bench, label, { seed, orders, rule, baseline, bestCase }) {
  const lateRatio = ratio(rule.late, baseline.late) ?? 0;
  const drivingRatio = rule.drivingMinutes / baseline.drivingMinutes;
  bench.row(
    label,
    `evening ${seed} (${orders} orders, 12 drivers): late orders, rule / baseline / best case`,
    `${rule.late} / ${baseline.late} / ${bestCase.late} (rule ${lateRatio.toFixed(2)}× the baseline's)`,
    '≤ 0.5×, baseline ≥ 20',
    lateRatio <= 0.5 && baseline.late >= 20,
  );
  bench.row(
    label,
    `evening ${seed}: driving, rule / baseline / best case`,
    `${rule.drivingMinutes} / ${baseline.drivingMinutes} / ${bestCase.drivingMinutes} min (rule ${drivingRatio.toFixed(2)}× the baseline's)`,
    '≤ 0.85×',
    drivingRatio <= 0.85,
  );
  bench.row(
    label,
    `evening ${seed}: the rule's gap to the best case (late, driving; planned in ${(bestCase.planMs / 1000).toFixed(1)} s)`,
    `${lateGap(rule.late, bestCase.late)}; driving ${ratio(rule.drivingMinutes, bestCase.drivingMinutes).toFixed(2)}×`,
  );
}

export async function autoDispatch(bench) {
  const label = '16. Auto-dispatch: rule vs nearest free driver vs best case (domain, node)';
  const r = await bench.measured(label, 'autoDispatch', () => measureAutoDispatch());
  if (r) {
    for (const evening of r.evenings) eveningRows(bench, label, evening);
    const total = (side, key) => r.evenings.reduce((sum, e) => sum + e[side][key], 0);
    bench.row(
      label,
      `all ${r.evenings.length} evenings: best case / rule (late orders, driving)`,
      `${total('bestCase', 'late')} / ${total('rule', 'late')}, ${total('bestCase', 'drivingMinutes')} / ${total('rule', 'drivingMinutes')} min`,
      'best case at least as good',
      total('bestCase', 'late') <= total('rule', 'late') &&
        total('bestCase', 'drivingMinutes') <= total('rule', 'drivingMinutes'),
    );
    const nodeBudget = SUGGESTIONS_BUDGET_MS / SUGGESTIONS_SLOWDOWN;
    bench.row(
      label,
      'suggestions: 200 orders × 40 drivers with runs of 5 (median of 7, no throttling)',
      `${ms1(r.suggestionsMedianMs)} (fastest ${ms1(r.suggestionsFastestMs)})`,
      `≤ ${ms1(nodeBudget)} (50 ms at 4×)`,
      r.suggestionsMedianMs <= nodeBudget,
    );
  }
  const browserLabel = `16. Auto-dispatch: suggestions in Chromium, ${SUGGESTIONS_SLOWDOWN}× CPU`;
  const inBrowser = await bench.measured(browserLabel, 'autoDispatchInBrowser', () =>
    measureSuggestionsInBrowser(bench.browserOrThrow(), SUGGESTIONS_SLOWDOWN),
  );
  if (!inBrowser) return;
  bench.row(
    browserLabel,
    `200 orders × 40 drivers, page's main thread (median of ${inBrowser.times.length}, after ${inBrowser.warm} warm)`,
    `${ms1(inBrowser.medianMs)} (mean ${ms1(inBrowser.meanMs)})`,
    `≤ ${ms1(SUGGESTIONS_BUDGET_MS)}`,
    inBrowser.medianMs <= SUGGESTIONS_BUDGET_MS,
  );
  bench.row(browserLabel, 'the first pass (code still cold)', ms1(inBrowser.firstMs));
}
