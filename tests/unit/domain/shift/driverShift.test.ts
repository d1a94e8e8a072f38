import { describe, expect, it } from 'vitest';
import {
  compareShifts,
  isStalePosition,
  minutesAgo,
  parseDriverShift,
  readShiftState,
  RUN_MAX_STOPS,
  STALE_POSITION_MS,
} from '@/domain/shift/driverShift';

const position = { lat: 38.71, lng: -9.13, accuracy: 12, at: 1_000, storedAt: 2_000 };

describe('parseDriverShift', () => {
  it('reads a shift with its position', () => {
    expect(
      parseDriverShift('ana', {
        uid: 'ana',
        onShift: true,
        shiftStartedAt: 500,
        lastSeenAt: 2_000,
        position,
        expireAt: { seconds: 99 },
      }),
    ).toEqual({
      uid: 'ana',
      onShift: true,
      shiftStartedAt: 500,
      lastSeenAt: 2_000,
      position,
      run: null,
    });
  });

  it('reads the stop order the phone shared, on shift only; a bad one is none', () => {
    const read = (run: unknown, onShift = true) => parseDriverShift('ana', { onShift, run }).run;
    expect(read(['R2', 'R1'])).toEqual(['R2', 'R1']);
    expect(read([])).toEqual([]);
    const longest = Array.from({ length: RUN_MAX_STOPS }, (_, i) => `R${i}`);
    expect(read(longest)).toEqual(longest);
    expect(read(['R2'], false)).toBeNull();
    for (const bad of [undefined, null, 'R1', ['R1', 7], ['R1', ''], [...longest, 'R100']]) {
      expect(read(bad)).toBeNull();
    }
  });

  it('shows no position off shift, and none that is not one', () => {
    expect(parseDriverShift('ana', { onShift: false, position, lastSeenAt: 3 })).toEqual({
      uid: 'ana',
      onShift: false,
      shiftStartedAt: null,
      lastSeenAt: 3,
      position: null,
      run: null,
    });
    for (const bad of [{ ...position, lat: 91 }, { ...position, accuracy: -1 }, { lat: 1 }, 'x']) {
      expect(parseDriverShift('ana', { onShift: true, position: bad }).position).toBeNull();
    }
    expect(parseDriverShift('ana', 'garbage')).toMatchObject({ onShift: false, lastSeenAt: null });
    expect(parseDriverShift('ana', { onShift: 'yes' }).onShift).toBe(false);
  });
});

describe('the desk’s reading of shifts', () => {
  it('calls a position stale past five minutes, by the server’s storing time', () => {
    expect(isStalePosition(position, position.storedAt + STALE_POSITION_MS)).toBe(false);
    expect(isStalePosition(position, position.storedAt + STALE_POSITION_MS + 1)).toBe(true);
    expect(minutesAgo(0, 150_000)).toBe(2);
    expect(minutesAgo(10, 0)).toBe(0);
  });

  it('lists drivers on shift first, then the most recently seen', () => {
    const shift = (uid: string, onShift: boolean, lastSeenAt: number | null) =>
      parseDriverShift(uid, { onShift, lastSeenAt });
    const sorted = [
      shift('c', false, 9),
      shift('b', true, 1),
      shift('d', false, null),
      shift('a', true, 5),
      shift('e', false, null),
    ].sort(compareShifts);
    expect(sorted.map((s) => s.uid)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('reads the shift call’s answer', () => {
    expect(readShiftState({ onShift: true, shiftStartedAt: 5 })).toEqual({
      onShift: true,
      shiftStartedAt: 5,
    });
    expect(readShiftState({ onShift: false, shiftStartedAt: 5 })).toEqual({
      onShift: false,
      shiftStartedAt: null,
    });
    expect(readShiftState({ onShift: 'true' })).toBeNull();
  });
});
