// One driver's evening: on shift, a position every 30 s (the phone's interval), and each of their orders through Picked Up, On the Way and Delivered,
// one change at a time as the phone's outbox sends them — some sent twice, some twice at once,
// some aborted and retried with the same key — then off shift.
import { setTimeout as pause } from 'node:timers/promises';

const STEPS = ['Picked Up', 'On the Way', 'Delivered'];
const POSITION_EVERY_MS = 30_000;

/** How a change leaves the phone: mostly once; the outbox's repeats otherwise. */
function styleOf(random) {
  const r = random();
  if (r < 0.8) return 'once';
  if (r < 0.87) return 'twice';
  if (r < 0.92) return 'twice-at-once';
  return 'aborted-then-retried';
}

async function sendChange({ client, driver, ledger, random }, receiptId, status, previousStatus) {
  const updateId = crypto.randomUUID();
  const updateData = {
    receiptId,
    status,
    dispatchId: driver.uid,
    updatedAt: Date.now(),
    updateId,
    previousStatus,
    ...(status === 'Delivered' ? { cashCollected: 19 } : {}),
  };
  ledger.change(updateId, { receiptId, status, uid: driver.uid });
  const options = { auth: driver.idToken, headers: { 'Idempotency-Key': updateId } };
  const send = (extra = {}) =>
    client
      .postUntilFinal(
        'order/deliveryupdate',
        '/order/deliveryupdate',
        { updateData },
        {
          ...options,
          ...extra,
        },
      )
      .then((reply) => {
        ledger.changeAnswer(updateId, reply);
        return reply;
      });
  const style = styleOf(random);
  if (style === 'twice-at-once') {
    return (await Promise.all([send({ racing: true }), send({ racing: true })]))[0];
  }
  if (style === 'aborted-then-retried') return send({ abortAfterMs: 5 + random() * 60 });
  const reply = await send();
  return style === 'twice' ? send() : reply;
}

async function positions({ client, driver, random }, endAt) {
  let lat = 38.7 + random() * 0.05;
  let lng = -9.15 + random() * 0.05;
  await pause(random() * POSITION_EVERY_MS);
  while (Date.now() + POSITION_EVERY_MS < endAt) {
    lat += (random() - 0.5) * 0.002;
    lng += (random() - 0.5) * 0.002;
    const body = { lat, lng, accuracy: 12, at: Date.now() };
    const send = (racing = false) =>
      client.post('driver/position', '/driver/position', body, { auth: driver.idToken, racing });
    // Now and then the same position twice at once (two tabs, a retry): one is stored.
    await (random() < 0.1 ? Promise.all([send(true), send(true)]) : send());
    await pause(POSITION_EVERY_MS + random() * 1000);
  }
}

export async function driverEvening(context, { startAt, endAt }) {
  const { client, driver } = context;
  const shift = (onShift) =>
    client.postUntilFinal('driver/shift', '/driver/shift', { onShift }, { auth: driver.idToken });
  // Drivers start their shifts over the evening's first tenth, not all in one millisecond.
  await pause(Math.max(0, startAt - Date.now()) + context.random() * (endAt - startAt) * 0.1);
  await shift(true);
  const moving = positions(context, endAt);
  const changes = driver.receiptIds.length * STEPS.length;
  const gapMs = ((endAt - Date.now()) * 0.85) / changes;
  for (const receiptId of driver.receiptIds) {
    let previous = 'Pending';
    for (const status of STEPS) {
      await pause(gapMs * (0.5 + context.random()));
      // The evening is over: what is not sent by now stays on the phone (never sent, not lost).
      if (Date.now() > endAt) break;
      const reply = await sendChange(context, receiptId, status, previous);
      // Given to someone else meanwhile: the phone drops the order (final, not retried).
      if (reply.code === 'not-your-order') break;
      previous = status;
    }
  }
  await moving;
  // …and end them over a few seconds, as an evening winds down, not in one millisecond either.
  await pause(context.random() * (endAt - startAt) * 0.05);
  await shift(false);
}
