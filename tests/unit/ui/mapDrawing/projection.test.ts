import { describe, expect, it } from 'vitest';
import { distanceMetres, type LatLng } from '@/domain/route/geo';
import { fitProjection, scaleBar } from '@/ui/mapDrawing/projection';
import { spreadMarkers } from '@/ui/mapDrawing/spread';

// The drawing's plane (docs/map.md#the-drawing): true to scale across a city, north up.

/** Places across Lisbon, about 12 km from Belém to Oriente, and some in one street. */
const LISBON: LatLng[] = [
  { lat: 38.6916, lng: -9.2159 }, // Belém
  { lat: 38.7681, lng: -9.0946 }, // Oriente
  { lat: 38.7112, lng: -9.1357 }, // Baixa
  { lat: 38.7369, lng: -9.1427 }, // Saldanha
  { lat: 38.7527, lng: -9.1847 }, // Benfica
  { lat: 38.7106, lng: -9.1336 }, // Rua da Prata
  { lat: 38.7197, lng: -9.1443 }, // Liberdade
  { lat: 38.7, lng: -9.18 }, // Alcântara
];

const BOX = { width: 400, height: 400, padding: 32 };

describe('fitProjection', () => {
  it('keeps distances on the drawing within 1 % of the great-circle distances across a city', () => {
    const projection = fitProjection(LISBON, BOX);
    for (const a of LISBON) {
      for (const b of LISBON) {
        const metres = distanceMetres(a, b);
        if (metres < 100) continue;
        const pa = projection.project(a);
        const pb = projection.project(b);
        const drawn = Math.hypot(pa.x - pb.x, pa.y - pb.y) * projection.metresPerUnit;
        expect(Math.abs(drawn - metres) / metres).toBeLessThan(0.01);
      }
    }
  });

  it('puts north up and east to the right, and every point inside the padding', () => {
    const projection = fitProjection(LISBON, BOX);
    const baixa = projection.project({ lat: 38.7112, lng: -9.1357 });
    const north = projection.project({ lat: 38.7212, lng: -9.1357 });
    const east = projection.project({ lat: 38.7112, lng: -9.1257 });
    expect(north.y).toBeLessThan(baixa.y);
    expect(north.x).toBeCloseTo(baixa.x, 6);
    expect(east.x).toBeGreaterThan(baixa.x);
    for (const point of LISBON.map((p) => projection.project(p))) {
      expect(point.x).toBeGreaterThanOrEqual(BOX.padding - 1e-9);
      expect(point.x).toBeLessThanOrEqual(BOX.width - BOX.padding + 1e-9);
      expect(point.y).toBeGreaterThanOrEqual(BOX.padding - 1e-9);
      expect(point.y).toBeLessThanOrEqual(BOX.height - BOX.padding + 1e-9);
    }
  });

  it('centres a lone point and shows at least 400 m around it', () => {
    const projection = fitProjection([LISBON[2]!], BOX);
    expect(projection.project(LISBON[2]!)).toEqual({ x: 200, y: 200 });
    expect(projection.metresPerUnit * (BOX.width - 2 * BOX.padding)).toBeCloseTo(400, 6);
  });

  it('keeps a route across the antimeridian together', () => {
    const projection = fitProjection(
      [
        { lat: -16.5, lng: 179.99 },
        { lat: -16.5, lng: -179.99 },
      ],
      BOX,
    );
    // About 2 km apart, not the whole Earth.
    expect(projection.metresPerUnit * (BOX.width - 2 * BOX.padding)).toBeLessThan(3000);
  });
});

describe('scaleBar', () => {
  it('is the longest round length that fits', () => {
    expect(scaleBar(10, 120)).toEqual({ metres: 1000, units: 100 });
    expect(scaleBar(10, 90)).toEqual({ metres: 500, units: 50 });
    expect(scaleBar(1, 30)).toEqual({ metres: 20, units: 20 });
  });
});

describe('spreadMarkers', () => {
  it('parts markers closer than the gap, even at one place, and keeps them in the box', () => {
    const places = [
      { x: 100, y: 100 },
      { x: 100, y: 100 },
      { x: 110, y: 100 },
      { x: 300, y: 300 },
      { x: 2, y: 398 },
    ];
    const spread = spreadMarkers(places, 56, BOX);
    for (let i = 0; i < spread.length; i++) {
      for (let j = i + 1; j < spread.length; j++) {
        const distance = Math.hypot(spread[i]!.x - spread[j]!.x, spread[i]!.y - spread[j]!.y);
        expect(distance).toBeGreaterThan(55);
      }
      expect(spread[i]!.x).toBeGreaterThanOrEqual(28);
      expect(spread[i]!.y).toBeLessThanOrEqual(372);
    }
    // A marker with room stays on its place.
    expect(spread[3]).toEqual({ x: 300, y: 300 });
  });
});
