import { describe, expect, it } from 'vitest';
import { buildBoard } from '@/desk/board/board';
import { keepUnchangedBoard } from '@/desk/board/keepBoard';
import { MINUTE, NOW, order, TEAM } from './boardSupport';

const pending = new Map<string, { to: string | null }>();
const receipts = [
  order('r1'),
  order('r2', { dispatchId: 'ana' }),
  order('r3', { dispatchId: 'tiago', dueAt: NOW + 5 * MINUTE }),
];

describe('keepUnchangedBoard', () => {
  it('keeps the whole board when nothing it says changed', () => {
    const first = buildBoard({ receipts, team: TEAM, pending, now: NOW });
    const again = buildBoard({ receipts, team: TEAM, pending, now: NOW + 1000 });
    expect(keepUnchangedBoard(first, again)).toBe(first);
  });

  it('renews only the column and card of the receipt that changed', () => {
    const first = buildBoard({ receipts, team: TEAM, pending, now: NOW });
    const changed = order('r2', { dispatchId: 'ana', status: 'On the Way' });
    const next = keepUnchangedBoard(
      first,
      buildBoard({
        receipts: [receipts[0]!, changed, receipts[2]!],
        team: TEAM,
        pending,
        now: NOW,
      }),
    );
    expect(next).not.toBe(first);
    expect(next.unassigned).toBe(first.unassigned);
    const column = (board: typeof first, uid: string) => board.drivers.find((c) => c.uid === uid);
    expect(column(next, 'tiago')).toBe(column(first, 'tiago'));
    expect(column(next, 'rui')).toBe(column(first, 'rui'));
    expect(column(next, 'ana')).not.toBe(column(first, 'ana'));
    expect(column(next, 'ana')?.open[0]?.receipt).toBe(changed);
    expect(next.counts).toBe(first.counts);
  });

  it('keeps a moved card’s object in its new column, and both columns change', () => {
    const first = buildBoard({ receipts, team: TEAM, pending, now: NOW });
    const moved = keepUnchangedBoard(
      first,
      buildBoard({ receipts, team: TEAM, pending: new Map([['r1', { to: 'rui' }]]), now: NOW }),
    );
    const rui = moved.drivers.find((c) => c.uid === 'rui');
    expect(rui?.open.map((c) => c.pending)).toEqual([true]);
    expect(moved.unassigned).not.toBe(first.unassigned);
    expect(moved.unassigned.open).toEqual([]);
    expect(moved.counts).not.toBe(first.counts);
  });

  it('renews a card whose lateness went up a minute, and nothing else', () => {
    const late = [order('r1', { dueAt: NOW - 90_000 }), order('r2', { dispatchId: 'ana' })];
    const first = buildBoard({ receipts: late, team: TEAM, pending, now: NOW });
    const later = keepUnchangedBoard(
      first,
      buildBoard({ receipts: late, team: TEAM, pending, now: NOW + MINUTE }),
    );
    expect(later.unassigned.open[0]?.lateMinutes).toBe(2);
    expect(later.unassigned).not.toBe(first.unassigned);
    expect(later.drivers).toBe(first.drivers);
  });
});
