import { describe, expect, it } from 'vitest';
import {
  buildBoard,
  createBoardBuilder,
  type Board,
  type BoardInput,
  type SharedRuns,
} from '@/desk/board/board';
import { keepUnchangedBoard } from '@/desk/board/keepBoard';
import { sameRuns } from '@/desk/board/useSharedRuns';
import { createDeskDispatch } from '@/desk/dispatch/deskDispatch';
import type { DriverShift } from '@/domain/shift/driverShift';
import { onShiftAt } from '../../support/fakeShiftPositions';
import { MINUTE, NOW, order, TEAM } from './boardSupport';

// A driver on shift with no shared run (docs/desk.md#the-board): their region lists their open
// orders in auto-dispatch's estimate and says so; a shared run wins; off shift, by time. The
// estimate is counted from the orders by time, not from the region's order, so a board built
// with it gives the same estimate again: one more build, no loop.

const noPending = new Map<string, { to: string | null }>();
const column = (board: Board, uid: string) => board.drivers.find((c) => c.uid === uid);
const openIds = (board: Board, uid: string) =>
  column(board, uid)?.open.map((card) => card.receipt.id);

// Due in one order, placed in another: from the store's corner, the nearest first is r2, r3, r1.
const at = (north: number) => ({ address: 'Rua', lat: 38.71 + north, lng: -9.14 });
const day = [
  order('r1', { dispatchId: 'tiago', dueAt: NOW + 10 * MINUTE, deliveryAddress: at(0.03) }),
  order('r2', { dispatchId: 'tiago', dueAt: NOW + 20 * MINUTE, deliveryAddress: at(0.01) }),
  order('r3', { dispatchId: 'tiago', dueAt: NOW + 30 * MINUTE, deliveryAddress: at(0.02) }),
  order('r6', { dispatchId: 'ana', dueAt: NOW + 5 * MINUTE, deliveryAddress: at(0.03) }),
  order('r7', { dispatchId: 'ana', dueAt: NOW + 9 * MINUTE, deliveryAddress: at(0.01) }),
  order('r8', { dispatchId: 'rui', dueAt: NOW + 9 * MINUTE, deliveryAddress: at(0.01) }),
];
const input: BoardInput = { receipts: day, team: TEAM, pending: noPending, now: NOW };
const start = { lat: 38.71, lng: -9.14 };

/** The runs the desk's auto-dispatch estimates over `board`. */
function estimate(board: Board, shifts: readonly DriverShift[]): SharedRuns {
  return createDeskDispatch(board, shifts, NOW, 25, 10).estimatedRuns();
}

describe('the board in an estimated run', () => {
  it('orders the region by the estimate and says so; a shared run wins; one order says nothing', () => {
    const estimated = new Map([
      ['tiago', ['r2', 'r3', 'r1']],
      ['ana', ['r7', 'r6']],
      ['rui', ['r8']],
    ]);
    const board = buildBoard({ ...input, estimated, runs: new Map([['ana', ['r6', 'r7']]]) });
    expect(openIds(board, 'tiago')).toEqual(['r2', 'r3', 'r1']);
    expect(column(board, 'tiago')?.estimated).toBe(true);
    expect(openIds(board, 'ana')).toEqual(['r6', 'r7']);
    expect(column(board, 'ana')?.estimated).toBe(false);
    expect(column(board, 'rui')?.estimated).toBe(false);
    expect(board.unassigned.estimated).toBe(false);
    // None estimated: by time, no line.
    const byTime = buildBoard(input);
    expect(openIds(byTime, 'tiago')).toEqual(['r1', 'r2', 'r3']);
    expect(column(byTime, 'tiago')?.estimated).toBe(false);
  });

  it('renews a column when the same order turns from estimated to shared, and keeps it so', () => {
    const build = createBoardBuilder();
    const guessed = build({ ...input, estimated: new Map([['tiago', ['r2', 'r3', 'r1']]]) });
    const shared = build({ ...input, runs: new Map([['tiago', ['r2', 'r3', 'r1']]]) });
    expect(openIds(shared, 'tiago')).toEqual(['r2', 'r3', 'r1']);
    expect(column(shared, 'tiago')?.estimated).toBe(false);
    const kept = keepUnchangedBoard(guessed, shared);
    expect(column(kept, 'tiago')?.estimated).toBe(false);
    expect(column(kept, 'tiago')?.open).toBe(column(guessed, 'tiago')?.open);
    expect(column(kept, 'ana')).toBe(column(guessed, 'ana'));
  });

  it('estimates only the drivers on shift without a shared run, with two orders or more', () => {
    const board = buildBoard(input);
    const runs = estimate(board, [
      onShiftAt('tiago', start, NOW - MINUTE),
      onShiftAt('ana', start, NOW - MINUTE, ['r6']),
      onShiftAt('rui', start, NOW - MINUTE),
    ]);
    expect([...runs]).toEqual([['tiago', ['r2', 'r3', 'r1']]]);
    // Off shift (no shift record): by time, no estimate.
    expect(estimate(board, []).size).toBe(0);
  });

  it('settles: the board built with its estimate gives the same estimate again', () => {
    const shifts = [onShiftAt('tiago', start, NOW - MINUTE), onShiftAt('ana', start, NOW - MINUTE)];
    const build = createBoardBuilder();
    let estimated: SharedRuns = new Map();
    let builds = 0;
    let board = build({ ...input, estimated });
    builds += 1;
    // What the screen does (useFeedEstimates): a new board only for an estimate that differs.
    for (let round = 0; round < 5; round += 1) {
      const next = estimate(board, shifts);
      if (sameRuns(estimated, next)) break;
      estimated = next;
      board = build({ ...input, estimated });
      builds += 1;
    }
    expect(builds).toBe(2);
    expect(openIds(board, 'tiago')).toEqual(['r2', 'r3', 'r1']);
    expect(openIds(board, 'ana')).toEqual(['r7', 'r6']);
    expect(column(board, 'rui')?.estimated).toBe(false);
  });
});
