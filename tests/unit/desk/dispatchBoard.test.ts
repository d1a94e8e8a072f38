import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildBoard, type Board } from '@/desk/board/board';
import { keepUnchangedBoard } from '@/desk/board/keepBoard';
import { sameForDispatch } from '@/desk/dispatch/dispatchBoard';
import { useDispatchBoard } from '@/desk/dispatch/useDeskDispatch';
import type { Receipt } from '@/domain/receipt';
import { ANA, MINUTE, NOW, order, person, TEAM } from './boardSupport';

// What auto-dispatch reads of the board (src/desk/dispatch/dispatchBoard.ts): a change it would
// count the same from keeps the board it counted with; any change to what it reads does not.

const pending = new Map<string, { to: string | null }>();
const at = (lat: number) => ({ location: { lat, lng: -9.14 } });
const receipts = [
  order('r1', { ...at(38.71), dueAt: NOW + 20 * MINUTE }),
  order('r2', { ...at(38.72), dispatchId: 'ana', status: 'Picked Up' }),
  order('r3', { ...at(38.73), dispatchId: 'ana', status: 'Delivered' }),
  order('r4', { dispatchId: 'tiago', dueAt: NOW + 5 * MINUTE }),
];

const boardOf = (list: readonly Receipt[], team = TEAM) =>
  buildBoard({ receipts: list, team, pending, now: NOW });
const first = boardOf(receipts);
/** The board after receipt `index` became `changed`, as the desk keeps it (keepBoard.ts). */
function after(index: number, changed: Receipt, from: Board = first): Board {
  const next = receipts.map((receipt, i) => (i === index ? changed : receipt));
  return keepUnchangedBoard(from, boardOf(next));
}

describe('sameForDispatch', () => {
  it('is the same after a status between two open ones, or a note', () => {
    expect(
      sameForDispatch(
        first,
        after(1, order('r2', { ...at(38.72), dispatchId: 'ana', status: 'On the Way' })),
      ),
    ).toBe(true);
    expect(
      sameForDispatch(
        first,
        after(0, order('r1', { ...at(38.71), dueAt: NOW + 20 * MINUTE, note: 'Ring twice' })),
      ),
    ).toBe(true);
    // Built again without any kept object: compared field by field, still the same.
    expect(sameForDispatch(first, boardOf(receipts))).toBe(true);
  });

  it('is the same when a region lists the same stops in another order', () => {
    const two = boardOf([...receipts, order('r5', { ...at(38.74), dueAt: NOW + 40 * MINUTE })]);
    const unassigned = { ...two.unassigned, open: [...two.unassigned.open].reverse() };
    expect(unassigned.open.map((card) => card.receipt.id)).toEqual(['r5', 'r1']);
    expect(sameForDispatch(two, { ...two, unassigned })).toBe(true);
    const other = { ...unassigned, open: [two.unassigned.open[0]!, unassigned.open[1]!] };
    expect(sameForDispatch(two, { ...two, unassigned: other })).toBe(false);
  });

  it('is not the same when an order is delivered, moved, due at another time or placed elsewhere', () => {
    const r2 = { ...at(38.72), dispatchId: 'ana' };
    expect(sameForDispatch(first, after(1, order('r2', { ...r2, status: 'Delivered' })))).toBe(
      false,
    );
    expect(
      sameForDispatch(
        first,
        after(1, order('r2', { ...at(38.72), dispatchId: 'rui', status: 'Picked Up' })),
      ),
    ).toBe(false);
    expect(
      sameForDispatch(first, after(1, order('r2', { ...r2, status: 'Picked Up', dueAt: NOW }))),
    ).toBe(false);
    expect(
      sameForDispatch(first, after(0, order('r1', { ...at(38.7), dueAt: NOW + 20 * MINUTE }))),
    ).toBe(false);
    expect(sameForDispatch(first, after(0, order('r1', { dueAt: NOW + 20 * MINUTE })))).toBe(false);
  });

  it("is not the same when a driver's last stop, name or standing changes, or an order comes in", () => {
    expect(
      sameForDispatch(
        first,
        after(2, order('r3', { ...at(38.8), dispatchId: 'ana', status: 'Delivered' })),
      ),
    ).toBe(false);
    const renamed = TEAM.map((p) => (p === ANA ? person('ana', { name: 'Ana R.' }) : p));
    expect(sameForDispatch(first, boardOf(receipts, renamed))).toBe(false);
    const inactive = TEAM.map((p) =>
      p === ANA ? person('ana', { name: 'Ana Ribeiro', active: false }) : p,
    );
    expect(sameForDispatch(first, boardOf(receipts, inactive))).toBe(false);
    expect(sameForDispatch(first, boardOf([...receipts, order('r5', at(38.74))]))).toBe(false);
  });

  it('counts a status change of an order with no due or placed time: its work time moved', () => {
    const bare = (fields: Record<string, unknown>) => {
      const receipt = order('r4', { dispatchId: 'tiago', ...fields });
      return { ...receipt, dueAt: null, createdAt: null };
    };
    const from = after(3, bare({ updateTimestamp: NOW - MINUTE }));
    const to = after(3, bare({ updateTimestamp: NOW, status: 'On the Way' }), from);
    expect(sameForDispatch(from, to)).toBe(false);
  });
});

describe('useDispatchBoard', () => {
  const sameToIt = after(1, order('r2', { ...at(38.72), dispatchId: 'ana', status: 'On the Way' }));

  it('hands back the board counted with until a change auto-dispatch reads', () => {
    const { result, rerender } = renderHook(
      ({ board }) => useDispatchBoard(board, { sameForDispatch }),
      { initialProps: { board: first } },
    );
    act(() => rerender({ board: sameToIt }));
    expect(result.current).toBe(first);
    const moved = after(1, order('r2', { ...at(38.72), dispatchId: 'rui', status: 'Picked Up' }));
    act(() => rerender({ board: moved }));
    expect(result.current).toBe(moved);
  });

  it("hands back each board as it is until the rule's code is in", () => {
    const { result, rerender } = renderHook(({ board }) => useDispatchBoard(board, null), {
      initialProps: { board: first },
    });
    act(() => rerender({ board: sameToIt }));
    expect(result.current).toBe(sameToIt);
  });
});
