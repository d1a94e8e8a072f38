import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createPositionThrottle,
  SHARE_HEARTBEAT_MS,
  SHARE_MAX_AGE_MS,
  SHARE_MIN_INTERVAL_MS,
  type Fix,
} from '@/features/tracking/throttle';

// The throttle of the driver's shared position (docs/tracking.md#what-is-shared): one every 15 s
// at most, 100 m moved or a minute passed, the newest only — never an old position.

const T0 = 1_800_000_000_000;
/** ~111 m per 0.001° of latitude. */
const fix = (at: number, north = 0): Fix => ({
  lat: 38.7 + north * 0.001,
  lng: -9.14,
  accuracy: 10,
  at,
});

describe('the position throttle', () => {
  it('sends the first position at once, then nothing for 15 s', () => {
    const throttle = createPositionThrottle();
    throttle.offer(fix(T0));
    expect(throttle.take(T0)).toEqual(fix(T0));
    throttle.offer(fix(T0 + 5_000, 2));
    expect(throttle.take(T0 + 5_000)).toBeNull();
    expect(throttle.take(T0 + SHARE_MIN_INTERVAL_MS)).toEqual(fix(T0 + 5_000, 2));
  });

  it('keeps only the newest position while it waits', () => {
    const throttle = createPositionThrottle();
    throttle.offer(fix(T0));
    throttle.take(T0);
    throttle.offer(fix(T0 + 3_000, 1));
    throttle.offer(fix(T0 + 9_000, 3));
    // A late answer of an older fix does not replace the newer one.
    throttle.offer(fix(T0 + 6_000, 2));
    expect(throttle.take(T0 + 15_000)).toEqual(fix(T0 + 9_000, 3));
    expect(throttle.take(T0 + 16_000)).toBeNull();
  });

  it('never sends a position older than 30 s, nor one older than the last sent', () => {
    const throttle = createPositionThrottle();
    throttle.offer(fix(T0));
    expect(throttle.take(T0 + SHARE_MAX_AGE_MS + 1)).toBeNull();
    throttle.offer(fix(T0 + 40_000, 2));
    expect(throttle.take(T0 + 41_000)).toEqual(fix(T0 + 40_000, 2));
    throttle.offer(fix(T0 + 39_000, 5));
    expect(throttle.take(T0 + 60_000)).toBeNull();
  });

  it('waits for 100 m of movement, or a minute standing still', () => {
    const throttle = createPositionThrottle();
    throttle.offer(fix(T0));
    throttle.take(T0);
    throttle.offer(fix(T0 + 20_000, 0.5));
    expect(throttle.take(T0 + 20_000)).toBeNull();
    expect(throttle.wantsFix(T0 + 20_000)).toBe(false);
    expect(throttle.wantsFix(T0 + SHARE_HEARTBEAT_MS)).toBe(true);
    throttle.offer(fix(T0 + SHARE_HEARTBEAT_MS, 0.5));
    expect(throttle.take(T0 + SHARE_HEARTBEAT_MS)).toEqual(fix(T0 + SHARE_HEARTBEAT_MS, 0.5));
  });

  it('after a position stored nowhere, counts from the one before it, and drops it', () => {
    const throttle = createPositionThrottle();
    throttle.offer(fix(T0));
    const first = throttle.take(T0);
    throttle.notStored(first!);
    expect(throttle.take(T0 + 1_000)).toBeNull();
    throttle.offer(fix(T0 + 1_000));
    expect(throttle.take(T0 + 1_000)).toEqual(fix(T0 + 1_000));
  });

  it('honours the server’s Retry-After', () => {
    const throttle = createPositionThrottle();
    throttle.holdUntil(T0 + 8_000);
    throttle.offer(fix(T0));
    expect(throttle.take(T0 + 1_000)).toBeNull();
    throttle.offer(fix(T0 + 7_000));
    expect(throttle.take(T0 + 8_000)).toEqual(fix(T0 + 7_000));
  });

  it('whatever arrives in whatever order, sends only fresh positions, newer each time, 15 s apart', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            taken: fc.integer({ min: 0, max: 600_000 }),
            delay: fc.integer({ min: 0, max: 60_000 }),
          }),
          { maxLength: 60 },
        ),
        (events) => {
          const throttle = createPositionThrottle();
          const arrivals = events
            .map(({ taken, delay }, i) => ({
              fix: fix(T0 + taken, i % 7),
              arrives: T0 + taken + delay,
            }))
            .sort((a, b) => a.arrives - b.arrives);
          const sent: Array<{ fix: Fix; at: number }> = [];
          for (const { fix: f, arrives } of arrivals) {
            throttle.offer(f);
            const out = throttle.take(arrives);
            if (out) sent.push({ fix: out, at: arrives });
          }
          for (let i = 0; i < sent.length; i += 1) {
            expect(sent[i].at - sent[i].fix.at).toBeLessThanOrEqual(SHARE_MAX_AGE_MS);
            if (i > 0) {
              expect(sent[i].fix.at).toBeGreaterThan(sent[i - 1].fix.at);
              expect(sent[i].at - sent[i - 1].at).toBeGreaterThanOrEqual(SHARE_MIN_INTERVAL_MS);
            }
          }
        },
      ),
    );
  });
});
