import { asRecord } from '@/domain/read';
import { AuthError, type AuthErrorCode } from '@/services/ports';

// Firebase Auth reports failures as FirebaseError codes ("auth/…"). The session feature shows
// AuthError.message as it is, so every message here is written for a dispatcher.

const MESSAGES: Record<AuthErrorCode, string> = {
  'wrong-password': 'Wrong email or password.',
  'user-not-found': 'No account exists for this email address.',
  'invalid-email': 'Enter a valid email address.',
  'missing-password': 'Enter your password.',
  'too-many-requests': 'Too many attempts. Wait a few minutes, then try again.',
  network: 'You appear to be offline. Check your connection and try again.',
  'user-disabled': 'This account has been disabled. Ask your manager.',
  unknown: 'Something went wrong. Please try again.',
};

const CODES: Record<string, AuthErrorCode> = {
  'auth/wrong-password': 'wrong-password',
  // With email-enumeration protection on (the default for new projects) Firebase answers a wrong
  // password and an unknown user alike, so the message names both.
  'auth/invalid-credential': 'wrong-password',
  'auth/invalid-login-credentials': 'wrong-password',
  'auth/user-not-found': 'user-not-found',
  'auth/invalid-email': 'invalid-email',
  'auth/missing-email': 'invalid-email',
  'auth/missing-password': 'missing-password',
  'auth/too-many-requests': 'too-many-requests',
  'auth/network-request-failed': 'network',
  'auth/user-disabled': 'user-disabled',
};

function firebaseCode(error: unknown): string | null {
  const code = asRecord(error)?.code;
  return typeof code === 'string' ? code : null;
}

/** Turns whatever Firebase Auth threw into an AuthError with a message fit to show. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const code = CODES[firebaseCode(error) ?? ''] ?? 'unknown';
  return new AuthError(code, MESSAGES[code], { cause: error });
}
