// The shop's systems during the evening: each intake API key sends calls of 1 to 100 orders
// (mostly small), a quarter of each call orders already sent — by any key, the drivers' own
// included — half of those with new content (`updated`, or `order-closed` once delivered), the
// rest as they were (`unchanged`). Within each key's rate limit (60 calls a minute).
import { setTimeout as pause } from 'node:timers/promises';
import { intakeOrder } from './seed.mjs';

export async function intakeEvening(context, { keys, seeded, runId, total, startAt, endAt }) {
  const { client, ledger, random } = context;
  /** externalId → the notes last sent with it (its content). */
  const sent = new Map(seeded.map((order) => [order.externalId, null]));
  let next = 0;
  const averageNew = 25;
  const callsPerKey = Math.max(1, Math.ceil(total / averageNew / keys.length));
  await pause(Math.max(0, startAt - Date.now()));
  const gapMs = Math.max(1100, ((endAt - Date.now()) * 0.8) / callsPerKey);

  const each = keys.map(async ({ key }, k) => {
    await pause(k * 400 + random() * gapMs);
    while (next < total && Date.now() < endAt - 5000) {
      const size = 1 + Math.floor(99 * random() ** 2);
      const orders = new Map();
      const known = [...sent.keys()];
      while (orders.size < size) {
        if (random() < 0.25 || next >= total) {
          const externalId = known[Math.floor(random() * known.length)];
          if (orders.has(externalId)) continue;
          const notes =
            random() < 0.5 ? `Changed ${crypto.randomUUID().slice(0, 6)}` : sent.get(externalId);
          orders.set(externalId, intakeOrder(externalId, notes));
        } else {
          const externalId = `EVENING-${runId}-${(next += 1)}`;
          orders.set(externalId, intakeOrder(externalId));
        }
        if (next >= total && orders.size >= known.length) break;
      }
      for (const [externalId, order] of orders) sent.set(externalId, order.notes ?? null);
      const sentAt = Date.now();
      const reply = await client.postUntilFinal(
        'orders/intake',
        '/orders/intake',
        { orders: [...orders.values()] },
        { auth: key },
      );
      const answeredAt = Date.now();
      for (const result of reply.body?.results ?? []) {
        const notes = orders.get(result.externalId)?.notes ?? null;
        ledger.intakeAnswer('api', result.externalId, result, { notes, sentAt, answeredAt });
      }
      await pause(gapMs * (0.5 + random()));
    }
  });
  await Promise.all(each);
}
