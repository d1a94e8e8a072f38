import { describe, expect, it } from 'vitest';
import { sameList, sameRun } from '@/desk/board/sameRun';
import { sameRuns } from '@/desk/board/useSharedRuns';

// One comparison of a run (sameRun.ts), for the board's builder and the runs kept while they say
// the same (useSharedRuns.ts): the same ids in the same order, whatever the array.

describe('sameRun', () => {
  it('says the same for equal runs, the same array, and no run on either side', () => {
    const run = ['r1', 'r2'];
    expect(sameRun(run, run)).toBe(true);
    expect(sameRun(['r1', 'r2'], ['r1', 'r2'])).toBe(true);
    expect(sameRun(undefined, undefined)).toBe(true);
    expect(sameRun([], [])).toBe(true);
  });

  it('tells another order, another length, another id, and a run from none', () => {
    expect(sameRun(['r1', 'r2'], ['r2', 'r1'])).toBe(false);
    expect(sameRun(['r1', 'r2'], ['r1'])).toBe(false);
    expect(sameRun(['r1', 'r2'], ['r1', 'r3'])).toBe(false);
    expect(sameRun(['r1'], undefined)).toBe(false);
    expect(sameRun(undefined, [])).toBe(false);
  });

  it('compares lists by identity, item by item', () => {
    const a = { id: 'r1' };
    expect(sameList([a], [a])).toBe(true);
    expect(sameList([a], [{ id: 'r1' }])).toBe(false);
  });
});

describe('sameRuns', () => {
  it('says the same when every driver has the same run', () => {
    const before = new Map([
      ['ana', ['r1', 'r2']],
      ['tiago', ['r3']],
    ]);
    const after = new Map([
      ['tiago', ['r3']],
      ['ana', ['r1', 'r2']],
    ]);
    expect(sameRuns(before, after)).toBe(true);
    expect(sameRuns(new Map(), new Map())).toBe(true);
  });

  it('tells a changed run, another driver, and one driver more', () => {
    const before = new Map([['ana', ['r1', 'r2']]]);
    expect(sameRuns(before, new Map([['ana', ['r2', 'r1']]]))).toBe(false);
    expect(sameRuns(before, new Map([['tiago', ['r1', 'r2']]]))).toBe(false);
    expect(
      sameRuns(
        before,
        new Map([
          ['ana', ['r1', 'r2']],
          ['tiago', []],
        ]),
      ),
    ).toBe(false);
  });
});
