import { vi } from 'vitest';

/**
 * The phone's position and its permission, faked on `navigator` for a test (remove both after:
 * `forgetFakeGeolocation`). `move` answers the newest watch with a position taken now.
 */
export function fakeGeolocation(state: PermissionState, accuracy = 12) {
  const watchers: PositionCallback[] = [];
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback) => watchers.push(success)),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  Object.defineProperty(navigator, 'permissions', {
    value: { query: async () => ({ state, addEventListener() {}, removeEventListener() {} }) },
    configurable: true,
  });
  const move = (lat: number, lng: number) =>
    watchers.at(-1)?.({
      coords: { latitude: lat, longitude: lng, accuracy },
      timestamp: Date.now(),
    } as GeolocationPosition);
  return { geolocation, move };
}

export function forgetFakeGeolocation() {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
}
