import { PATHS } from '@/config/paths';
import { asError } from '@/platform';
import type { Unsubscribe } from '@/platform';
import type { BackOfficeUsers, ReceiptFeed, UtilitiesSource } from '@/services/ports';
import type { FirestoreAdapters } from './firestoreAdapters';

// The ports are synchronous to subscribe to, but the Firestore SDK arrives later (a separate
// chunk loaded on first use). These wrappers subscribe once it has arrived, and an unsubscribe
// that comes first cancels the subscription before it is made.

export type LoadFirestoreAdapters = () => Promise<FirestoreAdapters>;

/** Subscribes through the adapters `load` gives, once they have arrived (the desk's too). */
export function subscribeWhenLoaded<Adapters>(
  load: () => Promise<Adapters>,
  subscribe: (adapters: Adapters) => Unsubscribe,
  onError: (error: Error) => void,
): Unsubscribe {
  let cancelled = false;
  let unsubscribe: Unsubscribe | null = null;
  load().then(
    (adapters) => {
      if (!cancelled) unsubscribe = subscribe(adapters);
    },
    (error: unknown) => {
      // A chunk that fails to download (offline on a first visit) is reported like a query error.
      if (!cancelled) onError(asError(error));
    },
  );
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}

export function lazyBackOfficeUsers(load: LoadFirestoreAdapters): BackOfficeUsers {
  return {
    watch: (uid, onNext, onError) =>
      subscribeWhenLoaded(load, (a) => a.backOfficeUsers.watch(uid, onNext, onError), onError),
  };
}

export function lazyReceiptFeed(load: LoadFirestoreAdapters): ReceiptFeed {
  return {
    watch: (query, onNext, onError) =>
      subscribeWhenLoaded(load, (a) => a.receipts.watch(query, onNext, onError), onError),
  };
}

export function lazyUtilities(load: LoadFirestoreAdapters): UtilitiesSource {
  return {
    getOriginAddress: async () => (await load()).utilities.getOriginAddress(),
  };
}

/** Runs `load` once and shares its promise; a failed load may be retried by the next caller. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}

/**
 * Whether a start on `pathname` is a signed-in one: the route guard sends everyone else to the
 * sign-in form, and the installed app opens on /order. Only then is Firestore worth opening
 * before Auth has restored the session (the sign-in form must not load it: check:budget).
 */
export function isSignedInStart(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path !== '' && path !== PATHS.login;
}
