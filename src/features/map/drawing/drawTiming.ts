import { useLayoutEffect } from 'react';

// The bench times the drawing on its own (docs/performance.md#the-route-map): a mark when the
// drawing starts to render, a measure when its last child has rendered (the drawing's own
// render, whatever else the same tap changes), and one when React has put it on the page (its
// layout effect: the whole commit). The marks are cleared at once, so a long shift does not
// pile up entries; the bench reads the measures with a PerformanceObserver.

/** The measures: the drawing's render start → its last child rendered, → its commit. */
export const DRAWING_RENDER_MEASURE = 'route-drawing:render';
export const DRAWING_COMMIT_MEASURE = 'route-drawing:commit';
const START_MARK = 'route-drawing:start';

const timeline =
  typeof performance !== 'undefined' && 'measure' in performance ? performance : null;

function measure(name: string): void {
  try {
    timeline?.measure(name, START_MARK);
    timeline?.clearMeasures(name);
  } catch {
    // No start mark (a render React threw away, then cleared): nothing to time.
  }
}

/** Call first in the drawing's render. */
export function useDrawingTiming(): void {
  timeline?.mark(START_MARK);
  useLayoutEffect(() => {
    measure(DRAWING_COMMIT_MEASURE);
    timeline?.clearMarks(START_MARK);
  });
}

/** The drawing's last child: renders on every render of the drawing, after its markers. */
export function DrawingRendered() {
  measure(DRAWING_RENDER_MEASURE);
  return null;
}
