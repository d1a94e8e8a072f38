import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimatedRun, runOf, type DispatchStop } from '@/domain/dispatch';
import { km, stop } from './support';

// A driver's run: the phone's shared order where there is one (stops gone dropped, new ones at
// the end, not estimated), else the optimiser's estimate from the start.

const ids = (run: readonly DispatchStop[]) => run.map((s) => s.id);
const START = km(0, 0);

describe('runOf', () => {
  const a = stop('a', 1, 0);
  const b = stop('b', 2, 0);
  const c = stop('c', 3, 0);

  it('follows the shared order, not the distance', () => {
    const shared = runOf(START, [a, b, c], ['c', 'a', 'b']);
    expect(ids(shared.run)).toEqual(['c', 'a', 'b']);
    expect(shared.runEstimated).toBe(false);
  });

  it('drops shared ids no longer open and puts open stops it did not list at the end', () => {
    const shared = runOf(START, [a, b, c], ['gone', 'c', 'a']);
    expect(ids(shared.run)).toEqual(['c', 'a', 'b']);
    expect(shared.runEstimated).toBe(false);
  });

  it('an empty shared order keeps the stops in the order given, not estimated', () => {
    expect(runOf(START, [c, a, b], [])).toEqual({ run: [c, a, b], runEstimated: false });
  });

  it('without a shared order estimates the run from the start, and says so', () => {
    const estimated = runOf(START, [c, a, b], null);
    expect(ids(estimated.run)).toEqual(['a', 'b', 'c']);
    expect(estimated.runEstimated).toBe(true);
    expect(runOf(START, [c], null)).toEqual({ run: [c], runEstimated: false });
    expect(runOf(null, [], null)).toEqual({ run: [], runEstimated: false });
  });

  it('for any stops and any shared order: every open stop once, the shared ones first in order', () => {
    // A few ids, so the shared order often names open stops (twice, too) and gone ones.
    const anId = fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f', 'gone');
    const idList = fc.uniqueArray(anId, { maxLength: 7 });
    fc.assert(
      fc.property(idList, fc.option(fc.array(anId, { maxLength: 9 })), (open, shared) => {
        const stops = open.map((id, index) => stop(id, index, index % 3));
        const { run, runEstimated } = runOf(START, stops, shared);
        expect([...ids(run)].sort()).toEqual([...open].sort());
        if (shared === null) {
          expect(run).toEqual(estimatedRun(START, stops));
          expect(runEstimated).toBe(stops.length > 1);
          return;
        }
        expect(runEstimated).toBe(false);
        const listed = [...new Set(shared.filter((id) => open.includes(id)))];
        expect(ids(run).slice(0, listed.length)).toEqual(listed);
        expect(ids(run).slice(listed.length)).toEqual(open.filter((id) => !listed.includes(id)));
      }),
    );
  });
});
