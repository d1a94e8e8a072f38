import type { BackOfficeUser } from '../../domain/backOfficeUser';
import type { AuthUser, BackOfficeUserSnapshot } from '../../services/ports';

// The session state machine (docs/architecture.md#session), as a pure reducer:
// loading → signedOut | checking (signed in, back-office record not yet known) → ready | denied.

export const ACCESS_DENIED_MESSAGE = 'Access Denied';

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
  | { status: 'ready'; user: AuthUser; profile: BackOfficeUser }
  | { status: 'denied'; user: AuthUser };

export type SessionEvent =
  | { type: 'auth-changed'; user: AuthUser | null }
  | { type: 'record'; uid: string; snapshot: BackOfficeUserSnapshot };

export const initialSessionState: SessionState = { status: 'loading' };

export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'auth-changed':
      if (event.user === null) {
        if (state.status === 'signedOut') return state;
        return { status: 'signedOut', sessionEnded: 'user' in state };
      }
      if ('user' in state && state.user.uid === event.user.uid) return state;
      return { status: 'checking', user: event.user };
    case 'record': {
      if (!('user' in state) || state.user.uid !== event.uid) return state;
      const { user: profile, fromCache } = event.snapshot;
      if (profile !== null) return { status: 'ready', user: state.user, profile };
      // A missing record is final only when the server says so; an empty cache means
      // "not known yet" (an offline first start), never "Access Denied".
      if (!fromCache) return { status: 'denied', user: state.user };
      return state.status === 'ready' ? state : { status: 'checking', user: state.user };
    }
  }
}
