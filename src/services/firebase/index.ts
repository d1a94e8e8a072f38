import { initializeApp } from 'firebase/app';
import { isProductionBuild, type FirebaseConfig } from '@/config/env';
import { afterNextPaint } from '@/platform';
import { createNativePush } from '@/services/native/push';
import { systemClock, type Services } from '@/services/ports';
import { createAuthGateway } from './auth';
import { createLazyHttpDispatchApi } from './dispatchApi';
import {
  isSignedInStart,
  lazyBackOfficeUsers,
  lazyReceiptFeed,
  lazyUtilities,
  once,
} from './lazyAdapters';
import { openAuth } from './openAuth';
import { createFirebasePush } from './push';
import { createLazyHttpShift } from './shift';
import { createLazyHttpTracking } from './tracking';

// Firebase mode (docs/architecture.md#modes). This chunk holds firebase/app and /auth, which the
// login screen needs; Firestore is a separate chunk loaded on the first data subscription.

// One set of services per configuration: React's StrictMode (and any retry) may boot twice,
// and Firebase refuses to initialise Auth or Firestore a second time with new settings.
const servicesByConfig = new WeakMap<FirebaseConfig, Services>();

export function createFirebaseServices(config: FirebaseConfig): Services {
  let services = servicesByConfig.get(config);
  if (services === undefined) {
    services = buildServices(config);
    servicesByConfig.set(config, services);
  }
  return services;
}

function buildServices(config: FirebaseConfig): Services {
  const app = initializeApp(config.firebase);
  const auth = createAuthGateway(
    openAuth(app, config.useEmulators ? config.emulatorHosts.auth : null),
  );
  const loadFirestore = once(async () => {
    const { openFirestoreAdapters } = await import('./firestoreAdapters');
    return openFirestoreAdapters(app, config);
  });
  // A signed-in start (docs/performance.md): download Firestore and open its persistent cache
  // while Auth restores the session, not after it, so the back-office record and the orders
  // are read from the cache the moment the user is known. After the next frame, though: a
  // remembered start draws the orders in the render that follows these services' creation,
  // and running Firestore's chunk (~100 ms of a slow phone's main thread) first would hold
  // that render back. A failure here is not reported: the first subscription loads again and
  // reports it.
  if (isSignedInStart(globalThis.location?.pathname ?? ''))
    afterNextPaint(() => void loadFirestore().catch(() => {}));

  return {
    mode: 'firebase',
    auth,
    backOfficeUsers: lazyBackOfficeUsers(loadFirestore),
    receipts: lazyReceiptFeed(loadFirestore),
    utilities: lazyUtilities(loadFirestore),
    dispatchApi: createLazyHttpDispatchApi(config.backendUrl, auth),
    // Inside the wrapper (import.meta.env.NATIVE: a literal, see src/main.tsx), FCM through the
    // native plugin (no service worker, no VAPID key).
    push: import.meta.env.NATIVE
      ? createNativePush()
      : createFirebasePush(app, config.vapidKey, isProductionBuild),
    clock: systemClock,
    sampleData: null,
    localPhotos: null,
    tracking: config.tracking ? createLazyHttpTracking(config.backendUrl, auth) : null,
    shift: createLazyHttpShift(config.backendUrl, auth),
  };
}
