import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DispatchApi } from '../../services/ports';
import { useServices } from '../shared/services';
import { createOutbox, useOutboxSnapshot, type Outbox, type OutboxSnapshot } from './outbox';

/**
 * The outbox of the signed-in dispatcher (docs/outbox.md): one instance per
 * user, created when the session is ready and disposed on sign-out or a change of user (the
 * orders provider, and so this hook, lives only while that user's session is ready).
 */
export function useOrdersOutbox(uid: string): {
  outbox: Outbox | null;
  snapshot: OutboxSnapshot | null;
} {
  // The outbox lives as long as the user's session, not as long as one set of adapters: a
  // remembered start runs on pending services until the real ones load (src/app/
  // pendingServices.ts), and that swap must not make a second outbox (it would send its queue
  // again). So it reaches the services through this ref, always the current ones.
  const services = useServices();
  const current = useRef(services);
  useLayoutEffect(() => {
    current.current = services;
  }, [services]);
  // Who is signed in right now, read by the outbox before every request: a change queued by
  // this user is never sent with another user's token. Starts as `uid` (the session is ready
  // for that user) and follows the auth state from then on.
  const signedInUid = useRef<string | null>(uid);
  const [outbox, setOutbox] = useState<Outbox | null>(null);

  useEffect(() => {
    signedInUid.current = uid;
    // Pending services pass the listener on to the real auth once it is there.
    const stopWatching = current.current.auth.onAuthStateChanged((user) => {
      signedInUid.current = user?.uid ?? null;
    });
    const api: DispatchApi = {
      deliveryUpdate: (update) => current.current.dispatchApi.deliveryUpdate(update),
      tokenUpdate: (update) => current.current.dispatchApi.tokenUpdate(update),
      uploadProof: (upload) => current.current.dispatchApi.uploadProof(upload),
    };
    const created = createOutbox({
      uid,
      api,
      clock: { now: () => current.current.clock.now() },
      refreshToken: () => current.current.auth.getIdToken(true),
      currentUid: () => signedInUid.current,
    });
    setOutbox(created);
    // A rejected `ready` (IndexedDB unavailable) is reported where changes are enqueued.
    created.ready.catch(() => {});
    return () => {
      stopWatching();
      created.dispose();
      setOutbox((current) => (current === created ? null : current));
    };
  }, [uid]);

  const snapshot = useOutboxSnapshot(outbox);
  return useMemo(() => ({ outbox, snapshot }), [outbox, snapshot]);
}
