import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoardInput } from '@/desk/board/board';
import { showDeskLanguage } from '@/desk/i18n/texts';
import { whenIdle } from '@/platform';
import { deskOrder, MANAGER } from '../../support/fakeDeskServices';
import { createFakeShiftPositions, onShiftAt } from '../../support/fakeShiftPositions';
import { MINUTE, NOW, numbersIn, region, renderDesk } from './deskSupport';

// A driver on shift whose phone has shared no stop order (docs/desk.md#the-board): once
// auto-dispatch's chunk has estimated their run, their region lists their open orders in it and
// says so; a driver off shift keeps the time order and no line. The board is built once more
// for the estimate, and no more (the estimate does not depend on the board's order).

const builds = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/desk/board/board', async (importOriginal) => {
  const board = await importOriginal<typeof import('@/desk/board/board')>();
  return {
    ...board,
    createBoardBuilder: () => {
      const build = board.createBoardBuilder();
      return (input: BoardInput) => {
        builds.count += 1;
        return build(input);
      };
    },
  };
});

afterEach(() => vi.restoreAllMocks());

const LINE = 'Order estimated: their phone has not shared its stop order.';
const place = (north: number) => ({ lat: 38.71 + north, lng: -9.14 });

// Due in one order, placed in another: from where Tiago is, the nearest first is #1002, #1003,
// #1001. Ana's two would be estimated the other way round too, but she is off shift.
function day() {
  const at = (id: string, uid: string, dueIn: number, north: number) =>
    deskOrder(id, {
      dispatchId: uid,
      dueAt: NOW + dueIn * MINUTE,
      deliveryAddress: { address: `Rua ${id}`, ...place(north) },
    });
  return [
    at('r1001', 'u-tiago', 10, 0.03),
    at('r1002', 'u-tiago', 20, 0.01),
    at('r1003', 'u-tiago', 30, 0.02),
    at('r1004', 'u-ana', 10, 0.03),
    at('r1005', 'u-ana', 20, 0.01),
  ];
}

/** Resolves after the browser's next idle turn (when the desk hands over its estimates). */
const idle = () => act(() => new Promise<void>((resolve) => whenIdle(resolve, 500)));

describe('a driver’s estimated run on the board', () => {
  it('lists it in the estimate and says so, for drivers on shift only; then settles', async () => {
    const rendered = renderDesk({ receipts: day(), signedInAs: MANAGER.email });
    rendered.services.teamPositions = createFakeShiftPositions([
      onShiftAt('u-tiago', place(0), NOW - MINUTE),
    ]);
    await screen.findByRole('region', { name: 'Unassigned' }, { timeout: 10_000 });
    await waitFor(() => expect(numbersIn('Tiago Costa')).toEqual(['#1002', '#1003', '#1001']));
    expect(within(region('Tiago Costa')).getByText(LINE)).toBeInTheDocument();
    expect(numbersIn('Ana Ribeiro')).toEqual(['#1004', '#1005']);
    expect(within(region('Ana Ribeiro')).queryByText(LINE)).toBeNull();
    expect(screen.getAllByText(LINE)).toHaveLength(1);

    // No loop: more idle turns build nothing more.
    const settled = builds.count;
    await idle();
    await idle();
    expect(builds.count).toBe(settled);

    await act(() => showDeskLanguage('pt-PT'));
    try {
      expect(
        within(region('Tiago Costa')).getByText(
          'Ordem estimada: o telemóvel do estafeta não partilhou a ordem das paragens.',
        ),
      ).toBeInTheDocument();
    } finally {
      await act(() => showDeskLanguage('en'));
    }
  });

  it('a shared run wins: its order, no line', async () => {
    const rendered = renderDesk({ receipts: day(), signedInAs: MANAGER.email });
    rendered.services.teamPositions = createFakeShiftPositions([
      onShiftAt('u-tiago', place(0), NOW - MINUTE, ['r1003', 'r1001', 'r1002']),
      onShiftAt('u-ana', place(0), NOW - MINUTE),
    ]);
    await screen.findByRole('region', { name: 'Unassigned' }, { timeout: 10_000 });
    await waitFor(() => expect(numbersIn('Ana Ribeiro')).toEqual(['#1005', '#1004']));
    expect(numbersIn('Tiago Costa')).toEqual(['#1003', '#1001', '#1002']);
    expect(within(region('Tiago Costa')).queryByText(LINE)).toBeNull();
    expect(within(region('Ana Ribeiro')).getByText(LINE)).toBeInTheDocument();
  });

  it('the Map numbers the stops in the same estimate', async () => {
    const rendered = renderDesk({ receipts: day(), signedInAs: MANAGER.email });
    rendered.services.teamPositions = createFakeShiftPositions([
      onShiftAt('u-tiago', place(0), NOW - MINUTE),
    ]);
    const nav = await screen.findByRole('navigation', {}, { timeout: 10_000 });
    await rendered.user.click(within(nav).getByRole('button', { name: 'Map' }));
    await screen.findByRole('heading', { level: 1, name: 'Map' }, { timeout: 10_000 });
    for (const [number, stop] of [
      ['1002', 1],
      ['1003', 2],
      ['1001', 3],
    ] as const) {
      expect(
        await screen.findByRole('button', {
          name: `#${number}, Rua r${number}, Tiago Costa, stop ${stop}`,
        }),
      ).toBeInTheDocument();
    }
    // Ana is off shift: by time.
    expect(
      screen.getByRole('button', { name: '#1004, Rua r1004, Ana Ribeiro, stop 1' }),
    ).toBeInTheDocument();
  });
});
