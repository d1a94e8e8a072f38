import { asRecord } from '@/domain/read';
import { AuthError, type AuthErrorCode } from '@/services/ports';

// Firebase Auth reports failures as FirebaseError codes ("auth/…"); the app needs only the
// AuthError's code, which each app words in the reader's language (the driver app's
// features/session/authErrorText.ts, the desk's DeskSignIn.tsx). The message names Firebase's
// own code, for logs.

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

/** Turns whatever Firebase Auth threw into an AuthError, by its code. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  const firebase = firebaseCode(error);
  const code = CODES[firebase ?? ''] ?? 'unknown';
  return new AuthError(code, `Firebase Auth: ${firebase ?? 'no code'}`, { cause: error });
}
