// Section 13: the desk's map (docs/performance.md#the-desk-map-section-13), its measures
// (sections/deskMap.mjs) as the table's rows.
import { ms1 } from '../format.mjs';
import { DESK_MAP_CPU_SLOWDOWN, measureDeskMap } from '../sections/deskMap.mjs';

/** One frame: the drawing's own render, at 4× CPU. */
export const DESK_MAP_FRAME_MS = 16;

/** 13. The desk's map: BENCH_DESK_DRIVERS drivers on shift, BENCH_DESK_ORDERS open orders. */
export async function deskMap(bench) {
  const { deskOrders, deskDrivers, deskRuns } = bench.options;
  const label = `13. Desk map: ${deskDrivers} drivers, ${deskOrders.toLocaleString('en')} stops (drawn, ${DESK_MAP_CPU_SLOWDOWN}× CPU)`;
  const outcome = await bench.attempt(label, () =>
    measureDeskMap(bench.browserOrThrow(), {
      ...bench.need('seed'),
      count: deskOrders,
      drivers: deskDrivers,
      runs: deskRuns,
    }),
  );
  bench.results.sections.deskMap = outcome.value ?? outcome;
  if (outcome.error) {
    bench.failedRow(label, outcome);
    return;
  }
  const r = outcome.value;
  const frame = `≤ ${DESK_MAP_FRAME_MS} ms`;
  bench.row(label, 'markers: drivers / stops', `${r.driverMarkers} / ${r.stopMarkers}`);
  bench.row(
    label,
    `draw, first frame: the drawing's render (median of ${deskRuns})`,
    ms1(r.drawFirstRenderMedianMs),
    frame,
    r.drawFirstRenderMedianMs <= DESK_MAP_FRAME_MS,
  );
  bench.row(label, 'draw, first frame: its commit', ms1(r.drawFirstCommitMedianMs));
  bench.row(
    label,
    `draw, each frame adding buttons (${r.drawFramesMedian - 1} a draw): the render, median`,
    ms1(r.chunkRenderMedianMs),
    frame,
    r.chunkRenderMedianMs <= DESK_MAP_FRAME_MS,
  );
  bench.row(label, 'draw, those frames: the render, 90th percentile', ms1(r.chunkRenderP90Ms));
  bench.row(label, 'draw: the longest render of a draw, median', ms1(r.drawLongestRenderMedianMs));
  bench.row(label, 'draw: the longest commit', ms1(r.drawLongestCommitMedianMs));
  bench.row(label, '"Map" → every marker a button, a frame after', ms1(r.drawShownMedianMs));
  bench.row(
    label,
    `redraw, one driver moved: the drawing's render (median of ${deskRuns})`,
    ms1(r.redrawRenderMedianMs),
    frame,
    r.redrawRenderMedianMs <= DESK_MAP_FRAME_MS,
  );
  bench.row(label, 'redraw: its commit', ms1(r.redrawCommitMedianMs));
  bench.row(
    label,
    'redraw: change announced → marker moved, a frame after',
    ms1(r.redrawShownMedianMs),
  );
}
