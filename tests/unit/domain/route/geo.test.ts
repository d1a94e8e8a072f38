import { describe, expect, it } from 'vitest';
import { distanceMetres, distanceParts, etaMinutes } from '@/domain/route/geo';

describe('distanceMetres', () => {
  it('measures Lisbon: Rossio to Belém Tower is about 6.4 km', () => {
    const rossio = { lat: 38.7139, lng: -9.1394 };
    const belem = { lat: 38.6916, lng: -9.216 };
    expect(distanceMetres(rossio, belem)).toBeGreaterThan(6_500);
    expect(distanceMetres(rossio, belem)).toBeLessThan(7_200);
  });

  it('is zero for one point and symmetric', () => {
    const a = { lat: 38.7, lng: -9.1 };
    const b = { lat: 41.15, lng: -8.61 };
    expect(distanceMetres(a, a)).toBe(0);
    expect(distanceMetres(a, b)).toBeCloseTo(distanceMetres(b, a), 6);
  });

  it('holds antipodes without NaN', () => {
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(20_015_115, -3);
  });
});

describe('distanceParts', () => {
  it.each([
    [0, { unit: 'm', value: 0 }],
    [848, { unit: 'm', value: 850 }],
    [994, { unit: 'm', value: 990 }],
    [996, { unit: 'km', value: 1, fractionDigits: 1 }],
    [2_449, { unit: 'km', value: 2.4, fractionDigits: 1 }],
    [12_600, { unit: 'km', value: 13, fractionDigits: 0 }],
    [Number.NaN, { unit: 'm', value: 0 }],
    [-5, { unit: 'm', value: 0 }],
  ])('%s m', (metres, parts) => {
    expect(distanceParts(metres)).toEqual(parts);
  });
});

describe('etaMinutes', () => {
  it('is the distance at the average speed, rounded up, at least 1 minute', () => {
    expect(etaMinutes(2_400, 20)).toBe(8); // 2.4 km at 20 km/h: 7.2 min
    expect(etaMinutes(3_000, 20)).toBe(9);
    expect(etaMinutes(0, 20)).toBe(1);
    expect(etaMinutes(10_000, 40)).toBe(15);
  });

  it('has no estimate without a usable speed', () => {
    expect(etaMinutes(1_000, 0)).toBeNull();
    expect(etaMinutes(1_000, Number.NaN)).toBeNull();
  });
});
