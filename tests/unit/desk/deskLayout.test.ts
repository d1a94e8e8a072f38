import { describe, expect, it } from 'vitest';
import { buildBoard } from '@/desk/board/board';
import { deskLayout, driverMarkers, layoutFits, SPREAD_LIMIT } from '@/desk/map/deskLayout';
import { buildDeskMap, type DeskMapModel } from '@/desk/map/mapModel';
import type { DriverShift } from '@/domain/shift/driverShift';
import { onShiftAt } from '../../support/fakeShiftPositions';
import { NOW, order, TEAM } from './boardSupport';

// The desk map's layout (docs/map.md#the-desks-map): kept while it still draws the model, and
// markers spread apart only for a day small enough to be spread.

const at = (north: number, east = 0) => ({ lat: 38.71 + north, lng: -9.14 + east });

function mapOf(stops: number, shifts: DriverShift[] = [], spacing = 0.0001): DeskMapModel {
  const receipts = Array.from({ length: stops }, (_, i) =>
    order(`r${i + 1}`, {
      dispatchId: '',
      deliveryAddress: {
        address: `Rua ${i}`,
        ...at((i % 10) * spacing, Math.floor(i / 10) * spacing),
      },
    }),
  );
  const board = buildBoard({ receipts, team: TEAM, pending: new Map(), now: NOW });
  return buildDeskMap({ board, shifts, team: TEAM, now: NOW });
}

const moved = (model: DeskMapModel) =>
  [...deskLayout(model).spots.values()].filter(
    ({ place, at: marker }) => place.x !== marker.x || place.y !== marker.y,
  ).length;

describe('the desk map layout', () => {
  it('is kept while a driver moves inside it, and laid out again when one leaves it', () => {
    const model = mapOf(20, [onShiftAt('ana', at(0.0005), NOW)], 0.001);
    const layout = deskLayout(model);
    expect(layoutFits(mapOf(20, [onShiftAt('ana', at(0.001), NOW)], 0.001), layout)).toBe(true);
    expect(layoutFits(mapOf(20, [onShiftAt('ana', at(0.5), NOW)], 0.001), layout)).toBe(false);
  });

  it('is laid out again when a stop comes, goes or moves', () => {
    const layout = deskLayout(mapOf(20, [], 0.001));
    expect(layoutFits(mapOf(21, [], 0.001), layout)).toBe(false);
    expect(layoutFits(mapOf(19, [], 0.001), layout)).toBe(false);
    expect(layoutFits(mapOf(20, [], 0.002), layout)).toBe(false);
  });

  it('spreads crowded markers of a small day apart, not those of a day too big to spread', () => {
    expect(moved(mapOf(30))).toBeGreaterThan(0);
    expect(moved(mapOf(SPREAD_LIMIT + 1))).toBe(0);
  });
});

describe("a driver's marker", () => {
  it('takes a clear spot beside the stops it would cover, joined to its place', () => {
    const model = mapOf(20, [onShiftAt('ana', at(0), NOW)], 0.001);
    const layout = deskLayout(model);
    const { place, at: marker } = driverMarkers(layout, model.drivers).get('ana') ?? {};
    expect(marker).not.toEqual(place);
    for (const spot of layout.spots.values()) {
      expect(
        Math.hypot(spot.at.x - (marker?.x ?? 0), spot.at.y - (marker?.y ?? 0)),
      ).toBeGreaterThan(20);
    }
  });

  it('stays at its place on a day too big to spread', () => {
    const model = mapOf(SPREAD_LIMIT + 1, [onShiftAt('ana', at(0), NOW)]);
    const { place, at: marker } = driverMarkers(deskLayout(model), model.drivers).get('ana') ?? {};
    expect(marker).toEqual(place);
  });
});
