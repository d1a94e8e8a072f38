import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { toAuthError } from '@/services/firebase/authErrors';
import { AuthError } from '@/services/ports';

describe('toAuthError', () => {
  it.each([
    ['auth/wrong-password', 'wrong-password', /wrong email or password/i],
    ['auth/invalid-credential', 'wrong-password', /wrong email or password/i],
    ['auth/invalid-login-credentials', 'wrong-password', /wrong email or password/i],
    ['auth/user-not-found', 'user-not-found', /no account/i],
    ['auth/invalid-email', 'invalid-email', /valid email/i],
    ['auth/missing-password', 'missing-password', /password/i],
    ['auth/too-many-requests', 'too-many-requests', /too many attempts/i],
    ['auth/network-request-failed', 'network', /offline/i],
    ['auth/user-disabled', 'user-disabled', /disabled/i],
    ['auth/internal-error', 'unknown', /went wrong/i],
  ])('maps %s to %s with a clear message', (firebaseCode, code, message) => {
    const error = toAuthError(new FirebaseError(firebaseCode, 'Firebase: raw text'));
    expect(error).toBeInstanceOf(AuthError);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(error.message).not.toMatch(/firebase/i);
  });

  it('maps anything else (not even an object) to unknown, keeping the cause', () => {
    const error = toAuthError('boom');
    expect(error.code).toBe('unknown');
    expect(error.cause).toBe('boom');
  });

  it('passes an AuthError through unchanged', () => {
    const original = new AuthError('network', 'offline');
    expect(toAuthError(original)).toBe(original);
  });
});
