import { describe, expect, it } from 'vitest';
import { buildBoard, createBoardBuilder, sharedRuns, type Board } from '@/desk/board/board';
import { MINUTE, NOW, order, TEAM } from './boardSupport';

// A driver's region in the run their phone shared (docs/desk.md#the-board): the shared ids still
// open in that order, the others after by time; without one, by time as before. The builder
// renews a column when its run changes, not when an equal one arrives.

const noPending = new Map<string, { to: string | null }>();
const openIds = (board: Board, uid: string) =>
  board.drivers.find((c) => c.uid === uid)?.open.map((card) => card.receipt.id);

const day = [
  order('r1', { dispatchId: 'tiago', dueAt: NOW + 10 * MINUTE }),
  order('r2', { dispatchId: 'tiago', dueAt: NOW + 20 * MINUTE }),
  order('r3', { dispatchId: 'tiago', dueAt: NOW + 30 * MINUTE }),
  order('r4', { dispatchId: 'tiago', dueAt: NOW + 40 * MINUTE }),
  order('r5', { dispatchId: 'tiago', status: 'Delivered' }),
  order('r6', { dispatchId: 'ana', dueAt: NOW + 5 * MINUTE }),
  order('r7', { dispatchId: 'ana', dueAt: NOW + 1 * MINUTE }),
  order('r8', { dueAt: NOW + 1 * MINUTE }),
];

const input = { receipts: day, team: TEAM, pending: noPending, now: NOW };

describe('the board in the shared run', () => {
  it('orders a driver’s open cards by their run: gone ids dropped, unlisted ones after by time', () => {
    const runs = new Map([['tiago', ['r3', 'r5', 'gone', 'r1']]]);
    const board = buildBoard({ ...input, runs });
    expect(openIds(board, 'tiago')).toEqual(['r3', 'r1', 'r2', 'r4']);
    // The delivered one stays delivered; another driver and Unassigned keep the time order.
    expect(
      board.drivers.find((c) => c.uid === 'tiago')?.delivered.map((c) => c.receipt.id),
    ).toEqual(['r5']);
    expect(openIds(board, 'ana')).toEqual(['r7', 'r6']);
    expect(board.unassigned.open.map((card) => card.receipt.id)).toEqual(['r8']);
  });

  it('without a shared run, or with none read yet, keeps the time order', () => {
    expect(openIds(buildBoard(input), 'tiago')).toEqual(['r1', 'r2', 'r3', 'r4']);
    expect(openIds(buildBoard({ ...input, runs: new Map() }), 'tiago')).toEqual([
      'r1',
      'r2',
      'r3',
      'r4',
    ]);
  });

  it('a pending move shows the card in its new driver’s run', () => {
    const runs = new Map([['ana', ['r8', 'r6']]]);
    const pending = new Map([['r8', { to: 'ana' }]]);
    expect(openIds(buildBoard({ ...input, pending, runs }), 'ana')).toEqual(['r8', 'r6', 'r7']);
  });

  it('the builder renews the column whose run changed, and keeps it for an equal run', () => {
    const build = createBoardBuilder();
    const first = build({ ...input, runs: new Map([['tiago', ['r4', 'r3']]]) });
    const same = build({ ...input, runs: new Map([['tiago', ['r4', 'r3']]]) });
    const column = (board: Board) => board.drivers.find((c) => c.uid === 'tiago')?.open;
    expect(column(same)).toBe(column(first));
    const changed = build({ ...input, runs: new Map([['tiago', ['r2']]]) });
    expect(column(changed)).not.toBe(column(first));
    expect(openIds(changed, 'tiago')).toEqual(['r2', 'r1', 'r3', 'r4']);
    expect(changed.drivers.find((c) => c.uid === 'ana')?.open).toBe(
      first.drivers.find((c) => c.uid === 'ana')?.open,
    );
  });

  it('sharedRuns takes the runs the shift records have, none for those without', () => {
    const runs = sharedRuns([
      { uid: 'tiago', run: ['r2'] },
      { uid: 'rui', run: [] },
      { uid: 'ana', run: null },
    ]);
    expect([...runs]).toEqual([
      ['tiago', ['r2']],
      ['rui', []],
    ]);
  });
});
