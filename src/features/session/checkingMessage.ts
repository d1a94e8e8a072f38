import { OFFLINE_FIRST_SIGN_IN_MESSAGE } from './sessionState';

/** How long "Checking your access…" may last before we say the server is not answering. */
export const SLOW_ACCESS_CHECK_MS = 15_000;

export function checkingMessage(online: boolean, slow: boolean): string {
  if (!online) return OFFLINE_FIRST_SIGN_IN_MESSAGE;
  if (slow) {
    return 'Still checking your access: the server is not answering. Check your connection, or sign out and try again.';
  }
  return 'Checking your access…';
}
