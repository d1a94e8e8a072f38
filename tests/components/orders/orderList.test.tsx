import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderList, RETIRE_AT_LEAST, retiresList } from '@/features/orders/OrderList';
import type { ReceiptWithSync } from '@/outbox';
import { receipt } from '../../support/fakeServices';

// A list that loses most of its rows at once (a search narrowing it) draws the rows left in a
// new list and takes the old one down when the page is idle (docs/performance.md, issue 35).

const orders: ReceiptWithSync[] = Array.from({ length: 100 }, (_, i) => ({
  ...receipt(`o${i}`, { orderNumber: String(1000 + i), status: 'Pending' }),
  syncState: null,
  syncError: null,
  syncUpdateId: null,
}));

function pick(...indexes: number[]) {
  return indexes.map((i) => orders[i] as ReceiptWithSync);
}

/** The page's frames and idle time, given by the test: the frame is drawn, then it is idle. */
function idleCallbacks() {
  const frames: FrameRequestCallback[] = [];
  const pending: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
  vi.stubGlobal('cancelAnimationFrame', vi.fn());
  vi.stubGlobal('requestIdleCallback', (task: () => void) => pending.push(task));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  return async () => {
    act(() => frames.splice(0).forEach((frame) => frame(0)));
    // The frame's paint: idle time is asked for after it (platform/timers.ts's whenIdle).
    await act(() => new Promise((painted) => setTimeout(painted, 0)));
    act(() => pending.splice(0).forEach((task) => task()));
  };
}

function renderList(shown: readonly ReceiptWithSync[]) {
  const view = render(
    <MemoryRouter>
      <OrderList orders={shown} label="Open orders" />
    </MemoryRouter>,
  );
  return {
    show: (next: readonly ReceiptWithSync[]) =>
      view.rerender(
        <MemoryRouter>
          <OrderList orders={next} label="Open orders" />
        </MemoryRouter>,
      ),
    lists: () => view.container.querySelectorAll('ul'),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('retiresList', () => {
  it('retires a list that loses many rows and keeps few', () => {
    expect(retiresList(orders, pick(99))).toBe(true);
    expect(retiresList(orders, [])).toBe(true);
    expect(retiresList(orders, pick(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14))).toBe(true);
    // Keeping many rows: changed in place (a row drawn anew costs more than one taken down).
    expect(retiresList(orders, orders.slice(0, 50))).toBe(false);
    expect(retiresList(orders.slice(0, RETIRE_AT_LEAST - 1), [])).toBe(false);
    expect(retiresList(pick(99), orders)).toBe(false);
  });
});

describe('OrderList', () => {
  it('shows the rows left at once and takes the old list down when the page is idle', async () => {
    const idle = idleCallbacks();
    const { show, lists } = renderList(orders);
    const kept = screen.getByRole('link', { name: /Order #1099/ });
    show(pick(99));
    const list = screen.getByRole('list', { name: 'Open orders' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: /Order #1099/ })).not.toBe(kept); // drawn anew
    // The old list is still there, hidden and out of the accessibility tree, until idle.
    expect(lists()).toHaveLength(2);
    const retired = lists()[1] as HTMLElement;
    expect(retired).toHaveClass('order-list--retired');
    expect(retired).toHaveAttribute('aria-hidden', 'true');
    expect(retired).not.toHaveAttribute('aria-label');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    await idle();
    expect(lists()).toHaveLength(1);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('changes the list in place when it keeps most rows, and draws nothing for no rows', async () => {
    const idle = idleCallbacks();
    const { show, lists } = renderList(orders);
    const first = screen.getByRole('link', { name: /Order #1000/ });
    show(orders.slice(0, 60));
    expect(lists()).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Order #1000/ })).toBe(first); // the same row
    show([]);
    expect(screen.queryByRole('list', { name: 'Open orders' })).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await idle();
    expect(lists()).toHaveLength(0);
  });
});
