import { describe, expect, it } from 'vitest';
import { dayLabelIn, dayWindowIn } from '@/domain/shift/dayWindow';
import { DEFAULT_NOT_DELIVERED_STATUS, DELIVERED_STATUS } from '@/domain/status';
import { targetFactories } from './targets';
import { teamWorld } from './teamWorld';

// The contract suite (docs/backend-contract.md#cash-handed-in), against every home of the backend
// core this run has: a manager records the cash counted from a driver for a day; the backend adds
// up the cash the driver confirmed that day (that driver's, that day's, delivered) and keeps the
// count, the sum and the difference, the latest count winning and the earlier ones kept; the same
// count again changes nothing; who may; bad bodies.

const ZONE = 'Europe/Lisbon';

describe.each(targetFactories())('cash handed in, against %s', (_name, create) => {
  const { world, newDriver, orderOf, cash } = teamWorld(create);

  const cashOrder = (total: number, fields: Record<string, unknown>) => ({
    paymentMethod: 'Cash',
    total,
    currency: 'EUR',
    ...fields,
  });

  it('keeps the count, the cash collected that day and the difference; the latest count wins', async () => {
    const cat = await newDriver('cat');
    const now = Date.now() - 1_000;
    const day = dayLabelIn(now, ZONE) as string;
    const window = dayWindowIn(day, ZONE)!;
    const delivered = { status: DELIVERED_STATUS, updateTimestamp: now };
    await orderOf(cat, cashOrder(21.5, { ...delivered, cashCollected: 20 }));
    await orderOf(cat, cashOrder(10.3, { ...delivered, cashCollected: 10.3 }));
    await orderOf(cat, { ...delivered, paymentMethod: 'Card', total: 12, currency: 'EUR' });
    await orderOf(
      cat,
      cashOrder(8, { status: DEFAULT_NOT_DELIVERED_STATUS, updateTimestamp: now }),
    );
    // The day before, and another driver's: not this count's.
    await orderOf(
      cat,
      cashOrder(99, { ...delivered, cashCollected: 99, updateTimestamp: window.start - 1 }),
    );
    await orderOf(world.ana, cashOrder(50, { ...delivered, cashCollected: 50 }));

    const body = { dispatchId: cat.uid, day, amount: 25, timeZone: ZONE };
    const first = await cash(body, world.marta);
    expect(first.status).toBe(200);
    const settlement = {
      id: `${cat.uid}_${day}`,
      dispatchId: cat.uid,
      day,
      timeZone: ZONE,
      currency: 'EUR',
      amount: 25,
      collected: 30.3,
      difference: -5.3,
      recordedAt: expect.any(Number),
      recordedBy: world.marta.uid,
      recordedByName: 'Marta Silva',
      history: [],
    };
    expect(first.body).toEqual({ settlement, changed: true });
    const recordedAt = (first.body?.settlement as { recordedAt: number }).recordedAt;
    expect(await world.target.settlement(`${cat.uid}_${day}`)).toMatchObject({
      ...settlement,
      recordedAt,
    });

    const again = await cash(body, world.paula);
    expect(again.body).toMatchObject({
      changed: false,
      settlement: { recordedBy: world.marta.uid },
    });

    const recount = await cash({ ...body, amount: 30.3 }, world.paula);
    expect(recount.body).toMatchObject({
      changed: true,
      settlement: {
        amount: 30.3,
        collected: 30.3,
        difference: 0,
        recordedBy: world.paula.uid,
        recordedByName: 'Paula Reis',
        history: [{ amount: 25, collected: 30.3, difference: -5.3, recordedBy: world.marta.uid }],
      },
    });
    expect(await world.target.settlement(`${cat.uid}_${day}`)).toMatchObject({
      amount: 30.3,
      difference: 0,
      history: [{ amount: 25, difference: -5.3 }],
    });
  });

  it('counts a deactivated driver’s last day, and a day with nothing collected', async () => {
    const day = dayLabelIn(Date.now(), ZONE) as string;
    const reply = await cash(
      { dispatchId: world.gone.uid, day, amount: 12.5, timeZone: ZONE },
      world.marta,
    );
    expect(reply.status).toBe(200);
    expect(reply.body?.settlement).toMatchObject({ amount: 12.5, collected: 0, difference: 12.5 });
  });

  it('is for managers only: drivers and strangers 403, no token 401; a manager or unknown target 422', async () => {
    const day = dayLabelIn(Date.now(), ZONE) as string;
    const body = { dispatchId: world.ana.uid, day, amount: 10, timeZone: ZONE };
    for (const who of [world.ana, world.gone, world.stranger]) {
      const reply = await cash(body, who);
      expect(reply.status, who.uid).toBe(403);
      expect(reply.body?.code).toBe('not-a-manager');
    }
    expect((await cash(body, null)).status).toBe(401);
    for (const dispatchId of [world.paula.uid, 'nobody-here']) {
      const reply = await cash({ ...body, dispatchId }, world.marta);
      expect(reply).toMatchObject({ status: 422, body: { code: 'not-a-driver' } });
    }
    expect(await world.target.settlement(`${world.ana.uid}_${day}`)).toBeNull();
  });

  it('refuses bad bodies (400) and a day that has not begun (422)', async () => {
    const day = dayLabelIn(Date.now(), ZONE) as string;
    const body = { dispatchId: world.tiago.uid, day, amount: 10, timeZone: ZONE };
    for (const bad of [
      { ...body, day: '2026-02-30' },
      { ...body, day: '20-1-2026' },
      { ...body, amount: -1 },
      { ...body, amount: 1.234 },
      { ...body, amount: '10' },
      { ...body, timeZone: 'Mars/Olympus' },
      { ...body, dispatchId: '' },
    ]) {
      const reply = await cash(bad, world.marta);
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(reply.body?.code).toBe('invalid-request');
    }
    const future = await cash({ ...body, day: '2999-01-01' }, world.marta);
    expect(future).toMatchObject({ status: 422, body: { code: 'in-the-future' } });
  });
});
