import { describe, expect, it } from 'vitest';
import { RUN_MAX_STOPS } from '@/domain/shift/driverShift';
import { createMemoryStore, driverPosition, driverShift } from '@backend/core';
import { NOON } from './helpers';

// The run the phone shares with its position (docs/backend-contract.md#post-driverposition):
// checked (400 when broken, the position not stored either), stored with the position, replaced
// by the next position's (none from an older phone), deleted at once off shift.

function world() {
  let now = NOON;
  const store = createMemoryStore({ backOfficeUsers: { eva: { name: 'Eva', active: true } } });
  const deps = { config: { now: () => now }, store };
  const at = (secondsAgo = 1) => now - secondsAgo * 1000;
  const position = (extra: Record<string, unknown> = {}) =>
    driverPosition(deps, {
      uid: 'eva',
      body: { lat: 38.72, lng: -9.14, accuracy: 10, at: at(), ...extra },
    });
  return {
    store,
    position,
    shift: (onShift: boolean) => driverShift(deps, { uid: 'eva', body: { onShift } }),
    advance: (ms: number) => {
      now += ms;
    },
    stored: () => store.driverShifts.get('eva'),
  };
}

describe('POST /driver/position with a run', () => {
  it('stores the run with the position, and the next position replaces it', async () => {
    const { position, shift, advance, stored } = world();
    await shift(true);
    expect((await position({ run: ['R2', 'R1'] })).body).toMatchObject({ stored: true });
    expect(stored()?.run).toEqual(['R2', 'R1']);

    advance(30_000);
    await position({ run: ['R1'] });
    expect(stored()?.run).toEqual(['R1']);
    // An older phone sends none: the run it would replace is not kept beside a newer position.
    advance(30_000);
    await position();
    expect(stored()?.run).toBeNull();
  });

  it('keeps the run when the shift goes on, deletes it at once when it goes off', async () => {
    const { position, shift, stored } = world();
    await shift(true);
    await position({ run: ['R1'] });
    await shift(true);
    expect(stored()?.run).toEqual(['R1']);
    await shift(false);
    expect(stored()).toMatchObject({ onShift: false, position: null, run: null });
  });

  it('a position not stored (too soon) leaves the run stored before', async () => {
    const { position, shift, advance, stored } = world();
    await shift(true);
    await position({ run: ['R1'] });
    advance(2_000);
    expect((await position({ run: ['R2'] })).status).toBe(429);
    expect(stored()?.run).toEqual(['R1']);
  });

  it.each([
    ['not a list', 'R1'],
    ['an id not a string', ['R1', 7]],
    ['an empty id', ['']],
    ['an id with a slash', ['a/b']],
    ['an id too long', ['x'.repeat(501)]],
    ['an id twice', ['R1', 'R1']],
    ['too many ids', Array.from({ length: RUN_MAX_STOPS + 1 }, (_, i) => `R${i}`)],
  ])('refuses a run that is %s (400), storing neither it nor the position', async (_, run) => {
    const { position, shift, stored } = world();
    await shift(true);
    const answer = await position({ run });
    expect(answer).toMatchObject({ status: 400, body: { code: 'invalid-request' } });
    expect(answer.body.message).toContain('run must be a list of at most 100 order ids');
    expect(stored()).toMatchObject({ position: null, run: null });
  });

  it('takes the longest run allowed, and null as none', async () => {
    const { position, shift, advance, stored } = world();
    await shift(true);
    const longest = Array.from({ length: RUN_MAX_STOPS }, (_, i) => `R${i}`);
    expect((await position({ run: longest })).status).toBe(200);
    expect(stored()?.run).toEqual(longest);
    advance(30_000);
    expect((await position({ run: null })).status).toBe(200);
    expect(stored()?.run).toBeNull();
  });
});
