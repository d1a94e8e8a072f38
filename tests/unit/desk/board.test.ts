import { describe, expect, it } from 'vitest';
import { buildBoard, type Board } from '@/desk/board/board';
import { compareByWorkTime, lateMinutes } from '@/desk/board/lateness';
import { ANA, MARTA, MINUTE, NOW, order, person, TEAM } from './boardSupport';

const ids = (cards: readonly { receipt: { id: string } }[]) => cards.map((c) => c.receipt.id);
const names = (board: Board) => board.drivers.map((c) => c.person?.name ?? `? ${c.uid}`);
const noPending = new Map<string, { to: string | null }>();

describe('lateness', () => {
  it('is whole minutes past the due time, at least 1, for an order not delivered', () => {
    expect(lateMinutes(order('r1', { dueAt: NOW - 12 * MINUTE - 59_000 }), NOW)).toBe(12);
    expect(lateMinutes(order('r1', { dueAt: NOW - 1000 }), NOW)).toBe(1);
  });

  it('is null before the due time, without one, once delivered, or for an impossible now', () => {
    expect(lateMinutes(order('r1', { dueAt: NOW }), NOW)).toBeNull();
    expect(lateMinutes(order('r1', { dueAt: NOW + MINUTE }), NOW)).toBeNull();
    expect(lateMinutes(order('r1'), NOW)).toBeNull();
    expect(
      lateMinutes(order('r1', { dueAt: NOW - 9 * MINUTE, status: 'Delivered' }), NOW),
    ).toBeNull();
    expect(lateMinutes(order('r1', { dueAt: NOW - MINUTE }), Number.NaN)).toBeNull();
  });

  it('orders a run by due time, else placed time, timeless last, ties by id', () => {
    const runs = [
      order('r4', { createdAt: null, updateTimestamp: null }),
      order('r3', { createdAt: NOW - 50 * MINUTE }),
      order('r2', { dueAt: NOW + 5 * MINUTE }),
      order('r1', { dueAt: NOW + 5 * MINUTE }),
    ];
    expect(runs.sort(compareByWorkTime).map((r) => r.id)).toEqual(['r3', 'r1', 'r2', 'r4']);
  });
});

describe('buildBoard', () => {
  it('puts orders without a dispatcher in Unassigned and each driver’s in their column', () => {
    const board = buildBoard({
      receipts: [
        order('r1', { dispatchId: '' }),
        order('r2'),
        order('r3', { dispatchId: 'ana' }),
        order('r4', { dispatchId: 'ana', status: 'Delivered' }),
        order('r5', { dispatchId: 'tiago' }),
      ],
      team: TEAM,
      pending: noPending,
      now: NOW,
    });
    expect(ids(board.unassigned.open)).toEqual(['r1', 'r2']);
    const ana = board.drivers.find((c) => c.uid === 'ana');
    expect(ids(ana?.open ?? [])).toEqual(['r3']);
    expect(ids(ana?.delivered ?? [])).toEqual(['r4']);
    expect(board.counts).toEqual({ unassigned: 2, late: 0, open: 4, delivered: 1 });
  });

  it('has a column for every driver, with or without orders, by name; managers are not drivers', () => {
    const board = buildBoard({ receipts: [], team: TEAM, pending: noPending, now: NOW });
    expect(names(board)).toEqual(['Ana Ribeiro', 'Rui Lopes', 'Tiago Costa']);
    expect(board.drivers.every((c) => c.kind === 'driver' && c.target)).toBe(true);
  });

  it('shows a dispatcher the desk does not know in a column of its own, never hidden', () => {
    const board = buildBoard({
      receipts: [order('r1', { dispatchId: 'ghost' }), order('r2', { dispatchId: 'marta' })],
      team: TEAM,
      pending: noPending,
      now: NOW,
    });
    const others = board.drivers.filter((c) => c.kind === 'unknown');
    expect(others.map((c) => [c.uid, c.person, c.target, ids(c.open)])).toEqual([
      ['ghost', null, false, ['r1']],
      ['marta', MARTA, false, ['r2']],
    ]);
  });

  it('hides a deactivated driver without open orders; their delivered ones still count', () => {
    const gone = person('gone', { name: 'Zé Gone', active: false });
    const board = buildBoard({
      receipts: [order('r1', { dispatchId: 'gone', status: 'Delivered' })],
      team: [gone, ANA],
      pending: noPending,
      now: NOW,
    });
    expect(board.drivers.map((c) => c.uid)).toEqual(['ana']);
    expect(board.counts.delivered).toBe(1);
  });

  it('keeps a deactivated driver’s column, not as a target, while an open order is theirs', () => {
    const gone = person('gone', { name: 'Zé Gone', active: false });
    const board = buildBoard({
      receipts: [order('r1', { dispatchId: 'gone' })],
      team: [gone],
      pending: noPending,
      now: NOW,
    });
    expect(board.drivers.map((c) => [c.uid, c.kind, c.target, ids(c.open)])).toEqual([
      ['gone', 'driver', false, ['r1']],
    ]);
  });

  it('counts late open orders and marks their cards; delivered ones are never late', () => {
    const board = buildBoard({
      receipts: [
        order('r1', { dueAt: NOW - 12 * MINUTE }),
        order('r2', { dispatchId: 'ana', dueAt: NOW - 3 * MINUTE }),
        order('r3', { dispatchId: 'ana', dueAt: NOW - 30 * MINUTE, status: 'Delivered' }),
        order('r4', { dueAt: NOW + 3 * MINUTE }),
      ],
      team: [ANA],
      pending: noPending,
      now: NOW,
    });
    expect(board.counts.late).toBe(2);
    expect(board.unassigned.open.map((c) => c.lateMinutes)).toEqual([12, null]);
    expect(board.drivers[0]?.delivered[0]?.lateMinutes).toBeNull();
  });

  it('lays pending moves over the feed: the card shows where it is going', () => {
    const board = buildBoard({
      receipts: [order('r1'), order('r2', { dispatchId: 'ana' })],
      team: TEAM,
      pending: new Map([
        ['r1', { to: 'tiago' }],
        ['r2', { to: null }],
      ]),
      now: NOW,
    });
    expect(ids(board.unassigned.open)).toEqual(['r2']);
    expect(board.unassigned.open[0]?.pending).toBe(true);
    const tiago = board.drivers.find((c) => c.uid === 'tiago');
    expect(tiago?.open.map((c) => [c.receipt.id, c.dispatchId, c.pending])).toEqual([
      ['r1', 'tiago', true],
    ]);
    expect(board.counts.unassigned).toBe(1);
  });

  it('leaves out receipts that are not sales', () => {
    const board = buildBoard({
      receipts: [order('r1', { receipt_type: 'REFUND' })],
      team: [],
      pending: noPending,
      now: NOW,
    });
    expect(board.counts).toEqual({ unassigned: 0, late: 0, open: 0, delivered: 0 });
  });

  it('sorts a driver without a name by email, then uid', () => {
    const board = buildBoard({
      receipts: [],
      team: [person('zz', { name: null, email: 'b@x.test' }), person('aa', { name: null }), ANA],
      pending: noPending,
      now: NOW,
    });
    expect(board.drivers.map((c) => c.uid)).toEqual(['aa', 'ana', 'zz']); // aa, Ana Ribeiro, b@x.test
  });
});
