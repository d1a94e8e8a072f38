import { describe, expect, it } from 'vitest';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { sessionReducer, type SessionState } from '@/features/session/sessionState';

const user = { uid: 'u1', email: 'a@demo.test' };
const signedOut = { type: 'auth-changed', user: null } as const;

describe('sessionReducer: whether a session ended', () => {
  it('a start without a session is a signed-out visit (its guarded page is remembered)', () => {
    expect(sessionReducer({ status: 'loading' }, signedOut)).toEqual({
      status: 'signedOut',
      sessionEnded: false,
    });
  });

  const profile = parseBackOfficeUser('u1', { name: 'Sam' });
  const withUser: [string, SessionState][] = [
    ['checking', { status: 'checking', user }],
    ['denied', { status: 'denied', user }],
    ['ready', { status: 'ready', user, profile }],
  ];
  it.each(withUser)(
    'signing out from %s ends a session (its page is not remembered)',
    (_label, state) => {
      expect(sessionReducer(state, signedOut)).toEqual({ status: 'signedOut', sessionEnded: true });
    },
  );

  it('a repeated signed-out report keeps what it was', () => {
    const ended: SessionState = { status: 'signedOut', sessionEnded: true };
    expect(sessionReducer(ended, signedOut)).toBe(ended);
  });
});
