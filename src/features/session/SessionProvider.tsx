import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import { hasAppAccess } from '@/domain/roles';
import {
  forgetRememberedStart,
  rememberSession,
  rememberedSession,
} from '@/features/shared/rememberedStart';
import { useServices } from '@/features/shared/services';
import { AuthError, type AuthUser } from '@/services/ports';
import { i18n } from '@/ui/i18n';
import { authErrorText } from './authErrorText';
import {
  sessionReducer,
  startingSessionState,
  type LoginNotice,
  type SessionState,
} from './sessionState';

interface SessionContextValue {
  state: SessionState;
  /** What /login says after the session was ended for it ("Access Denied", a failed check). */
  loginNotice: LoginNotice | null;
  /**
   * How many changes not sent the session left on this phone when its access was withdrawn
   * ("Access Denied"): they are kept, and the screen says so. 0 otherwise.
   */
  keptChanges: number;
  /**
   * How the session counts the changes not sent, should its access be withdrawn (the signed-in
   * screens know the outbox; the session does not). Returns the function that stops it.
   */
  countUnsentWith(count: () => number): () => void;
  clearLoginNotice(): void;
  /** Rejects with AuthError (its message is fit to show). */
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Work to finish while still signed in, just before signing out (push: the backend forgets
   * the token). Tasks bound their own time and their failures never stop the sign-out.
   */
  onBeforeSignOut(task: () => Promise<void>): () => void;
  sendPasswordReset(email: string): Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { auth, backOfficeUsers } = useServices();
  // A start with a remembered session shows its screens at once (rememberedStart.ts).
  const [state, dispatch] = useReducer(sessionReducer, null, () =>
    startingSessionState(rememberedSession()),
  );
  const [loginNotice, setLoginNotice] = useState<LoginNotice | null>(null);
  const [keptChanges, setKeptChanges] = useState(0);
  const countUnsent = useRef<(() => number) | null>(null);

  // The next start begins where this one is: a confirmed session is remembered (its record
  // again whenever it changes), an ended or refused one forgotten with its orders.
  useEffect(() => {
    if (state.status === 'ready' && !state.remembered) {
      rememberSession({ user: state.user, profile: state.profile });
    } else if (state.status === 'signedOut' || state.status === 'denied') {
      forgetRememberedStart();
    }
  }, [state]);

  useEffect(
    () => auth.onAuthStateChanged((user) => dispatch({ type: 'auth-changed', user })),
    [auth],
  );

  const uid = 'user' in state ? state.user.uid : null;
  useEffect(() => {
    if (uid === null) return;
    return backOfficeUsers.watch(
      uid,
      (snapshot) => {
        dispatch({ type: 'record', uid, snapshot });
        // Denied: the server confirmed there is no back-office record, or that it was
        // deactivated (a cached answer is not enough, see sessionState). Sign out and say why on
        // /login.
        if (!hasAppAccess(snapshot.user) && !snapshot.fromCache) {
          setLoginNotice({ kind: 'refused', reason: 'access-denied' });
          // Read before the signed-in screens go: the changes stay stored for this user.
          setKeptChanges(countUnsent.current?.() ?? 0);
          void auth.signOut();
        }
      },
      (error) => {
        setLoginNotice({ kind: 'check-failed', message: error.message });
        void auth.signOut();
      },
    );
  }, [uid, auth, backOfficeUsers]);

  const signIn = useCallback(
    async (email: string, password: string) => {
      setLoginNotice(null);
      setKeptChanges(0);
      await auth.signIn(email, password);
    },
    [auth],
  );

  const beforeSignOut = useRef(new Set<() => Promise<void>>());
  const onBeforeSignOut = useCallback((task: () => Promise<void>) => {
    beforeSignOut.current.add(task);
    return () => void beforeSignOut.current.delete(task);
  }, []);

  const countUnsentWith = useCallback((count: () => number) => {
    countUnsent.current = count;
    return () => {
      if (countUnsent.current === count) countUnsent.current = null;
    };
  }, []);

  const signOut = useCallback(async () => {
    await Promise.allSettled([...beforeSignOut.current].map((task) => task()));
    await auth.signOut();
  }, [auth]);

  const sendPasswordReset = useCallback((email: string) => auth.sendPasswordReset(email), [auth]);

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      loginNotice,
      keptChanges,
      countUnsentWith,
      clearLoginNotice: () => {
        setLoginNotice(null);
        setKeptChanges(0);
      },
      signIn,
      signOut,
      onBeforeSignOut,
      sendPasswordReset,
    }),
    [
      state,
      loginNotice,
      keptChanges,
      countUnsentWith,
      signIn,
      signOut,
      onBeforeSignOut,
      sendPasswordReset,
    ],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (value === null) throw new Error('SessionProvider is missing above this component.');
  return value;
}

/** The signed-in dispatcher; only for components under the route guard. */
export function useCurrentUser(): { user: AuthUser; profile: BackOfficeUser } {
  const { state } = useSession();
  if (state.status !== 'ready') throw new Error('useCurrentUser is only for signed-in screens.');
  return { user: state.user, profile: state.profile };
}

export function messageOf(error: unknown): string {
  if (error instanceof AuthError) return authErrorText(error);
  if (error instanceof Error && error.message)
    return i18n.t('app.somethingWentWrongBecause', { reason: error.message });
  return i18n.t('app.somethingWentWrong');
}
