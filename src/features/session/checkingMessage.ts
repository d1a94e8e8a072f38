import { i18n } from '@/ui/i18n';

/** How long "Checking your access…" may last before we say the server is not answering. */
export const SLOW_ACCESS_CHECK_MS = 15_000;

export function checkingMessage(online: boolean, slow: boolean): string {
  // Called while rendering by components that re-render on a language change.
  if (!online) return i18n.t('login.offlineFirstSignIn');
  if (slow) return i18n.t('login.checkingAccessSlow');
  return i18n.t('login.checkingAccess');
}
