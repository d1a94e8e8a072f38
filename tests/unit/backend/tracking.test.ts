import { describe, expect, it, vi } from 'vitest';
import {
  arrivalMinutes,
  DEFAULT_TRACKING_AFTER_FINAL_MS,
  linkState,
  newTrackingToken,
  trackingStep,
  TRACKING_TOKEN_BYTES,
  type CoreConfig,
  type TrackingLink,
} from '@backend/core';

// The tracking link's rules that need no store (backend/core/trackingView.ts, trackingToken.ts);
// the contract suite (tests/backend/tracking.test.ts) runs the endpoints on both homes.

const NOW = Date.UTC(2026, 10, 25, 15, 0);
const config: CoreConfig = {
  deliveryStatuses: ['Pending', 'Picked Up', 'On the Way', 'Delivered'],
  notDeliveredStatus: 'Not Delivered',
  notDeliveredReasons: [],
  now: () => NOW,
  newId: () => 'id',
};
const link: TrackingLink = {
  token: 'A'.repeat(22),
  receiptId: 'R1',
  uid: 'ana',
  createdAt: NOW - 3600_000,
  revokedAt: null,
  expireAt: NOW + 24 * 3600_000,
  etaAt: null,
};
const receipt = (status: string, updateTimestamp = NOW - 60_000, dispatchId = 'ana') => ({
  status,
  updateTimestamp,
  dispatchId,
});

describe('the token', () => {
  it('takes 128 bits from crypto.getRandomValues and writes them URL-safe', () => {
    const spy = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const token = newTrackingToken();
    expect(spy).toHaveBeenCalledTimes(1);
    const filled = spy.mock.calls[0][0] as Uint8Array;
    expect(filled.byteLength).toBe(TRACKING_TOKEN_BYTES);
    expect(TRACKING_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('is the random bytes themselves: all-ones bytes give the all-"_" token', () => {
    expect(newTrackingToken((bytes) => bytes.fill(255))).toBe(`${'_'.repeat(21)}w`);
    const tokens = new Set(Array.from({ length: 1000 }, () => newTrackingToken()));
    expect(tokens.size).toBe(1000);
  });
});

describe('the expiry', () => {
  it('holds while the order is under way, whatever its age', () => {
    expect(linkState(link, receipt('On the Way', NOW - 5 * 3600_000), config, NOW)).toEqual({
      valid: true,
      expiresAt: link.expireAt,
    });
  });

  it('ends 2 hours after a final status (configurable)', () => {
    const deliveredAt = NOW - DEFAULT_TRACKING_AFTER_FINAL_MS + 1000;
    expect(linkState(link, receipt('Delivered', deliveredAt), config, NOW)).toEqual({
      valid: true,
      expiresAt: deliveredAt + DEFAULT_TRACKING_AFTER_FINAL_MS,
    });
    expect(linkState(link, receipt('Not Delivered', deliveredAt - 2000), config, NOW).valid).toBe(
      false,
    );
    const short = { ...config, trackingAfterFinalMs: 10 * 60_000 };
    expect(linkState(link, receipt('Delivered', NOW - 11 * 60_000), short, NOW).valid).toBe(false);
  });

  it('ends at once when the order is someone else’s, or the link was revoked', () => {
    expect(linkState(link, receipt('On the Way', NOW, 'tiago'), config, NOW).valid).toBe(false);
    expect(
      linkState({ ...link, revokedAt: NOW - 1 }, receipt('On the Way'), config, NOW).valid,
    ).toBe(false);
    expect(linkState({ ...link, expireAt: NOW }, receipt('On the Way'), config, NOW).valid).toBe(
      false,
    );
  });
});

describe('the estimate', () => {
  const door = { lat: 38.71, lng: -9.14 };
  it('goes from the driver to the door at the average speed', () => {
    // ~2.2 km north, × 1.3 by road, at 20 km/h: 8.7 min, said as 9.
    const driver = { lat: 38.73, lng: -9.14 };
    expect(
      arrivalMinutes({ position: driver, destination: door, etaAt: null, speedKmh: 20, now: NOW }),
    ).toBe(9);
    expect(
      arrivalMinutes({ position: door, destination: door, etaAt: null, speedKmh: 20, now: NOW }),
    ).toBe(1);
  });

  it('counts down the phone’s estimate without a position, never below 1, null with nothing', () => {
    const etaAt = NOW + 8 * 60_000;
    expect(
      arrivalMinutes({ position: null, destination: door, etaAt, speedKmh: 20, now: NOW }),
    ).toBe(8);
    expect(
      arrivalMinutes({
        position: null,
        destination: door,
        etaAt,
        speedKmh: 20,
        now: etaAt + 60_000,
      }),
    ).toBe(1);
    expect(
      arrivalMinutes({ position: null, destination: null, etaAt: null, speedKmh: 20, now: NOW }),
    ).toBeNull();
  });
});

describe('the steps', () => {
  it('maps the configured statuses onto Preparing → Picked up → On the way → Delivered', () => {
    expect(
      ['Pending', 'Picked Up', 'On the Way', 'Delivered', 'Not Delivered', 'Odd', null].map((s) =>
        trackingStep(s, config),
      ),
    ).toEqual([
      'preparing',
      'picked-up',
      'on-the-way',
      'delivered',
      'not-delivered',
      'preparing',
      'preparing',
    ]);
  });
});
