import { useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '@/features/shared/services';
import { createOutbox, type Outbox, type OutboxSnapshot } from '@/outbox';
import { useStore } from '@/ui/useStore';

/**
 * The outbox of the signed-in dispatcher (docs/outbox.md): one instance per
 * user, created when the session is ready and disposed on sign-out or a change of user (the
 * orders provider, and so this hook, lives only while that user's session is ready).
 */
export function useOrdersOutbox(uid: string): {
  outbox: Outbox | null;
  snapshot: OutboxSnapshot | null;
} {
  const services = useServices();
  const { auth, dispatchApi, clock } = services;
  // Who is signed in right now, read by the outbox before every request: a change queued by
  // this user is never sent with another user's token. Starts as `uid` (the session is ready
  // for that user) and follows the auth state from then on.
  const signedInUid = useRef<string | null>(uid);
  const [outbox, setOutbox] = useState<Outbox | null>(null);

  useEffect(() => {
    signedInUid.current = uid;
    const stopWatching = auth.onAuthStateChanged((user) => {
      signedInUid.current = user?.uid ?? null;
    });
    const created = createOutbox({
      uid,
      api: dispatchApi,
      clock,
      refreshToken: () => auth.getIdToken(true),
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
  }, [uid, auth, dispatchApi, clock]);

  const snapshot = useStore(outbox);
  return useMemo(() => ({ outbox, snapshot }), [outbox, snapshot]);
}
