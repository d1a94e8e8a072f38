import type { BackOfficeUser } from '@/domain/backOfficeUser';
import { hasAppAccess } from '@/domain/roles';
import type { RememberedSession } from '@/features/shared/rememberedStart';
import type { AuthUser, BackOfficeUserSnapshot } from '@/services/ports';
import type { SignInNotice } from '@/ui/signInNotice';

// The session state machine (docs/architecture.md#session), as a pure reducer:
// loading → signedOut | checking (signed in, back-office record not yet known) → ready | denied.
// A start with a remembered session (features/shared/rememberedStart.ts) begins at ready,
// `remembered`, until Auth confirms the same user.

/**
 * Why /login shows a notice after the app ended a session: "Access Denied" (the server confirmed
 * there is no record, or a deactivated one), or a failed access check.
 */
export type LoginNotice = SignInNotice<'access-denied'>;

export type SessionState =
  | { status: 'loading' }
  | {
      status: 'signedOut';
      /**
       * True when a session ended in this page's life (a sign-out, or access withdrawn): the
       * guarded page it ended on was the previous user's, not a destination to return to.
       */
      sessionEnded: boolean;
    }
  | { status: 'checking'; user: AuthUser }
  | {
      status: 'ready';
      user: AuthUser;
      profile: BackOfficeUser;
      /** Shown from the phone's record of the last session; Auth has not confirmed it yet. */
      remembered?: true;
    }
  | { status: 'denied'; user: AuthUser };

export type SessionEvent =
  | { type: 'auth-changed'; user: AuthUser | null }
  | { type: 'record'; uid: string; snapshot: BackOfficeUserSnapshot };

export const initialSessionState: SessionState = { status: 'loading' };

/** Where a start begins: at the remembered session's screens, or loading. */
export function startingSessionState(remembered: RememberedSession | null): SessionState {
  if (remembered === null) return initialSessionState;
  return { status: 'ready', user: remembered.user, profile: remembered.profile, remembered: true };
}

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'auth-changed':
      if (event.user === null) {
        if (state.status === 'signedOut') return state;
        // A remembered session Auth does not confirm was never this page's: the page it
        // showed stays the destination of the next sign-in.
        const remembered = state.status === 'ready' && state.remembered === true;
        return { status: 'signedOut', sessionEnded: 'user' in state && !remembered };
      }
      if ('user' in state && state.user.uid === event.user.uid) {
        if (state.status !== 'ready' || !state.remembered) return state;
        return { status: 'ready', user: event.user, profile: state.profile };
      }
      return { status: 'checking', user: event.user };
    case 'record': {
      if (!('user' in state) || state.user.uid !== event.uid) return state;
      const { user: profile, fromCache } = event.snapshot;
      // A deactivated driver (domain/roles.ts) is refused like a missing record, on the
      // server's word only: a cached record that says so may be stale.
      const refused = profile !== null && !hasAppAccess(profile) && !fromCache;
      if (profile !== null && !refused) {
        // Still remembered until Auth confirms the user; the record itself is the fresh one.
        if (state.status === 'ready' && state.remembered) return { ...state, profile };
        return { status: 'ready', user: state.user, profile };
      }
      // A missing (or deactivated) record is final only when the server says so; an empty cache means
      // "not known yet" (an offline first start), never "Access Denied".
      if (!fromCache) return { status: 'denied', user: state.user };
      return state.status === 'ready' ? state : { status: 'checking', user: state.user };
    }
  }
}
