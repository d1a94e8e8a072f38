import { describe, expect, it } from 'vitest';
import { LOGIN_NAVIGATION, NAVIGATION_DENYLIST } from '@/sw/offline';

// Workbox's NavigationRoute tests its denylist against pathname + search.
const deniedOffline = (pathAndQuery: string) =>
  NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndQuery));

describe('the offline navigation fallback', () => {
  it.each([
    '/',
    '/order',
    '/delivered',
    '/login',
    '/order-detail?id=r-42',
    '/order-detail?id=a.b',
    '/tracker',
    '/desktop',
  ])('answers the app route %s with the shell', (route) => {
    expect(deniedOffline(route)).toBe(false);
  });

  it.each(['/login', '/login?from=x'])('answers %s with the sign-in shell', (route) => {
    expect(LOGIN_NAVIGATION.some((pattern) => pattern.test(route))).toBe(true);
  });

  it.each(['/', '/order', '/order-detail?id=login', '/login-help', '/logins', '/login/'])(
    'answers %s with the starting shell, never the sign-in form',
    (route) => {
      expect(LOGIN_NAVIGATION.some((pattern) => pattern.test(route))).toBe(false);
    },
  );

  it.each([
    '/__/auth/handler?apiKey=x',
    '/__/firebase/init.js',
    '/robots.txt',
    '/sw.js',
    // The customer's tracking page is its own page, never the driver app (docs/tracking.md).
    '/track/q3X-AbCdEfGhIjKlMnOpQr',
    '/track/',
    // The back office's desk is its own page too (docs/desk.md).
    '/desk',
    '/desk/',
    '/desk?lang=pt',
    '/desk/board',
  ])('lets %s reach the server', (route) => {
    expect(deniedOffline(route)).toBe(true);
  });
});
