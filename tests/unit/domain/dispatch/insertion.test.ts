import { describe, expect, it } from 'vitest';
import { cheapestInsertion, runTiming } from '@/domain/dispatch';
import { ROAD_FACTOR, travelMinutes, travelSeconds } from '@/domain/route/geo';
import { km, NOW, stop } from './support';

describe('travel time', () => {
  it('is the straight line × the road factor at the average speed', () => {
    // 3 km north: 3.9 km by road at 20 km/h is 11.7 min.
    const seconds = travelSeconds(km(0, 0), km(3, 0), 20);
    expect(seconds / 60).toBeCloseTo((3 * ROAD_FACTOR * 60) / 20, 1);
    expect(travelMinutes(km(0, 0), km(3, 0), 20)).toBe(12);
    expect(travelMinutes(km(0, 0), km(0, 0), 20)).toBe(1);
    expect(travelMinutes(km(0, 0), km(3, 0), 0)).toBeNull();
    expect(travelSeconds(km(0, 0), km(3, 0), Number.NaN)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('a run in its order', () => {
  it('adds up its legs and how late each stop arrives', () => {
    // 2 km then 2 more: 7.8 min each leg at 20 km/h by road.
    const timing = runTiming(km(0, 0), [stop('a', 2, 0, 5), stop('b', 4, 0, 60)], NOW, 20, 0);
    expect(timing.travelSeconds / 60).toBeCloseTo(15.6, 1);
    expect(timing.lateStops).toBe(1);
    expect(timing.lateSeconds / 60).toBeCloseTo(2.8, 1);
  });

  it('counts the time at each door before driving on', () => {
    const without = runTiming(km(0, 0), [stop('a', 1, 0), stop('b', 2, 0, 9)], NOW, 20, 0);
    const withDoor = runTiming(km(0, 0), [stop('a', 1, 0), stop('b', 2, 0, 9)], NOW, 20, 120);
    expect(without.lateStops).toBe(0);
    expect(withDoor.lateStops).toBe(1);
  });

  it('passes over a stop without a map position', () => {
    const run = [stop('a', 1, 0), { id: 'x', location: null, dueAt: NOW }, stop('b', 2, 0)];
    const timing = runTiming(km(0, 0), run, NOW, 20, 0);
    expect(timing.lateStops).toBe(0);
    expect(timing.travelSeconds).toBeCloseTo(travelSeconds(km(0, 0), km(2, 0), 20), 6);
  });
});

describe('the cheapest insertion', () => {
  it('puts an order on the way where it adds nothing', () => {
    const run = [stop('a', 1, 0), stop('b', 3, 0)];
    const insertion = cheapestInsertion({
      start: km(0, 0),
      run,
      order: stop('n', 2, 0),
      departAt: NOW,
      speedKmh: 20,
      stopSeconds: 0,
    });
    expect(insertion?.index).toBe(1);
    expect(insertion?.addedSeconds).toBeCloseTo(0, 6);
  });

  it('counts lateness it causes to the stops after it, not only its own', () => {
    // A detour before a stop due now-ish makes that stop late; the new order is on time.
    const run = [stop('a', 2, 0, 8)];
    const insertion = cheapestInsertion({
      start: km(0, 0),
      run,
      order: stop('n', 0, -1, 120),
      departAt: NOW,
      speedKmh: 20,
      stopSeconds: 0,
    });
    expect(insertion?.index).toBe(0);
    expect(insertion?.orderLateSeconds).toBe(0);
    expect(insertion?.addedLateSeconds).toBeGreaterThan(0);
  });

  it('gives none without a usable speed', () => {
    const insertion = cheapestInsertion({
      start: km(0, 0),
      run: [],
      order: stop('n', 1, 0),
      departAt: NOW,
      speedKmh: -5,
      stopSeconds: 0,
    });
    expect(insertion).toBeNull();
  });
});
