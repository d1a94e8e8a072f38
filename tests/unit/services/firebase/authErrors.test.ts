import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { toAuthError } from '@/services/firebase/authErrors';
import { AuthError } from '@/services/ports';

describe('toAuthError', () => {
  it.each([
    ['auth/wrong-password', 'wrong-password'],
    ['auth/invalid-credential', 'wrong-password'],
    ['auth/invalid-login-credentials', 'wrong-password'],
    ['auth/user-not-found', 'user-not-found'],
    ['auth/invalid-email', 'invalid-email'],
    ['auth/missing-password', 'missing-password'],
    ['auth/too-many-requests', 'too-many-requests'],
    ['auth/network-request-failed', 'network'],
    ['auth/user-disabled', 'user-disabled'],
    ['auth/internal-error', 'unknown'],
  ])(
    'maps %s to %s, naming Firebase’s code for logs (each app words the code)',
    (firebaseCode, code) => {
      const error = toAuthError(new FirebaseError(firebaseCode, 'Firebase: raw text'));
      expect(error).toBeInstanceOf(AuthError);
      expect(error.code).toBe(code);
      expect(error.message).toBe(`Firebase Auth: ${firebaseCode}`);
    },
  );

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
