// The managers' evening on the desk: every three to five seconds each of them gives new orders to a
// driver, moves a few of a driver's pending orders to another, or moves a driver's whole run —
// each from what the desk's listener shows (listeners.mjs), with the desk's `expected`, and
// a key per action (some aborted and retried with it). One time in seven both act on the
// same orders at the same moment, towards different drivers: one wins, the other is told
// `assignment-changed`.
import { setTimeout as pause } from 'node:timers/promises';

const pick = (items, random) => items[Math.floor(random() * items.length)];

function sample(items, count, random) {
  const pool = [...items];
  const chosen = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  }
  return chosen;
}

/** The orders an action moves, from one desk's view, and where to. Null: nothing to do. */
function chooseAction(view, drivers, random) {
  const pending = [...view].filter(([, receipt]) => receipt.status === 'Pending');
  const unassigned = pending.filter(([, receipt]) => !receipt.dispatchId).map(([id]) => id);
  const assigned = pending.filter(([, receipt]) => receipt.dispatchId);
  const r = random();
  if (r < 0.5 && unassigned.length > 0) {
    const count = 1 + Math.floor(random() * 5);
    return { ids: sample(unassigned, count, random), to: pick(drivers, random).uid };
  }
  if (assigned.length === 0) return null;
  const [, from] = pick(assigned, random);
  const others = drivers.filter((driver) => driver.uid !== from.dispatchId);
  const run = assigned.filter(([, receipt]) => receipt.dispatchId === from.dispatchId);
  const ids = run.map(([id]) => id);
  const count = r < 0.8 ? 1 + Math.floor(random() * 3) : ids.length;
  return { ids: sample(ids, Math.min(count, 200), random), to: pick(others, random).uid };
}

async function assign({ client, ledger, random }, manager, view, { ids, to }, racing = false) {
  const body = {
    receiptIds: ids,
    dispatchId: to,
    expected: Object.fromEntries(ids.map((id) => [id, view.get(id)?.dispatchId ?? null])),
  };
  const key = crypto.randomUUID();
  const reply = await client.postUntilFinal('desk/assign', '/desk/assign', body, {
    auth: manager.idToken,
    headers: { 'Idempotency-Key': key },
    racing,
    ...(random() < 0.1 ? { abortAfterMs: 5 + random() * 60 } : {}),
  });
  ledger.assignAnswer(body, reply);
}

export async function managersEvening(context, { managers, drivers, desks, startAt, endAt }) {
  const { random } = context;
  await pause(Math.max(0, startAt - Date.now()));
  const each = managers.map(async (manager, m) => {
    await pause(m * 700);
    while (Date.now() < endAt - 3000) {
      const action = chooseAction(desks[m], drivers, random);
      if (action) {
        const together = m === 0 && managers.length > 1 && random() < 0.15;
        if (together) {
          // The other manager, at the same moment, sends the same orders to someone else.
          const other = drivers.filter((driver) => driver.uid !== action.to);
          await Promise.all([
            assign(context, manager, desks[0], action, true),
            assign(
              context,
              managers[1],
              desks[1],
              { ...action, to: pick(other, random).uid },
              true,
            ),
          ]);
        } else {
          await assign(context, manager, desks[m], action);
        }
      }
      await pause(3000 + random() * 2000);
    }
  });
  await Promise.all(each);
}
