import { useLayoutEffect } from 'react';

// The bench times a drawn map on its own (docs/performance.md#the-route-map, #the-desk-map-section-13): a
// mark when the drawing starts to render, a measure when its last child has rendered (the
// drawing's own render, whatever else the same change does), and one when React has put it on
// the page (its layout effect: the whole commit). The marks are cleared at once, so a long day
// does not pile up entries; the bench reads the measures with a PerformanceObserver.

const timeline =
  typeof performance !== 'undefined' && 'measure' in performance ? performance : null;

export interface DrawingTiming {
  /** The measures: the drawing's render start → its last child rendered, → its commit. */
  renderMeasure: string;
  commitMeasure: string;
  /** Call first in the drawing's render. */
  useDrawingTiming(): void;
  /** The drawing's last child: renders on every render of the drawing, after its markers. */
  DrawingRendered(): null;
}

/** The timing of one drawing, its entries named `${name}:render` and `${name}:commit`. */
export function createDrawingTiming(name: string): DrawingTiming {
  const startMark = `${name}:start`;
  const renderMeasure = `${name}:render`;
  const commitMeasure = `${name}:commit`;
  const measure = (entry: string) => {
    try {
      timeline?.measure(entry, startMark);
      timeline?.clearMeasures(entry);
    } catch {
      // No start mark (a render React threw away, then cleared): nothing to time.
    }
  };
  return {
    renderMeasure,
    commitMeasure,
    useDrawingTiming() {
      timeline?.mark(startMark);
      useLayoutEffect(() => {
        measure(commitMeasure);
        timeline?.clearMarks(startMark);
      });
    },
    DrawingRendered() {
      measure(renderMeasure);
      return null;
    },
  };
}
