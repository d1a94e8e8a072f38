import { describe, expect, it } from 'vitest';
import { targetFactories } from './targets';
import { lisbon, teamWorld } from './teamWorld';

// The contract suite (docs/backend-contract.md#on-shift-and-position), against every home of the
// backend core this run has: a driver goes on shift, shares positions (only the newest kept, an
// older one ignored, one too soon 429, two copies at once stored once), goes off (the position deleted at once, then 409
// off-shift); the stop order that rides with a position; who may; bad bodies.

describe.each(targetFactories())('on shift and position, against %s', (_name, create) => {
  const { world, newDriver, shift, position } = teamWorld(create);

  it('on shift, the newest position kept; off shift deletes it and refuses positions', async () => {
    const eva = await newDriver('eva');
    expect((await position(lisbon(), eva)).body?.code).toBe('off-shift');
    const on = await shift(true, eva);
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ onShift: true, shiftStartedAt: expect.any(Number) });
    // On again: the same shift.
    expect((await shift(true, eva)).body?.shiftStartedAt).toBe(on.body?.shiftStartedAt);

    const newest = lisbon(2_000);
    const stored = await position(newest, eva);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual({ stored: true, storedAt: expect.any(Number) });
    const older = await position({ ...lisbon(5_000), lat: 38.7 }, eva);
    expect(older.body).toEqual({ stored: false, reason: 'older-than-stored' });
    const tooSoon = await position({ ...lisbon(0), lat: 38.72 }, eva);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body?.code).toBe('too-frequent');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(await world.target.driverShift(eva.uid)).toMatchObject({
      uid: eva.uid,
      onShift: true,
      shiftStartedAt: on.body?.shiftStartedAt,
      position: { ...newest, storedAt: stored.body?.storedAt },
    });

    const off = await shift(false, eva);
    expect(off.body).toEqual({ onShift: false, shiftStartedAt: null });
    expect(await world.target.driverShift(eva.uid)).toMatchObject({
      onShift: false,
      position: null,
      lastSeenAt: expect.any(Number),
    });
    const afterOff = await position(lisbon(), eva);
    expect(afterOff.status).toBe(409);
    expect(afterOff.body?.code).toBe('off-shift');
    // A new shift starts without the old position.
    expect((await shift(true, eva)).body?.shiftStartedAt).toBeGreaterThanOrEqual(
      on.body?.shiftStartedAt as number,
    );
    expect(await world.target.driverShift(eva.uid)).toMatchObject({ position: null });
  });

  it('keeps the stop order sent with the position, replaced by the next, deleted off shift', async () => {
    const ada = await newDriver('ada');
    await shift(true, ada);
    const stored = await position({ ...lisbon(), run: ['R2', 'R1'] }, ada);
    expect(stored.status).toBe(200);
    expect(await world.target.driverShift(ada.uid)).toMatchObject({ run: ['R2', 'R1'] });
    const broken = await position({ ...lisbon(0), run: ['R1', 'R1'] }, ada);
    expect(broken).toMatchObject({ status: 400, body: { code: 'invalid-request' } });
    expect(await world.target.driverShift(ada.uid)).toMatchObject({ run: ['R2', 'R1'] });
    await shift(false, ada);
    expect(await world.target.driverShift(ada.uid)).toMatchObject({ position: null, run: null });
  });

  it('stores one of two copies of a position sent at once; the other is told it is not newer', async () => {
    const una = await newDriver('una');
    await shift(true, una);
    const sent = { ...lisbon(), run: ['R1'] };
    const answers = await Promise.all([position(sent, una), position(sent, una)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body?.stored).sort()).toEqual([false, true]);
    expect(await world.target.driverShift(una.uid)).toMatchObject({
      position: { lat: sent.lat, at: sent.at },
      run: ['R1'],
    });
  });

  it('is for active drivers only: managers, the deactivated, strangers 403; no token 401', async () => {
    for (const who of [world.marta, world.gone, world.stranger]) {
      const onShift = await shift(true, who);
      expect(onShift.status, who.uid).toBe(403);
      expect(onShift.body?.code).toBe('not-a-driver');
      expect((await position(lisbon(), who)).status, who.uid).toBe(403);
    }
    expect((await shift(true, null)).status).toBe(401);
    expect((await position(lisbon(), null)).status).toBe(401);
    expect(await world.target.driverShift(world.marta.uid)).toBeNull();
  });

  it('refuses bad bodies: 400 for shapes, 422 for positions off the Earth or in the future', async () => {
    const ivo = await newDriver('ivo');
    expect((await shift('yes', ivo)).status).toBe(400);
    expect((await shift(undefined, ivo)).status).toBe(400);
    await shift(true, ivo);
    expect(
      (await position({ lat: '38.7', lng: -9.1, accuracy: 5, at: Date.now() }, ivo)).status,
    ).toBe(400);
    const offEarth = await position({ ...lisbon(), lat: 91 }, ivo);
    expect(offEarth).toMatchObject({ status: 422, body: { code: 'out-of-range' } });
    const future = await position({ ...lisbon(), at: Date.now() + 5 * 60_000 }, ivo);
    expect(future).toMatchObject({ status: 422, body: { code: 'in-the-future' } });
    expect(await world.target.driverShift(ivo.uid)).toMatchObject({ position: null });
  });
});
