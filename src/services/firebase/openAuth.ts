import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { AUTH_EMULATOR_URL } from './emulators';

/**
 * Firebase Auth for one Firebase app: the driver app's default app (index.ts), or the desk's
 * named one (desk.ts), whose session is kept apart under its own name.
 */
export function openAuth(app: FirebaseApp, useEmulators: boolean): Auth {
  // initializeAuth rather than getAuth: no popup/redirect resolver (we only use email and
  // password), which keeps the sign-in chunk small and needs no auth iframe in the CSP. It also
  // keeps the native wrapper working: getAuth can hang in WKWebView, and IndexedDB (first
  // here) is the persistence the wrapper's WebViews keep across app restarts.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, inMemoryPersistence],
  });
  if (useEmulators) connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
  return auth;
}
