import type { BackOfficeUser } from '@/domain/backOfficeUser';
import { isManager } from '@/domain/roles';
import type { AuthUser, BackOfficeUserSnapshot } from '@/services/ports';

// Who may use the desk (docs/desk.md#who), as a pure reducer: loading → signedOut | checking
// (signed in, the back-office record not yet known) → ready (a manager) | refused. The rule of
// what a manager is lives in domain/roles.ts. A refusal is the server's word only: a record
// missing from an empty cache, or a cached record that does not say manager, means "not known
// yet" (an offline start waits), never "refused"; a cached manager's record lets an offline
// start show the last known board.

export type DeskRefusal = 'not-manager' | 'no-record';

export type DeskSessionState =
  | { status: 'loading' }
  /** `refused`: the desk just signed out an account it refused (the sign-in form says why). */
  | { status: 'signedOut'; refused: DeskRefusal | null }
  | { status: 'checking'; user: AuthUser }
  | { status: 'ready'; user: AuthUser; profile: BackOfficeUser }
  | { status: 'refused'; user: AuthUser; reason: DeskRefusal };

export type DeskSessionEvent =
  | { type: 'auth-changed'; user: AuthUser | null }
  | { type: 'record'; uid: string; snapshot: BackOfficeUserSnapshot }
  /** The sign-in form was used again: the reason of a refusal has been read. */
  | { type: 'refusal-read' };

export const initialDeskSession: DeskSessionState = { status: 'loading' };

export function deskSessionReducer(
  state: DeskSessionState,
  event: DeskSessionEvent,
): DeskSessionState {
  if (event.type === 'refusal-read') {
    return state.status === 'signedOut' && state.refused !== null
      ? { status: 'signedOut', refused: null }
      : state;
  }
  if (event.type === 'auth-changed') {
    if (event.user === null) {
      if (state.status === 'signedOut') return state;
      return { status: 'signedOut', refused: state.status === 'refused' ? state.reason : null };
    }
    if ('user' in state && state.user.uid === event.user.uid) return state;
    return { status: 'checking', user: event.user };
  }
  if (!('user' in state) || state.user.uid !== event.uid || state.status === 'refused') {
    return state;
  }
  const { user: profile, fromCache } = event.snapshot;
  if (profile !== null && isManager(profile)) {
    return { status: 'ready', user: state.user, profile };
  }
  if (!fromCache) {
    return {
      status: 'refused',
      user: state.user,
      reason: profile === null ? 'no-record' : 'not-manager',
    };
  }
  // Not known yet: a ready desk stays (the server will say), a new one keeps checking.
  return state.status === 'ready' ? state : { status: 'checking', user: state.user };
}
