import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cheapestInsertion, insertAt, runTiming, type DispatchStop } from '@/domain/dispatch';
import { km, NOW } from './support';

// The insertion's promises, over any run: the run keeps its order, the order's place is the one
// that adds the least driving, the figures are the whole run's after less before, never negative.
// Runs of up to 30 stops: longer than the insertion's first scratch buffer (16), so it grows.

const point = fc.record({
  north: fc.double({ min: -8, max: 8, noNaN: true }),
  east: fc.double({ min: -8, max: 8, noNaN: true }),
});
const due = fc.option(fc.integer({ min: -30, max: 120 }), { nil: null });
const stops = fc
  .array(fc.record({ at: fc.option(point, { freq: 8, nil: null }), due }), {
    maxLength: 30,
    size: 'max',
  })
  .map((list) =>
    list.map((s, index): DispatchStop => ({
      id: `s${index}`,
      location: s.at === null ? null : km(s.at.north, s.at.east),
      dueAt: s.due === null ? null : NOW + s.due * 60_000,
    })),
  );

describe('the cheapest insertion, for any run', () => {
  it('keeps the run in its order, adds what it says, and no place adds less', () => {
    fc.assert(
      fc.property(point, stops, point, due, (start, run, at, dueIn) => {
        const order = {
          id: 'new',
          location: km(at.north, at.east),
          dueAt: dueIn === null ? null : NOW + dueIn * 60_000,
        };
        const from = km(start.north, start.east);
        const timing = (list: readonly DispatchStop[]) => runTiming(from, list, NOW, 20, 60);
        const insertion = cheapestInsertion({
          start: from,
          run,
          order,
          departAt: NOW,
          speedKmh: 20,
          stopSeconds: 60,
        });
        expect(insertion).not.toBeNull();
        if (insertion === null) return;
        const after = insertAt(run, insertion.index, order);
        expect(after.filter((s) => s.id !== 'new')).toEqual(run);
        expect(insertion.addedSeconds).toBeGreaterThanOrEqual(0);
        expect(insertion.addedLateSeconds).toBeGreaterThanOrEqual(0);
        const before = timing(run);
        const withIt = timing(after);
        expect(insertion.addedSeconds).toBeCloseTo(
          Math.max(0, withIt.travelSeconds - before.travelSeconds),
          3,
        );
        expect(insertion.addedLateSeconds).toBeCloseTo(
          Math.max(0, withIt.lateSeconds - before.lateSeconds),
          3,
        );
        for (let index = 0; index <= run.length; index += 1) {
          const other = timing(insertAt(run, index, order)).travelSeconds - before.travelSeconds;
          expect(insertion.addedSeconds).toBeLessThanOrEqual(other + 1e-6);
        }
      }),
      { numRuns: 300 },
    );
  });
});
