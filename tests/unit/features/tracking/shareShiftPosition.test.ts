import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  POSITION_INTERVAL_MS,
  POSITION_MIN_GAP_MS,
  POSITION_MIN_METRES,
} from '@/domain/shift/driverShift';
import { startSharing, SHARE_TICK_MS, type ShareTarget } from '@/features/tracking/shareLocation';
import { createPositionThrottle, SHIFT_LIMITS, type Fix } from '@/features/tracking/throttle';
import { DispatchApiError } from '@/services/ports';

// The back office's share of the driver's position while on shift (docs/on-shift.md): one every
// 30 s, sooner after moving 100 m (never within the backend's 10 s floor), only the newest — on a
// fake clock and a fake phone position.

const T0 = 1_800_000_000_000;
/** ~111 m per 0.001° of latitude. */
const fix = (at: number, north = 0): Fix => ({
  lat: 38.7 + north * 0.001,
  lng: -9.14,
  accuracy: 8,
  at,
});

describe('the shift throttle (the domain constants)', () => {
  it('uses the shift constants', () => {
    expect(SHIFT_LIMITS).toMatchObject({
      heartbeatMs: POSITION_INTERVAL_MS,
      minDistanceM: POSITION_MIN_METRES,
      minIntervalMs: POSITION_MIN_GAP_MS,
    });
  });

  it('standing still, sends one every 30 s and nothing between', () => {
    const throttle = createPositionThrottle(SHIFT_LIMITS);
    throttle.offer(fix(T0));
    expect(throttle.take(T0)).toEqual(fix(T0));
    throttle.offer(fix(T0 + 20_000));
    expect(throttle.take(T0 + 20_000)).toBeNull();
    throttle.offer(fix(T0 + POSITION_INTERVAL_MS));
    expect(throttle.take(T0 + POSITION_INTERVAL_MS)).toEqual(fix(T0 + POSITION_INTERVAL_MS));
  });

  it('after moving 100 m, sends sooner — but never within the backend’s floor', () => {
    const throttle = createPositionThrottle(SHIFT_LIMITS);
    throttle.offer(fix(T0));
    throttle.take(T0);
    throttle.offer(fix(T0 + 5_000, 2));
    expect(throttle.take(T0 + 5_000)).toBeNull();
    expect(throttle.take(T0 + POSITION_MIN_GAP_MS)).toEqual(fix(T0 + 5_000, 2));
  });
});

function fakeGeolocation() {
  let success: PositionCallback | null = null;
  const geolocation = {
    watchPosition: vi.fn((callback: PositionCallback) => {
      success = callback;
      return 1;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  } as unknown as Geolocation & { clearWatch: ReturnType<typeof vi.fn> };
  const move = (north: number) =>
    success?.({
      coords: { latitude: 38.7 + north * 0.001, longitude: -9.14, accuracy: 8 },
      timestamp: Date.now(),
    } as GeolocationPosition);
  return { geolocation, move };
}

describe('sending the shift position', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  function shiftTarget(send: ShareTarget['send']): ShareTarget {
    return { key: 'shift', limits: SHIFT_LIMITS, send };
  }

  it('sends the newest position at most every 30 s standing still, and stops when stopped', async () => {
    const { geolocation, move } = fakeGeolocation();
    const sent: Fix[] = [];
    const stop = startSharing({
      geolocation,
      targets: () => [shiftTarget(async (position) => sent.push(position))],
    });
    move(0);
    expect(sent).toHaveLength(1);
    for (let second = 1; second < 30; second += 1) {
      await vi.advanceTimersByTimeAsync(1_000);
      move(0);
    }
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    move(0);
    await vi.advanceTimersByTimeAsync(SHARE_TICK_MS);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.at).toBeGreaterThan(sent[0]?.at ?? Infinity);

    stop();
    expect(geolocation.clearWatch).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POSITION_INTERVAL_MS * 2);
    move(5);
    expect(sent).toHaveLength(2);
  });

  it('holds back as long as a 429 asks, and drops a position that could not be sent', async () => {
    const { geolocation, move } = fakeGeolocation();
    const tries: Fix[] = [];
    let answer: () => Promise<unknown> = () =>
      Promise.reject(
        new DispatchApiError('server', 'Too soon', 429, {
          retryAfterMs: 60_000,
          code: 'too-frequent',
        }),
      );
    const stop = startSharing({
      geolocation,
      targets: () => [shiftTarget((position) => (tries.push(position), answer()))],
    });
    move(0);
    expect(tries).toHaveLength(1);
    answer = () => Promise.resolve({ stored: true });
    await vi.advanceTimersByTimeAsync(40_000);
    move(3);
    await vi.advanceTimersByTimeAsync(SHARE_TICK_MS);
    // 40 s later, moved 300 m: still held by the server's minute.
    expect(tries).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20_000);
    move(4);
    expect(tries).toHaveLength(2);
    stop();
  });

  it('leaves a target that is gone (off shift) at once, the others going on', async () => {
    const { geolocation, move } = fakeGeolocation();
    const office: Fix[] = [];
    const customer: Fix[] = [];
    let onShift = true;
    const stop = startSharing({
      geolocation,
      targets: () => [
        { key: 'order:a', limits: SHIFT_LIMITS, send: async (position) => customer.push(position) },
        ...(onShift ? [shiftTarget(async (position) => office.push(position))] : []),
      ],
    });
    move(0);
    expect([office.length, customer.length]).toEqual([1, 1]);
    onShift = false;
    await vi.advanceTimersByTimeAsync(POSITION_INTERVAL_MS);
    move(0);
    expect([office.length, customer.length]).toEqual([1, 2]);
    stop();
  });
});
