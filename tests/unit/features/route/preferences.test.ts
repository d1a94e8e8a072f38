import { describe, expect, it } from 'vitest';
import { linkTarget } from '@/features/route/linkTarget';
import {
  createRoutePreferences,
  isAppleDevice,
  loadRoute,
  navigationApps,
  readNavigationApp,
  readSort,
  ROUTE_STORAGE_KEYS,
  saveRoute,
  type RouteStorage,
} from '@/features/route/preferences';

function memoryStorage(): RouteStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

const throwing: RouteStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
};

const NOON = new Date(2026, 10, 25, 12).getTime();

describe('the route kept on the phone', () => {
  it('saves and reads back one dispatcher’s route of the day, nothing the next day', () => {
    const storage = memoryStorage();
    saveRoute(storage, 'd1', NOON, ['b', 'a']);
    expect(loadRoute(storage, 'd1', NOON + 3_600_000)).toEqual(['b', 'a']);
    expect(loadRoute(storage, 'd1', NOON + 24 * 3_600_000)).toEqual([]);
    expect(loadRoute(storage, 'd2', NOON)).toEqual([]);
  });

  it('reads broken JSON or blocked storage as no route, and saving there does not throw', () => {
    const storage = memoryStorage();
    storage.setItem(ROUTE_STORAGE_KEYS.route, '{not json');
    expect(loadRoute(storage, 'd1', NOON)).toEqual([]);
    expect(loadRoute(throwing, 'd1', NOON)).toEqual([]);
    expect(() => saveRoute(throwing, 'd1', NOON, ['a'])).not.toThrow();
    expect(loadRoute(null, 'd1', NOON)).toEqual([]);
  });
});

describe('the sort and the navigation app', () => {
  it('remembers the choices', () => {
    const storage = memoryStorage();
    const preferences = createRoutePreferences(storage);
    expect(preferences.sort.get()).toBe('route');
    preferences.chooseSort('time');
    preferences.chooseNavigationApp('waze');
    expect(readSort(storage)).toBe('time');
    expect(createRoutePreferences(storage).navigationApp.get()).toBe('waze');
  });

  it('offers Apple Maps on Apple devices only, and falls back to Google Maps elsewhere', () => {
    expect(navigationApps(true)).toEqual(['google', 'waze', 'apple']);
    expect(navigationApps(false)).toEqual(['google', 'waze']);
    const storage = memoryStorage();
    storage.setItem(ROUTE_STORAGE_KEYS.navigationApp, 'apple');
    expect(readNavigationApp(storage, true)).toBe('apple');
    expect(readNavigationApp(storage, false)).toBe('google');
    storage.setItem(ROUTE_STORAGE_KEYS.navigationApp, 'something else');
    expect(readNavigationApp(storage, true)).toBe('google');
  });

  it('tells Apple devices by their browser', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/130 Mobile';
    expect(isAppleDevice({ userAgent: iphone })).toBe(true);
    expect(isAppleDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' })).toBe(true);
    expect(isAppleDevice({ userAgent: android })).toBe(false);
  });
});

describe('linkTarget', () => {
  it('uses universal links on the web, each app’s scheme inside the native wrapper', () => {
    expect(linkTarget({}, false)).toBe('web');
    expect(linkTarget({ androidBridge: {} }, false)).toBe('web');
    expect(linkTarget({ androidBridge: {} }, true)).toBe('android');
    expect(linkTarget({ webkit: { messageHandlers: { bridge: {} } } }, true)).toBe('ios');
    expect(linkTarget({}, true)).toBe('web');
  });
});
