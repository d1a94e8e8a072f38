// After the evening, from Firestore itself: every status change applied exactly once (one
// `applied` answer per key, every answer of a key the same, its record done, each order's status
// its last accepted change's); every order where the last accepted assignment put it, each
// accepted one made on the owner it expected (never a silent overwrite), each refused one told
// `assignment-changed` with the owner it did not expect; every order in once, with one number,
// no number twice; every order answered `updated` holding what was sent; no 5xx; no key left
// `in-progress`.
import { PREFIX } from './seed.mjs';

const ok = (answer) => answer.status >= 200 && answer.status < 300;

async function all(db, name) {
  const snapshot = await db.collection(`${PREFIX}${name}`).get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

function checkChanges(ledger, receipts, keys, problems) {
  let lost = 0;
  let doubled = 0;
  const lastAccepted = new Map();
  for (const [updateId, change] of ledger.changes) {
    const accepted = change.answers.filter(ok);
    const applied = accepted.filter((answer) => answer.body?.applied === true).length;
    doubled += Math.max(0, applied - 1);
    const versions = new Set(accepted.map((answer) => answer.body?.updateTimestamp));
    if (versions.size > 1) problems.push(`change ${updateId} answered ${[...versions]} (differs)`);
    if (accepted.length === 0) {
      const codes = change.answers.map((answer) => answer.code);
      if (!codes.every((code) => code === 'not-your-order')) {
        lost += 1;
        problems.push(`change ${updateId} never accepted: ${codes}`);
      }
      continue;
    }
    if (keys.get(updateId)?.state !== 'done') {
      lost += 1;
      problems.push(`change ${updateId} accepted, its key not done`);
    }
    const version = accepted[0].body?.updateTimestamp;
    const before = lastAccepted.get(change.receiptId);
    if (!before || before.version < version)
      lastAccepted.set(change.receiptId, { version, change });
  }
  for (const [receiptId, { change }] of lastAccepted) {
    if (receipts.get(receiptId)?.status !== change.status) {
      lost += 1;
      problems.push(
        `${receiptId} is ${receipts.get(receiptId)?.status}, last accepted ${change.status}`,
      );
    }
  }
  return { lost, doubled };
}

function checkAssignments(ledger, receipts, problems) {
  let lost = 0;
  let overwritten = 0;
  const byReceipt = new Map();
  for (const entry of ledger.assignments) {
    if (entry.result === 'assignment-changed' && entry.dispatchId === entry.expected) {
      problems.push(`${entry.receiptId} refused assignment-changed though as expected`);
      overwritten += 1;
    }
    if (entry.result !== 'assigned') continue;
    const list = byReceipt.get(entry.receiptId) ?? new Map();
    list.set(entry.updateTimestamp, entry); // a replay repeats its first answer: once
    byReceipt.set(entry.receiptId, list);
  }
  for (const [receiptId, list] of byReceipt) {
    const chain = [...list.values()].sort((a, b) => a.updateTimestamp - b.updateTimestamp);
    let owner = ledger.initialDriver.get(receiptId) ?? null;
    for (const entry of chain) {
      if (entry.expected !== owner) {
        overwritten += 1;
        problems.push(`${receiptId} assigned over ${owner}, expecting ${entry.expected}`);
      }
      owner = entry.target;
    }
    if ((receipts.get(receiptId)?.dispatchId ?? null) !== owner) {
      lost += 1;
      problems.push(
        `${receiptId} is ${receipts.get(receiptId)?.dispatchId}'s, last assigned ${owner}`,
      );
    }
  }
  return { lost, overwritten, accepted: byReceipt.size };
}

function checkOrders(ledger, receipts, problems) {
  let lost = 0;
  let doubled = 0;
  for (const { source, key, answers } of ledger.orders.values()) {
    const created = answers.filter((answer) => answer.result === 'created').length;
    doubled += Math.max(0, created - 1);
    const unexpected = answers.filter(
      (answer) =>
        !['created', 'unchanged', 'updated', 'error'].includes(answer.result) ||
        (answer.result === 'error' && answer.code !== 'order-closed'),
    );
    if (unexpected.length > 0)
      problems.push(`${source} ${key}: ${unexpected.map((a) => a.result)}`);
    const stored = receipts.get(answers[0].receiptId);
    if (!stored) {
      lost += 1;
      problems.push(`${source} ${key} answered, not stored`);
      continue;
    }
    const numbers = new Set(answers.map((answer) => answer.orderNumber).filter(Boolean));
    if (numbers.size > 1 || (numbers.size === 1 && !numbers.has(stored.orderNumber))) {
      doubled += 1;
      problems.push(
        `${source} ${key} answered numbers ${[...numbers]}, stored ${stored.orderNumber}`,
      );
    }
  }
  const holders = new Map();
  for (const [id, receipt] of receipts) {
    holders.set(receipt.orderNumber, [...(holders.get(receipt.orderNumber) ?? []), id]);
  }
  const shared = [...holders].filter(([, ids]) => ids.length > 1);
  for (const [number, ids] of shared) problems.push(`order number ${number} on ${ids.join(', ')}`);
  doubled += shared.reduce((sum, [, ids]) => sum + ids.length - 1, 0);
  return { lost, doubled, numbers: holders.size };
}

/** What an intake answer's order holds once applied or found equal: `created`, `updated`, `unchanged`. */
const HOLDS_WHAT_WAS_SENT = new Set(['created', 'updated', 'unchanged']);

/**
 * Every order of the intake API answered `updated` holds what was sent (its notes, the content
 * the evening changes; the rest never varies). Calls of the same order may cross (three keys at
 * once), so the order holds the content of one of the calls that may have been applied last:
 * any answer that held what it sent, unless another call that changed the order (`created`,
 * `updated`) was sent only after it was answered. An order that holds none of those lost an
 * update.
 */
function checkUpdatedContent(ledger, receipts, problems) {
  let checked = 0;
  let notHeld = 0;
  for (const { source, key, answers } of ledger.orders.values()) {
    if (!answers.some((answer) => answer.result === 'updated')) continue;
    const held = answers.filter((answer) => HOLDS_WHAT_WAS_SENT.has(answer.result));
    if (held.some((answer) => !answer.sent)) continue; // what was sent is not known
    const changes = held.filter((answer) => answer.result !== 'unchanged');
    const mayBeLast = held.filter(
      (answer) => !changes.some((other) => other.sent.sentAt > answer.sent.answeredAt),
    );
    const stored = receipts.get(answers[0].receiptId);
    if (!stored) continue; // counted lost by checkOrders
    checked += 1;
    const notes = stored.notes ?? null;
    if (!mayBeLast.some((answer) => (answer.sent.notes ?? null) === notes)) {
      notHeld += 1;
      problems.push(
        `${source} ${key} answered updated, holds notes ${JSON.stringify(notes)}, last sent ` +
          mayBeLast.map((answer) => JSON.stringify(answer.sent.notes)).join(' or '),
      );
    }
  }
  return { checked, notHeld };
}

/** The checks' counts, and `problems`: what failed, each in a line. */
export async function checkEvening(db, ledger, calls) {
  const [receipts, keys] = await Promise.all([all(db, 'receipts'), all(db, 'idempotencyKeys')]);
  const problems = [];
  const changes = checkChanges(ledger, receipts, keys, problems);
  const assignments = checkAssignments(ledger, receipts, problems);
  const orders = checkOrders(ledger, receipts, problems);
  const updated = checkUpdatedContent(ledger, receipts, problems);
  const inProgress = [...keys.values()].filter((key) => key.state === 'in-progress').length;
  if (inProgress > 0) problems.push(`${inProgress} idempotency keys left in-progress`);
  const serverErrors = calls.filter((call) => call.status >= 500).length;
  return {
    // An update answered `updated` and not held is a lost write.
    lost: changes.lost + assignments.lost + orders.lost + updated.notHeld,
    doubled: changes.doubled + orders.doubled,
    '5xx': serverErrors,
    silentOverwrites: assignments.overwritten,
    inProgress,
    statusChanges: ledger.changes.size,
    ordersAssigned: assignments.accepted,
    ordersIn: ledger.orders.size,
    updatesChecked: updated.checked,
    updatesNotHeld: updated.notHeld,
    receipts: receipts.size,
    orderNumbers: orders.numbers,
    problems,
  };
}
