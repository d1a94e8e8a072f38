import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRoute, ROUTE_STORAGE_KEYS, type RouteStorage } from '@/features/route/preferences';
import {
  forgetUnsavedRoute,
  loadRouteAsShown,
  SAVE_ROUTE_AFTER_MS,
  saveRouteWhenQuiet,
} from '@/features/route/routeWriteBehind';

function memoryStorage(): RouteStorage & { writes: number } {
  const items = new Map<string, string>();
  const storage = {
    writes: 0,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      storage.writes += 1;
      items.set(key, value);
    },
  };
  return storage;
}

function hide(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

const NOON = new Date(2026, 10, 25, 12).getTime();

describe('the route written behind the screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    forgetUnsavedRoute();
    vi.useRealTimers();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('writes a burst of changes once, after the quiet time, and shows the last at once', () => {
    const storage = memoryStorage();
    saveRouteWhenQuiet(storage, 'd1', NOON, ['a', 'b', 'c']);
    vi.advanceTimersByTime(SAVE_ROUTE_AFTER_MS - 1);
    saveRouteWhenQuiet(storage, 'd1', NOON, ['a', 'c']);
    saveRouteWhenQuiet(storage, 'd1', NOON, ['c']);
    expect(storage.writes).toBe(0);
    // A screen mounting now, or the first frame's drawing, reads the route as shown.
    expect(loadRouteAsShown(storage, 'd1', NOON)).toEqual(['c']);
    vi.advanceTimersByTime(SAVE_ROUTE_AFTER_MS);
    expect(storage.writes).toBe(1);
    expect(loadRoute(storage, 'd1', NOON)).toEqual(['c']);
  });

  it('writes at once when the app is hidden, and not again after', () => {
    const storage = memoryStorage();
    saveRouteWhenQuiet(storage, 'd1', NOON, ['b', 'a']);
    hide();
    expect(loadRoute(storage, 'd1', NOON)).toEqual(['b', 'a']);
    vi.advanceTimersByTime(SAVE_ROUTE_AFTER_MS * 4);
    expect(storage.writes).toBe(1);
  });

  it('keeps the rules of the phone’s route: another dispatcher or another day sees none', () => {
    const storage = memoryStorage();
    saveRouteWhenQuiet(storage, 'd1', NOON, ['b', 'a']);
    expect(loadRouteAsShown(storage, 'd2', NOON)).toEqual([]);
    expect(loadRouteAsShown(storage, 'd1', NOON + 24 * 3_600_000)).toEqual([]);
  });

  it('writes one storage’s route at once when another’s comes, and reads each its own', () => {
    const first = memoryStorage();
    const second = memoryStorage();
    saveRouteWhenQuiet(first, 'd1', NOON, ['a']);
    saveRouteWhenQuiet(second, 'd1', NOON, ['b']);
    expect(loadRoute(first, 'd1', NOON)).toEqual(['a']);
    expect(loadRouteAsShown(first, 'd1', NOON)).toEqual(['a']);
    expect(loadRouteAsShown(second, 'd1', NOON)).toEqual(['b']);
  });

  it('forgets a route still waiting without writing it', () => {
    const storage = memoryStorage();
    saveRouteWhenQuiet(storage, 'd1', NOON, ['a']);
    forgetUnsavedRoute();
    vi.advanceTimersByTime(SAVE_ROUTE_AFTER_MS * 2);
    expect(storage.writes).toBe(0);
    expect(storage.getItem(ROUTE_STORAGE_KEYS.route)).toBeNull();
  });

  it('loses nothing when the storage is full: the route stays shown on the page', () => {
    const full: RouteStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    saveRouteWhenQuiet(full, 'd1', NOON, ['a', 'b']);
    expect(() => vi.advanceTimersByTime(SAVE_ROUTE_AFTER_MS)).not.toThrow();
  });
});
