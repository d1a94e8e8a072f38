import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  inMemoryPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';

/**
 * Firebase Auth for one Firebase app: the driver app's default app (index.ts), or the desk's
 * named one (desk.ts), whose session is kept apart under its own name. `emulatorHost`: the Auth
 * emulator's host:port in emulator mode (config.emulatorHosts.auth), null for the real project.
 */
export function openAuth(app: FirebaseApp, emulatorHost: string | null): Auth {
  // initializeAuth rather than getAuth: no popup/redirect resolver (we only use email and
  // password), which keeps the sign-in chunk small and needs no auth iframe in the CSP. It also
  // keeps the native wrapper working: getAuth can hang in WKWebView, and IndexedDB (first
  // here) is the persistence the wrapper's WebViews keep across app restarts.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, inMemoryPersistence],
  });
  if (emulatorHost !== null) {
    connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  }
  return auth;
}
