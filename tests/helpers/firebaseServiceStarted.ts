import type { FirebaseApp } from 'firebase/app';

// Whether a Firebase service (Firestore, Messaging…) has been instantiated on an app, asked
// without starting it. The app's component container is real at runtime but left out of the
// public types. We do not use the SDK's `_getProvider` for this: it also fires the app's
// heartbeat, which opens IndexedDB in the background and, in a jsdom test, can call `self` after
// the environment is torn down ("self is not defined", an unhandled error that fails the run).
interface AppWithContainer {
  container: { getProvider(name: string): { isInitialized(identifier?: string): boolean } };
}

export function firebaseServiceStarted(
  app: FirebaseApp,
  name: 'firestore' | 'messaging',
  instanceIdentifier?: string,
): boolean {
  return (app as unknown as AppWithContainer).container
    .getProvider(name)
    .isInitialized(instanceIdentifier);
}
