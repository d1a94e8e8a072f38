// The checks at the end of the shift: nothing lost, nothing applied twice, tap order kept per
// order, every photo once, the phone left clean, the heap held, the outbox drained promptly
// after every return of the network, and the poison order held alone.
import {
  DB_NAME,
  DRAIN_LIMIT_SECONDS,
  FULL_SIZE,
  HEAP_GROWTH_LIMIT,
  OUTBOX_DB,
} from './options.mjs';

/** Per order, the taps not undone against what the backend applied for the first time. */
export function checkApplied({ taps, log, server }, problems) {
  let duplicates = 0;
  let lost = 0;
  let outOfOrder = 0;
  const byOrder = new Map();
  const of = (id) => {
    if (!byOrder.has(id)) byOrder.set(id, { expected: [], applied: [] });
    return byOrder.get(id);
  };
  for (const entry of taps) if (!entry.undone) of(entry.orderId).expected.push(entry.status);
  for (const applied of log.applied) of(applied.receiptId).applied.push(applied.status);
  const appliedIds = log.applied.map((a) => a.updateId);
  duplicates += appliedIds.length - new Set(appliedIds).size;
  for (const [orderId, { expected, applied }] of byOrder) {
    if (applied.length > expected.length) duplicates += applied.length - expected.length;
    if (applied.length < expected.length) lost += expected.length - applied.length;
    if (applied.length === expected.length && applied.some((status, i) => status !== expected[i])) {
      outOfOrder += 1;
    }
    if (JSON.stringify(applied) !== JSON.stringify(expected)) {
      problems.push(
        `order ${orderId}: tapped ${JSON.stringify(expected)}, the backend applied ${JSON.stringify(applied)}`,
      );
    }
    const final = server.find((order) => order.id === orderId);
    if (expected.length > 0 && final && final.status !== expected.at(-1)) {
      problems.push(
        `order ${orderId}: the backend says ${final.status}, the last tap was ${expected.at(-1)}`,
      );
    }
  }
  return { duplicates, lost, outOfOrder };
}

/** Every photo taken reached the backend once; the phone and its header hold nothing. */
export function checkPhone({ taps, log, photos, outbox, headerAtEnd, databases }, problems) {
  const photosTapped = taps.filter((t) => t.photo && !t.undone).length;
  if (photos !== photosTapped)
    problems.push(`${photosTapped} photos taken, the backend holds ${photos}`);
  if (new Set(log.uploads).size !== log.uploads.length)
    problems.push('a photo was taken by the backend twice');
  if (log.uploads.length !== photosTapped)
    problems.push(`${photosTapped} photos taken, ${log.uploads.length} uploaded`);
  if (outbox.entries !== 0) problems.push(`the phone still holds ${JSON.stringify(outbox.stores)}`);
  if (headerAtEnd !== '') problems.push(`the header still says "${headerAtEnd}"`);
  // The demo backend's own databases are the "server"; the app's is the outbox (now empty).
  const leftOver = databases.filter(
    (name) => ![DB_NAME, `${DB_NAME}-proofs`, OUTBOX_DB].includes(name),
  );
  if (leftOver.length > 0)
    problems.push(`IndexedDB holds more than the day's data: ${leftOver.join(', ')}`);
  return photosTapped;
}

/**
 * Held to its size after the warm-up (within 15 %), without V8's compiled code (which grows as
 * a long-lived page optimises more functions: docs/performance.md#the-shift-soak).
 */
export function checkHeap({ heapStartDetail, heapEndDetail }, problems) {
  const objectGrowth = (heapEndDetail.objects - heapStartDetail.objects) / heapStartDetail.objects;
  if (objectGrowth > HEAP_GROWTH_LIMIT) {
    problems.push(
      `the JS heap (without compiled code) grew ${(objectGrowth * 100).toFixed(0)} % since the warm-up (limit ${HEAP_GROWTH_LIMIT * 100} %)`,
    );
  }
  return objectGrowth;
}

/** Every return of the network drained within the limit (the default size; reported always). */
export function checkDrain(returns, problems) {
  for (const r of returns) {
    if (r.interrupted) continue;
    if (r.seconds === null) {
      problems.push(`after the network came back (${r.label}) the outbox never emptied`);
    } else if (FULL_SIZE && r.seconds > DRAIN_LIMIT_SECONDS) {
      problems.push(
        `after the network came back (${r.label}) the outbox took ${r.seconds.toFixed(1)} s to empty (limit ${DRAIN_LIMIT_SECONDS} s)`,
      );
    }
  }
}

/**
 * With the poison order on: once every other order had drained, the only changes left were
 * the poison order's, each in the unsent-changes sheet with Retry and Discard, and none of them
 * had reached the backend.
 */
export function checkPoison({ poison, taps }, problems) {
  const { orderId, orderNumber, othersDrained, entries, listed, appliedWhilePoisoned } = poison;
  if (!othersDrained) problems.push('poison order: the other orders did not drain beside it');
  const own = entries.filter((e) => e.receiptId === orderId);
  const held = entries.length - own.length;
  if (held > 0) problems.push(`poison order: ${held} changes of other orders were held with it`);
  const tapped = taps.filter((t) => t.orderId === orderId && !t.undone).length;
  if (tapped === 0) problems.push('poison order: the shift never tapped it');
  if (own.length === 0 && tapped > 0)
    problems.push('poison order: its changes left the outbox though every one was answered 500');
  if (appliedWhilePoisoned > 0)
    problems.push(
      `poison order: ${appliedWhilePoisoned} changes of it applied while it answered 500`,
    );
  const name = `Order #${orderNumber}`;
  const theirs = listed.filter((item) => item.order === name);
  const others = listed.filter((item) => item.order !== name);
  if (theirs.length !== own.length)
    problems.push(
      `poison order: the sheet lists ${theirs.length} of its ${own.length} unsent changes`,
    );
  if (theirs.some((item) => !item.retry || !item.discard))
    problems.push('poison order: a change in the sheet offers no Retry or Discard');
  if (others.length > 0)
    problems.push(`poison order: the sheet also lists ${others.map((i) => i.order).join(', ')}`);
}
