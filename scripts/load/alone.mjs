// The baseline of the report's ratios: each kind of request of the evening sent five times, one
// at a time, on the same emulators just before the evening — intake calls of 30 new orders, desk
// assignments of one order, status changes, shift and position calls, and two batches of the
// desk's import. Their answers go to the ledger too, so the checks cover them. Each kind waits for
// the backend to be quiet first (`quiet`: settle.mjs): the intake calls' receipts set off a trigger
// run each, and measured behind that backlog an assignment alone read 1.6× its p50 in the evening,
// which flattered every ratio.
import { importFile } from './deskImport.mjs';
import { intakeOrder } from './seed.mjs';

const TIMES = 5;

export async function sendAlone({ client, ledger }, world, runId, quiet) {
  const [driver] = world.drivers;
  const [manager] = world.managers;
  const created = [];
  for (let call = 0; call < TIMES; call += 1) {
    const orders = Array.from({ length: 30 }, (_, i) => intakeOrder(`ALONE-${runId}-${call}-${i}`));
    const sentAt = Date.now();
    const reply = await client.post(
      'orders/intake',
      '/orders/intake',
      { orders },
      {
        auth: world.keys[1].key,
      },
    );
    const sent = { notes: null, sentAt, answeredAt: Date.now() }; // new orders, no notes
    for (const result of reply.body?.results ?? []) {
      ledger.intakeAnswer('api', result.externalId, result, sent);
      created.push(result.receiptId);
    }
  }
  const mine = created.slice(0, TIMES);
  await quiet();
  for (const receiptId of mine) {
    const body = {
      receiptIds: [receiptId],
      dispatchId: driver.uid,
      expected: { [receiptId]: null },
    };
    const reply = await client.post('desk/assign', '/desk/assign', body, {
      auth: manager.idToken,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    ledger.assignAnswer(body, reply);
  }
  await quiet();
  for (const receiptId of mine) {
    const updateId = crypto.randomUUID();
    const updateData = {
      receiptId,
      status: 'Picked Up',
      dispatchId: driver.uid,
      updatedAt: Date.now(),
      updateId,
    };
    ledger.change(updateId, { receiptId, status: 'Picked Up', uid: driver.uid });
    const reply = await client.post(
      'order/deliveryupdate',
      '/order/deliveryupdate',
      { updateData },
      {
        auth: driver.idToken,
        headers: { 'Idempotency-Key': updateId },
      },
    );
    ledger.changeAnswer(updateId, reply);
  }
  await quiet();
  // Different drivers: one position each (the backend takes one every 10 s per driver).
  for (const who of world.drivers.slice(0, TIMES)) {
    await client.post('driver/shift', '/driver/shift', { onShift: true }, { auth: who.idToken });
    const position = { lat: 38.72, lng: -9.14, accuracy: 10, at: Date.now() };
    await client.post('driver/position', '/driver/position', position, { auth: who.idToken });
  }
  await quiet();
  await importFile({ client, manager, rows: 200, ledger, runId: `alone-${runId}` });
}
