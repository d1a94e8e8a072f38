import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildBoard, createBoardBuilder, type Board } from '@/desk/board/board';
import { keepUnchangedBoard } from '@/desk/board/keepBoard';
import { keptAsFeedsKeep, MINUTE, NOW, order, TEAM } from './boardSupport';

// The remembering builder (board.ts): always the board buildBoard draws, built again only in
// the columns whose receipts changed.

const noPending = new Map<string, { to: string | null }>();
const column = (board: Board, uid: string) => board.drivers.find((c) => c.uid === uid)!;

const day = [
  order('r1'),
  order('r2', { dispatchId: 'ana', dueAt: NOW - 5 * MINUTE }),
  order('r3', { dispatchId: 'ana', status: 'Delivered' }),
  order('r4', { dispatchId: 'tiago', dueAt: NOW + 5 * MINUTE }),
  order('r5', { dispatchId: 'ghost' }),
];

describe('createBoardBuilder', () => {
  it('keeps the cards of a column whose receipts are the same, and renews the one that changed', () => {
    const build = createBoardBuilder();
    const first = build({ receipts: day, team: TEAM, pending: noPending, now: NOW });
    const changed = order('r4', { dispatchId: 'tiago', status: 'On the Way' });
    const next = build({
      receipts: [changed, ...day.filter((r) => r.id !== 'r4')],
      team: TEAM,
      pending: noPending,
      now: NOW,
    });
    expect(column(next, 'ana').open).toBe(column(first, 'ana').open);
    expect(column(next, 'ana').delivered).toBe(column(first, 'ana').delivered);
    expect(next.unassigned.open).toBe(first.unassigned.open);
    expect(column(next, 'tiago').open).not.toBe(column(first, 'tiago').open);
    expect(column(next, 'tiago').open[0]?.receipt).toBe(changed);
  });

  it('keeps the columns whose lateness reads the same when the time moves, and renews the others', () => {
    const build = createBoardBuilder();
    const first = build({ receipts: day, team: TEAM, pending: noPending, now: NOW });
    // The board's clock within the minute: nobody's lateness moved.
    const tick = build({ receipts: day, team: TEAM, pending: noPending, now: NOW + 15_000 });
    expect(column(tick, 'ana').open).toBe(column(first, 'ana').open);
    expect(tick.counts).toEqual(first.counts);
    // A minute on: Ana's late order is a minute later; Tiago's is not due yet, r1 has no time.
    const later = build({ receipts: day, team: TEAM, pending: noPending, now: NOW + MINUTE });
    expect(column(later, 'ana').open).not.toBe(column(first, 'ana').open);
    expect(column(later, 'ana').open[0]?.lateMinutes).toBe(6);
    expect(column(later, 'ana').delivered).not.toBe(column(first, 'ana').delivered);
    expect(column(later, 'tiago').open).toBe(column(first, 'tiago').open);
    expect(later.unassigned.open).toBe(first.unassigned.open);
    // Tiago's order falls due: his column is built again, his order late.
    const due = build({ receipts: day, team: TEAM, pending: noPending, now: NOW + 6 * MINUTE });
    expect(column(due, 'tiago').open[0]?.lateMinutes).toBe(1);
    expect(due.counts.late).toBe(2);
  });

  it('builds every column again when the pending moves change', () => {
    const build = createBoardBuilder();
    const before = build({ receipts: day, team: TEAM, pending: noPending, now: NOW + MINUTE });
    const moved = build({
      receipts: day,
      team: TEAM,
      pending: new Map([['r1', { to: 'ana' }]]),
      now: NOW + MINUTE,
    });
    expect(column(moved, 'tiago').open).not.toBe(column(before, 'tiago').open);
    expect(moved.unassigned.open).toEqual([]);
    expect(column(moved, 'ana').open.map((c) => [c.receipt.id, c.pending])).toEqual([
      ['r1', true],
      ['r2', false],
    ]);
  });

  it('orders the drivers again when the team changes (a name, someone new), not otherwise', () => {
    const build = createBoardBuilder();
    const day = [order('r1', { dispatchId: 'ana' })];
    const names = (board: Board) => board.drivers.map((column) => column.person?.name);
    const first = build({ receipts: day, team: TEAM, pending: noPending, now: NOW });
    expect(names(first)).toEqual(
      names(buildBoard({ receipts: day, team: TEAM, pending: noPending, now: NOW })),
    );

    const [first0] = TEAM;
    const renamed = TEAM.map((person) =>
      person === first0 ? { ...person, name: 'Zélia Zacarias' } : person,
    );
    const grown = [...renamed, { ...first0, uid: 'bea', name: 'Beatriz Alves' }];
    for (const team of [renamed, grown]) {
      const input = { receipts: day, team, pending: noPending, now: NOW };
      expect(build(input)).toEqual(buildBoard(input));
    }
    expect(names(build({ receipts: day, team: grown, pending: noPending, now: NOW }))[0]).toBe(
      'Ana Ribeiro',
    );
  });

  it('draws what buildBoard draws, whatever the changes between two builds', () => {
    const uids = [null, 'ana', 'tiago', 'rui', 'ghost'];
    const statuses = ['Pending', 'Picked Up', 'On the Way', 'Delivered'];
    const receipt = fc
      .record({
        n: fc.integer({ min: 1, max: 12 }),
        uid: fc.constantFrom(...uids),
        status: fc.constantFrom(...statuses),
        due: fc.option(fc.integer({ min: -60, max: 60 }), { nil: null }),
      })
      .map(({ n, uid, status, due }) =>
        order(`r${n}`, {
          dispatchId: uid,
          status,
          dueAt: due === null ? null : NOW + due * MINUTE,
        }),
      );
    const day = fc
      .array(receipt, { maxLength: 12 })
      .map((list) => [...new Map(list.map((r) => [r.id, r])).values()]);
    fc.assert(
      fc.property(fc.array(day, { minLength: 1, maxLength: 4 }), fc.boolean(), (days, tick) => {
        const build = createBoardBuilder();
        let shown: Board | null = null;
        let previous: (typeof days)[number] = [];
        days.forEach((receipts, index) => {
          const kept = keptAsFeedsKeep(previous, receipts);
          previous = kept;
          const input = {
            receipts: kept,
            team: TEAM,
            pending: noPending,
            now: NOW + (tick ? index * MINUTE : 0),
          };
          const remembered = build(input);
          expect(remembered).toEqual(buildBoard(input));
          shown = keepUnchangedBoard(shown, remembered);
          expect(shown).toEqual(remembered);
        });
      }),
    );
  });
});
