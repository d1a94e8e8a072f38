import { memo, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ReceiptWithSync } from '@/outbox';
import { whenIdle } from '@/platform';
import { ErrorBoundary } from '@/ui/ErrorBoundary';
import { BrokenOrderRow, OrderRow, orderVersion } from './OrderRow';

// The rows of a list, and how a change that takes most of them away stays within a frame
// (issue 35, docs/performance.md#search-keystroke-at-5000-orders-issue-35). Taking 99 laid-out
// rows out of the page is the browser's dearest work in a search keystroke (about 10 ms at 4×
// CPU, and React's unmounting of them about 6 ms more). So when a change keeps few of the rows
// shown and takes many away (a search narrowing the list), the rows left are drawn in a new
// list and the old one is hidden as it is (`.order-list--retired`: one style change, nothing
// laid out again), out of the accessibility tree, and taken down after the frame showing the
// new list, when the page is idle.

/** Rows a change must take away before the old list is retired rather than changed. */
export const RETIRE_AT_LEAST = 20;

/**
 * A retired list's rows that stay are drawn again (their rows made anew), which costs several
 * times what taking one row down does: retire only when the rows taken away outnumber the rows
 * kept by this much.
 */
export const RETIRE_RATIO = 5;

/** The longest a retired list waits for an idle moment before it is taken down anyway. */
export const RETIRED_AT_MOST_MS = 500;

/** Whether `next` should be drawn as a new list, the `shown` one retired (see above). */
export function retiresList(
  shown: readonly { id: string }[],
  next: readonly { id: string }[],
): boolean {
  if (shown.length < RETIRE_AT_LEAST) return false;
  const nextIds = new Set<string>();
  for (const order of next) nextIds.add(order.id);
  let kept = 0;
  for (const order of shown) if (nextIds.has(order.id)) kept++;
  const removed = shown.length - kept;
  return removed >= RETIRE_AT_LEAST && kept * RETIRE_RATIO <= removed;
}

/** Memoised on the array: a retired list renders nothing again. */
const Rows = memo(function Rows({ orders }: { orders: readonly ReceiptWithSync[] }) {
  return orders.map((receipt) => (
    // One order whose data cannot be drawn must not take the others with it.
    <ErrorBoundary key={receipt.id} fallback={<BrokenOrderRow />} resetKey={orderVersion(receipt)}>
      <OrderRow receipt={receipt} />
    </ErrorBoundary>
  ));
});

interface Lists {
  orders: readonly ReceiptWithSync[];
  /** The key of the list shown: a new one when the old list is retired. */
  generation: number;
  retired: { orders: readonly ReceiptWithSync[]; generation: number } | null;
}

/**
 * The list of rows named `label`; nothing when `orders` is empty (but a retired list is kept
 * until its frame is painted, so a search that matches nothing is as quick).
 */
export function OrderList({
  orders,
  label,
}: {
  orders: readonly ReceiptWithSync[];
  label: string;
}) {
  const [lists, setLists] = useState<Lists>({ orders, generation: 0, retired: null });
  let current = lists;
  if (orders !== lists.orders) {
    // Derived from the new orders during this render (React renders again at once, before
    // anything is committed).
    current = retiresList(lists.orders, orders)
      ? {
          orders,
          generation: lists.generation + 1,
          retired: { orders: lists.orders, generation: lists.generation },
        }
      : { ...lists, orders };
    setLists(current);
  }
  const { retired } = current;
  useEffect(() => {
    if (retired === null) return;
    // Once the frame showing the new list is drawn, when nothing else waits; taken down within
    // that idle moment (flushSync), not left to a task that a next keystroke would wait for.
    return whenIdle(
      () =>
        flushSync(() =>
          setLists((now) => (now.retired === retired ? { ...now, retired: null } : now)),
        ),
      RETIRED_AT_MOST_MS,
    );
  }, [retired]);

  return (
    <>
      {current.orders.length > 0 && (
        <ul key={current.generation} className="order-list plain-list" aria-label={label}>
          <Rows orders={current.orders} />
        </ul>
      )}
      {retired !== null && (
        <ul
          key={retired.generation}
          className="order-list plain-list order-list--retired"
          aria-hidden="true"
        >
          <Rows orders={retired.orders} />
        </ul>
      )}
    </>
  );
}
