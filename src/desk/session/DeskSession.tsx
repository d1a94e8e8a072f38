import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useState,
  type ReactNode,
} from 'react';
import { useDeskServices } from '@/desk/deskServices';
import { forgetDeskFirstFrame } from '@/desk/firstFrame/deskFirstFrame';
import { deskText } from '@/desk/i18n/texts';
import { i18n } from '@/ui/i18n';
import type { SignInNotice } from '@/ui/signInNotice';
import {
  deskSessionReducer,
  initialDeskSession,
  type DeskRefusal,
  type DeskSessionState,
} from './deskSession';

// The desk's session (docs/desk.md#who): its own sign-in (the desk's Auth, apart from the
// driver app's), the back-office record watched while signed in, and a refused account signed
// out of the desk with the reason shown on its sign-in form.

/** What the sign-in form shows after the desk ended a session it refused. */
export type DeskSignInNotice = SignInNotice<DeskRefusal>;

function refusedOf(state: DeskSessionState): DeskRefusal | null {
  if (state.status === 'refused') return state.reason;
  return state.status === 'signedOut' ? state.refused : null;
}

interface DeskSessionValue {
  state: DeskSessionState;
  notice: DeskSignInNotice | null;
  clearNotice(): void;
  /** Rejects with AuthError. */
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
}

const DeskSessionContext = createContext<DeskSessionValue | null>(null);

export function DeskSessionProvider({ children }: { children: ReactNode }) {
  const { auth, backOfficeUsers } = useDeskServices();
  const [state, dispatch] = useReducer(deskSessionReducer, initialDeskSession);
  const [checkFailed, setCheckFailed] = useState<string | null>(null);

  useEffect(
    () => auth.onAuthStateChanged((user) => dispatch({ type: 'auth-changed', user })),
    [auth],
  );

  const uid = 'user' in state ? state.user.uid : null;
  useEffect(() => {
    if (uid === null) return;
    return backOfficeUsers.watch(
      uid,
      (snapshot) => dispatch({ type: 'record', uid, snapshot }),
      (error) => {
        setCheckFailed(i18n.t('login.accessCheckFailed', { reason: error.message }));
        void auth.signOut();
      },
    );
  }, [uid, auth, backOfficeUsers]);

  // Refused: signed out of the desk (the driver app's session, if any, is another one); the
  // reason stays in the state for the sign-in form.
  const refusing = state.status === 'refused';
  useEffect(() => {
    if (refusing) void auth.signOut();
  }, [refusing, auth]);

  const clearNotice = useCallback(() => {
    setCheckFailed(null);
    dispatch({ type: 'refusal-read' });
  }, []);
  const signIn = useCallback(
    async (email: string, password: string) => {
      clearNotice();
      await auth.signIn(email, password);
    },
    [auth, clearNotice],
  );
  // The board kept for the next start (docs/desk.md#the-board-in-the-first-frame) leaves with
  // the session: the next one at this computer may be someone else's.
  const signOut = useCallback(() => {
    forgetDeskFirstFrame();
    return auth.signOut();
  }, [auth]);

  const refused = refusedOf(state);
  const notice = useMemo<DeskSignInNotice | null>(() => {
    if (refused !== null) return { kind: 'refused', reason: refused };
    return checkFailed === null ? null : { kind: 'check-failed', message: checkFailed };
  }, [refused, checkFailed]);
  const value = useMemo<DeskSessionValue>(
    () => ({ state, notice, clearNotice, signIn, signOut }),
    [state, notice, clearNotice, signIn, signOut],
  );
  return <DeskSessionContext.Provider value={value}>{children}</DeskSessionContext.Provider>;
}

export function useDeskSession(): DeskSessionValue {
  const value = useContext(DeskSessionContext);
  if (value === null) throw new Error('DeskSessionProvider is missing above this component.');
  return value;
}

/** The words of a sign-in notice, in the language shown. */
export function noticeMessage(notice: DeskSignInNotice): string {
  if (notice.kind === 'check-failed') return notice.message;
  return deskText(notice.reason === 'not-manager' ? 'signIn.notManager' : 'signIn.noRecord');
}
