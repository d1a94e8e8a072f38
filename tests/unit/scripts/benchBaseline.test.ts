import { describe, expect, it } from 'vitest';
import {
  BASELINE_RATIO_TARGETS,
  compareRows,
  figureNumber,
  medianRows,
  withBaselineRatios,
} from '../../../bench/baseline.mjs';

// `npm run bench -- --baseline <rev>` (bench/baseline.mjs): each figure of this checkout beside
// the baseline's, and the ratio between them, read from the table's own figures.

/** format.mjs's words for a target met or missed. */
const verdict = (ok: boolean | null) => (ok === null ? '' : ok ? 'met' : 'MISSED');

const row = (measure: string, value: string) => ({
  section: '5. Scale: 5,000 orders',
  measure,
  value,
  target: '',
  verdict: '',
});

describe('figureNumber', () => {
  it('reads one figure with its unit', () => {
    expect(figureNumber('449 ms')).toBe(449);
    expect(figureNumber('17.4 MB')).toBe(17.4);
    expect(figureNumber('1,372 ms')).toBe(1372);
    expect(figureNumber('0.95×')).toBe(0.95);
    expect(figureNumber('0.000')).toBe(0);
  });

  it('reads nothing from a value that is not one figure', () => {
    expect(figureNumber('100 / 5000')).toBeNull();
    expect(figureNumber('6.3 KB (boot.js)')).toBeNull();
    expect(figureNumber('none ≥ 50 ms')).toBeNull();
    expect(figureNumber('—')).toBeNull();
  });
});

describe('compareRows', () => {
  it('puts the baseline’s figure and the ratio beside each figure, matched by measure', () => {
    const [change, rows] = compareRows(
      [row('one change', '44 ms'), row('rows', '100 / 5000')],
      [row('rows', '100 / 5000'), row('one change', '40 ms')],
    );
    expect(change).toMatchObject({
      value: '44 ms',
      baseline: '40 ms',
      ratio: '1.10×',
      figures: { value: 44, baseline: 40, ratio: 1.1 },
    });
    expect(rows).toMatchObject({ baseline: '100 / 5000', ratio: '', figures: { ratio: null } });
  });

  it('a figure the baseline lacks (a new measure) has no ratio', () => {
    const [added] = compareRows([row('new', '3 ms')], []);
    expect(added).toMatchObject({ baseline: '', ratio: '', figures: { baseline: null } });
  });
});

describe('withBaselineRatios', () => {
  const targets = [{ section: /^5\./, measure: /^one change/, max: 1 }];
  const verdict = (ok: boolean | null) => (ok === null ? '' : ok ? 'met' : 'MISSED');

  it('judges a ratio target against the baseline', () => {
    const [missed] = withBaselineRatios(
      [row('one change', '44 ms')],
      [row('one change', '40 ms')],
      targets,
      verdict,
    );
    expect(missed).toMatchObject({ target: '≤ 1.00× baseline', verdict: 'MISSED' });
    const [met] = withBaselineRatios(
      [row('one change', '40 ms')],
      [row('one change', '40 ms')],
      targets,
      verdict,
    );
    expect(met).toMatchObject({ verdict: 'met' });
  });
});

describe('medianRows', () => {
  it('keeps the median round’s row of each figure, and the first round’s of other values', () => {
    const rounds = [
      [row('one change', '50 ms'), row('rows', '100 / 5000')],
      [row('one change', '20 ms'), row('rows', '100 / 4999')],
      [row('one change', '30 ms'), row('rows', '100 / 4998'), row('late', '1 ms')],
    ];
    expect(medianRows(rounds, verdict).map((r) => r.value)).toEqual([
      '30 ms',
      '100 / 5000',
      '1 ms',
    ]);
  });

  it('pools a sampled row’s samples of every round into one median, and judges that', () => {
    const format = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)} ms`);
    const sampled = (samples: number[], max?: number) => ({
      ...row('one change, traced', format(samples.toSorted((a, b) => a - b)[1]!)),
      samples,
      format,
      max,
    });
    // The rounds' own medians are 11, 13 and 40 (the middle one: 13); all nine's is 14.
    const rounds = [[sampled([10, 11, 90])], [sampled([12, 13, 99])], [sampled([14, 40, 95])]];
    const [pooled] = medianRows(rounds, verdict);
    expect(pooled).toMatchObject({
      value: '14.0 ms',
      samples: [10, 11, 90, 12, 13, 99, 14, 40, 95],
    });
    const judged = [[sampled([10, 20, 90], 16)], [sampled([12, 30, 99], 16)]];
    expect(medianRows(judged, verdict)[0]!.verdict).toBe('MISSED');
    expect(medianRows([[sampled([10, 12, 90], 16)]], verdict)[0]!.verdict).toBe('met');
  });

  it('writes no figure and no verdict for a sampled row without samples', () => {
    const format = (value: number | null) => (value === null ? '—' : `${value} ms`);
    const empty = { ...row('one change, traced', '—'), samples: [], format, max: 16 };
    expect(medianRows([[empty], [empty]], verdict)[0]).toMatchObject({ value: '—', verdict: '' });
  });

  it('takes the median round when a round wrote the row without samples', () => {
    const format = (value: number | null) => `${value} ms`;
    const rounds = [
      [{ ...row('one change', '10 ms'), samples: [10], format }],
      [row('one change', '30 ms')],
      [row('one change', '20 ms')],
    ];
    expect(medianRows(rounds, verdict)[0]!.value).toBe('20 ms');
  });
});

describe('BASELINE_RATIO_TARGETS', () => {
  const DESK_SECTION = '11. Desk: 1,000 orders, 40 drivers';
  const deskRow = (measure: string) => ({ ...row(measure, '1 ms'), section: DESK_SECTION });
  const judged = (measure: string) =>
    BASELINE_RATIO_TARGETS.filter(
      (target) => target.section.test(DESK_SECTION) && target.measure.test(measure),
    );

  it('holds the desk’s traced realtime change to the baseline’s (issue 49), and no other row', () => {
    const traced = "one realtime change, 4× CPU: the page's own tasks, from a trace (median of 9)";
    expect(judged(traced)).toHaveLength(1);
    const [ratio] = withBaselineRatios(
      [deskRow(traced)],
      [{ ...deskRow(traced), value: '2 ms' }],
      BASELINE_RATIO_TARGETS,
      (ok: boolean | null) => (ok ? 'met' : 'MISSED'),
    );
    expect(ratio).toMatchObject({ ratio: '0.50×', verdict: 'met' });
    for (const other of [
      'one realtime change, 4× CPU: its longest task, from a trace (median)',
      "an idle window as long, 4× CPU: the page's own tasks, from a trace (median)",
      'one realtime change, 4× CPU: main thread beyond idle, counters (median of 9)',
    ]) {
      expect(judged(other)).toEqual([]);
    }
  });
});
