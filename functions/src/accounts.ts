import type { Auth } from 'firebase-admin/auth';
import type { Accounts } from '@backend/core';

// The core's accounts port (backend/core/accounts.ts) over Firebase Authentication (Admin SDK):
// the desk's "Invite driver" makes an account with no password of its own (its driver sets one
// through the password-reset link), "Deactivate" disables it and revokes its refresh tokens, so
// its sessions end at their next token check (the `api` function verifies tokens with
// checkRevoked: docs/deploy.md).

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

export function createFirebaseAccounts(auth: () => Auth): Accounts {
  return {
    async createUser({ email, displayName }) {
      try {
        const user = await auth().createUser({ email, displayName, disabled: false });
        return { created: true, uid: user.uid };
      } catch (error) {
        if (codeOf(error) !== 'auth/email-already-exists') throw error;
        return { created: false, uid: (await auth().getUserByEmail(email)).uid };
      }
    },
    async disableUser(uid) {
      try {
        await auth().updateUser(uid, { disabled: true });
        await auth().revokeRefreshTokens(uid);
      } catch (error) {
        // A back-office record made by hand may have no account: nothing to disable.
        if (codeOf(error) !== 'auth/user-not-found') throw error;
      }
    },
    passwordLink: (email) => auth().generatePasswordResetLink(email),
  };
}
