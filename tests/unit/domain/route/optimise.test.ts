import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { optimiseRoute, routeLength, type RouteStop } from '@/domain/route/optimise';

const LISBON = { lat: 38.7223, lng: -9.1393 };

/** Stops around Lisbon (±0.1°, about ±10 km), some without coordinates. */
const stopsArbitrary = fc
  .array(
    fc.record({
      dLat: fc.double({ min: -0.1, max: 0.1, noNaN: true }),
      dLng: fc.double({ min: -0.1, max: 0.1, noNaN: true }),
      located: fc.integer({ min: 0, max: 5 }).map((n) => n > 0),
    }),
    { maxLength: 40 },
  )
  .map((items) =>
    items.map(({ dLat, dLng, located }, index): RouteStop => ({
      id: `s${index}`,
      location: located ? { lat: LISBON.lat + dLat, lng: LISBON.lng + dLng } : null,
    })),
  );

const startArbitrary = fc.option(
  fc.record({
    lat: fc.double({ min: 38.6, max: 38.8, noNaN: true }),
    lng: fc.double({ min: -9.25, max: -9.05, noNaN: true }),
  }),
);

function byIds(stops: readonly RouteStop[], ids: readonly string[]): RouteStop[] {
  const map = new Map(stops.map((s) => [s.id, s]));
  return ids.map((id) => map.get(id) as RouteStop);
}

describe('optimiseRoute', () => {
  it('is never longer than the order it was given (property)', () => {
    fc.assert(
      fc.property(startArbitrary, stopsArbitrary, (start, stops) => {
        const optimised = byIds(stops, optimiseRoute(start, stops));
        return routeLength(start, optimised) <= routeLength(start, stops) + 1e-6;
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every stop once, those without coordinates at the end in their order (property)', () => {
    fc.assert(
      fc.property(startArbitrary, stopsArbitrary, (start, stops) => {
        const ids = optimiseRoute(start, stops);
        expect([...ids].sort()).toEqual(stops.map((s) => s.id).sort());
        const unlocated = stops.filter((s) => s.location === null).map((s) => s.id);
        expect(ids.slice(ids.length - unlocated.length)).toEqual(unlocated);
      }),
    );
  });

  it('visits stops on a line in the order of the line, from the start', () => {
    const stops: RouteStop[] = [3, 1, 4, 2, 0].map((k) => ({
      id: `k${k}`,
      location: { lat: 38.7, lng: -9.2 + k * 0.01 },
    }));
    expect(optimiseRoute({ lat: 38.7, lng: -9.21 }, stops)).toEqual(['k0', 'k1', 'k2', 'k3', 'k4']);
    // From the other end, the other way.
    expect(optimiseRoute({ lat: 38.7, lng: -9.1 }, stops)).toEqual(['k4', 'k3', 'k2', 'k1', 'k0']);
  });

  it('undoes a crossing nearest neighbour leaves (2-opt)', () => {
    // A rectangle (868 m by 1,112 m) visited corner to opposite corner crosses itself; the
    // optimised path goes round it: two short sides and one long.
    const square: RouteStop[] = [
      { id: 'a', location: { lat: 38.7, lng: -9.2 } },
      { id: 'c', location: { lat: 38.71, lng: -9.19 } },
      { id: 'b', location: { lat: 38.7, lng: -9.19 } },
      { id: 'd', location: { lat: 38.71, lng: -9.2 } },
    ];
    const optimised = byIds(square, optimiseRoute(null, square));
    expect(routeLength(null, optimised)).toBeLessThan(routeLength(null, square));
    expect(routeLength(null, optimised)).toBeCloseTo(2 * 868 + 1112, -2);
  });

  it('handles no stops, one stop and stops without any coordinates', () => {
    expect(optimiseRoute(LISBON, [])).toEqual([]);
    expect(optimiseRoute(LISBON, [{ id: 'x', location: LISBON }])).toEqual(['x']);
    expect(
      optimiseRoute(null, [
        { id: 'x', location: null },
        { id: 'y', location: null },
      ]),
    ).toEqual(['x', 'y']);
  });
});
