import type { Unsubscribe } from '@/platform';
import type { SampleData, Services } from '@/services/ports';

// The prerendered sign-in screen (docs/performance.md) is on screen, and React hydrates it,
// before the mode's adapters have loaded. Until they have, the app runs on these: every call
// waits for the real adapters and is then passed on, so a dispatcher who types and taps "Sign
// in" in that moment is signed in, not told to wait. Nothing subscribes before the adapters are
// there except the session's auth listener, which then hears the real auth state.

/** Subscribes through the real adapter once it is there; unsubscribing before that cancels. */
function later<Args extends unknown[]>(
  ready: Promise<Services>,
  subscribe: (services: Services, ...args: Args) => Unsubscribe,
): (...args: Args) => Unsubscribe {
  return (...args) => {
    let cancelled = false;
    let unsubscribe: Unsubscribe | null = null;
    ready.then(
      (services) => {
        if (!cancelled) unsubscribe = subscribe(services, ...args);
      },
      // The boot screen reports a failed load; a listener has nothing to add.
      () => {},
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  };
}

/**
 * Services for the screens rendered before the adapters load (`mode` is the build's). `ready`
 * resolves with the real adapters; calls made before it resolves wait for it. `sampleAccounts`:
 * the demo build's account list (static, so the prerendered form lists it), null otherwise.
 */
export function createPendingServices(
  mode: Services['mode'],
  ready: Promise<Services>,
  sampleAccounts: SampleData['accounts'] | null = null,
): Services {
  return {
    mode,
    auth: {
      onAuthStateChanged: later(ready, (s, listener) => s.auth.onAuthStateChanged(listener)),
      signIn: async (email, password) => (await ready).auth.signIn(email, password),
      signOut: async () => (await ready).auth.signOut(),
      sendPasswordReset: async (email) => (await ready).auth.sendPasswordReset(email),
      getIdToken: async (forceRefresh) => (await ready).auth.getIdToken(forceRefresh),
    },
    backOfficeUsers: {
      watch: later(ready, (s, uid, onNext, onError) =>
        s.backOfficeUsers.watch(uid, onNext, onError),
      ),
    },
    receipts: {
      watch: later(ready, (s, query, onNext, onError) => s.receipts.watch(query, onNext, onError)),
    },
    utilities: { getOriginAddress: async () => (await ready).utilities.getOriginAddress() },
    dispatchApi: {
      deliveryUpdate: async (update) => (await ready).dispatchApi.deliveryUpdate(update),
      tokenUpdate: async (update) => (await ready).dispatchApi.tokenUpdate(update),
      uploadProof: async (upload) => (await ready).dispatchApi.uploadProof(upload),
    },
    push: {
      support: async () => (await ready).push.support(),
      // Not asked yet, as far as the first screen knows: no push UI is on the sign-in form.
      permission: () => 'default',
      requestPermission: async () => (await ready).push.requestPermission(),
      getToken: async () => (await ready).push.getToken(),
      onForegroundMessage: later(ready, (s, listener) => s.push.onForegroundMessage(listener)),
      sendTestNotification: null,
    },
    clock: { now: () => Date.now() },
    sampleData: sampleAccounts && {
      accounts: sampleAccounts,
      reset: async () => (await ready).sampleData?.reset(),
    },
    localPhotos: sampleAccounts && {
      read: async (photoUrl) => (await ready).localPhotos?.read(photoUrl) ?? null,
    },
  };
}
