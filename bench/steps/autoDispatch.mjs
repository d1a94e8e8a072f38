// Section 16: auto-dispatch (docs/auto-dispatch.md#measured), its measures
// (sections/autoDispatch.mjs) as the table's rows.
import { ms1 } from '../format.mjs';
import { measureAutoDispatch } from '../sections/autoDispatch.mjs';

/** The budget at 4× CPU, taken as a quarter of it on this machine unthrottled. */
export const SUGGESTIONS_BUDGET_MS = 50 / 4;

export async function autoDispatch(bench) {
  const label = '16. Auto-dispatch (domain, node): rule vs nearest free driver';
  const outcome = await bench.attempt(label, () => measureAutoDispatch());
  bench.results.sections.autoDispatch = outcome.value ?? outcome;
  if (outcome.error) {
    bench.failedRow(label, outcome);
    return;
  }
  const r = outcome.value;
  for (const { seed, orders, rule, baseline } of r.evenings) {
    const lateRatio = baseline.late === 0 ? 0 : rule.late / baseline.late;
    const drivingRatio = rule.drivingMinutes / baseline.drivingMinutes;
    bench.row(
      label,
      `evening ${seed} (${orders} orders, 12 drivers): late orders, rule / baseline`,
      `${rule.late} / ${baseline.late} (${lateRatio.toFixed(2)}×)`,
      '≤ 0.5×, baseline ≥ 20',
      lateRatio <= 0.5 && baseline.late >= 20,
    );
    bench.row(
      label,
      `evening ${seed}: driving, rule / baseline`,
      `${rule.drivingMinutes} / ${baseline.drivingMinutes} min (${drivingRatio.toFixed(2)}×)`,
      '≤ 0.85×',
      drivingRatio <= 0.85,
    );
  }
  bench.row(
    label,
    'suggestions: 200 orders × 40 drivers with runs of 5 (median of 7, no throttling)',
    ms1(r.suggestionsMedianMs),
    `≤ ${ms1(SUGGESTIONS_BUDGET_MS)} (50 ms at 4×)`,
    r.suggestionsMedianMs <= SUGGESTIONS_BUDGET_MS,
  );
}
