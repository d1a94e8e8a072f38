// Section 12: the desk's "Import orders" with a 1,000-row file.
import { ms } from '../format.mjs';
import { measureDeskImport } from '../sections/deskImport.mjs';

/** 12. A 1,000-row file read and previewed at 4× CPU, then imported in batches of 100. */
export async function deskImport(bench) {
  const label = '12. Desk: import 1,000 rows (demo build, 4× CPU slowdown)';
  const outcome = await bench.attempt(label, () =>
    measureDeskImport(bench.browserOrThrow(), bench.need('demo').url),
  );
  bench.results.sections.deskImport = outcome.value ?? outcome;
  if (outcome.error) {
    bench.failedRow(label, outcome);
    return;
  }
  const r = outcome.value;
  bench.row(label, 'file chosen → preview on screen', ms(r.previewMs));
  bench.row(
    label,
    'longest main-thread task meanwhile',
    ms(r.previewLongestTaskMs),
    '≤ 100 ms',
    r.previewLongestTaskMs <= 100,
  );
  bench.row(label, `time per batch of 100 (median of ${r.batches})`, ms(r.batchMedianMs));
  bench.row(label, 'slowest batch', ms(r.batchMaxMs));
  bench.row(label, 'whole import', ms(r.importMs));
}
