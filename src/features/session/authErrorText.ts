import { isOnline } from '@/platform';
import type { AuthError, AuthErrorCode } from '@/services/ports';
import { i18n } from '@/ui/i18n';

// A sign-in or password-reset failure in the reader's language: worded here, from the driver
// app's catalogues, by the AuthError's code (the desk words the same codes from its own). The
// adapters' `message` is for logs, never shown. A network failure says "offline" only when the
// browser is: online, the server could not be reached (docs/architecture.md#backend-errors).

const KEYS = {
  'wrong-password': 'authErrors.wrongPassword',
  'user-not-found': 'authErrors.userNotFound',
  'invalid-email': 'authErrors.invalidEmail',
  'missing-password': 'authErrors.missingPassword',
  'too-many-requests': 'authErrors.tooManyRequests',
  network: 'authErrors.unreachable',
  'user-disabled': 'authErrors.userDisabled',
  unknown: 'authErrors.unknown',
} as const satisfies Record<AuthErrorCode, string>;

export function authErrorText(error: AuthError, online: boolean = isOnline()): string {
  if (error.code === 'network' && !online) return i18n.t('authErrors.offline');
  return i18n.t(KEYS[error.code]);
}
