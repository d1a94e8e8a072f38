import { safeLocalStorage } from '@/platform';
import { lastPosition } from './position';
import { resetSharedRoutePreferences, ROUTE_STORAGE_KEYS } from './preferences';
import { forgetUnsavedRoute } from './routeWriteBehind';
import { clearSearches } from './search';

/** Forgets everything the route keeps on this page and phone (the component tests, between tests). */
export function forgetRouteOnThisPage(): void {
  forgetUnsavedRoute();
  const storage = safeLocalStorage();
  for (const key of Object.values(ROUTE_STORAGE_KEYS)) {
    try {
      storage?.removeItem(key);
    } catch {
      // Blocked storage holds nothing to forget.
    }
  }
  resetSharedRoutePreferences();
  clearSearches();
  lastPosition.set(null);
}
