import { describe, expect, it } from 'vitest';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import {
  sessionReducer,
  startingSessionState,
  type SessionState,
} from '@/features/session/sessionState';

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

describe('sessionReducer: a start from a remembered session', () => {
  const profile = parseBackOfficeUser('u1', { name: 'Sam' });
  const remembered = startingSessionState({ user, profile });

  it('starts ready, marked remembered; without one, loading', () => {
    expect(remembered).toEqual({ status: 'ready', user, profile, remembered: true });
    expect(startingSessionState(null)).toEqual({ status: 'loading' });
  });

  it('is confirmed when Auth restores the same user', () => {
    expect(sessionReducer(remembered, { type: 'auth-changed', user })).toEqual({
      status: 'ready',
      user,
      profile,
    });
  });

  it('checks another user Auth restores instead', () => {
    const other = { uid: 'u2', email: 'b@demo.test' };
    expect(sessionReducer(remembered, { type: 'auth-changed', user: other })).toEqual({
      status: 'checking',
      user: other,
    });
  });

  it('ends without ending a session when Auth has none (the page stays the destination)', () => {
    expect(sessionReducer(remembered, signedOut)).toEqual({
      status: 'signedOut',
      sessionEnded: false,
    });
  });

  it('takes a fresh back-office record and stays remembered until Auth confirms', () => {
    const renamed = parseBackOfficeUser('u1', { name: 'Sam Renamed' });
    const next = sessionReducer(remembered, {
      type: 'record',
      uid: 'u1',
      snapshot: { user: renamed, fromCache: true },
    });
    expect(next).toEqual({ status: 'ready', user, profile: renamed, remembered: true });
  });

  it('is refused when the server says the record is gone', () => {
    expect(
      sessionReducer(remembered, {
        type: 'record',
        uid: 'u1',
        snapshot: { user: null, fromCache: false },
      }),
    ).toEqual({ status: 'denied', user });
  });
});

describe('sessionReducer: a deactivated driver (domain/roles.ts)', () => {
  const checking: SessionState = { status: 'checking', user };
  const deactivated = parseBackOfficeUser('u1', { name: 'Sam', active: false });
  const record = (fromCache: boolean) =>
    ({ type: 'record', uid: 'u1', snapshot: { user: deactivated, fromCache } }) as const;

  it('is refused on the server’s word, as a missing record is', () => {
    expect(sessionReducer(checking, record(false))).toEqual({ status: 'denied', user });
    const ready: SessionState = {
      status: 'ready',
      user,
      profile: parseBackOfficeUser('u1', { name: 'Sam' }),
    };
    expect(sessionReducer(ready, record(false))).toEqual({ status: 'denied', user });
  });

  it('is not refused on a cached record alone: it may be stale', () => {
    expect(sessionReducer(checking, record(true))).toEqual({
      status: 'ready',
      user,
      profile: deactivated,
    });
  });
});
