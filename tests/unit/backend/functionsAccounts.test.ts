// @vitest-environment node
import type { Auth } from 'firebase-admin/auth';
import { describe, expect, it, vi } from 'vitest';
import { createFirebaseAccounts } from '../../../functions/src/accounts';

// The core's accounts port over the Admin SDK's Auth (functions/src/accounts.ts), against a
// stand-in of the calls it makes; the contract suite runs it against the Auth emulator for real.

const authError = (code: string) => Object.assign(new Error(code), { code });

function fakeAuth() {
  const auth = {
    createUser: vi.fn(async (_user: object) => ({ uid: 'new-uid' })),
    getUserByEmail: vi.fn(async (_email: string) => ({ uid: 'old-uid' })),
    updateUser: vi.fn(async (_uid: string, _change: object) => ({})),
    revokeRefreshTokens: vi.fn(async (_uid: string) => undefined),
    generatePasswordResetLink: vi.fn(async (email: string) => `https://reset/${email}`),
  };
  return { auth, accounts: createFirebaseAccounts(() => auth as unknown as Auth) };
}

describe('functions: accounts over Firebase Auth', () => {
  it('creates an enabled account with no password, or finds the one whose email is in use', async () => {
    const { auth, accounts } = fakeAuth();
    expect(await accounts.createUser({ email: 'a@b.c', displayName: 'A' })).toEqual({
      created: true,
      uid: 'new-uid',
    });
    expect(auth.createUser).toHaveBeenCalledWith({
      email: 'a@b.c',
      displayName: 'A',
      disabled: false,
    });
    auth.createUser.mockRejectedValueOnce(authError('auth/email-already-exists'));
    expect(await accounts.createUser({ email: 'a@b.c', displayName: 'A' })).toEqual({
      created: false,
      uid: 'old-uid',
    });
    auth.createUser.mockRejectedValueOnce(authError('auth/invalid-email'));
    await expect(accounts.createUser({ email: 'x', displayName: 'A' })).rejects.toThrow();
  });

  it('disables and revokes; an unknown account is nothing to disable; other failures throw', async () => {
    const { auth, accounts } = fakeAuth();
    await accounts.disableUser('u1');
    expect(auth.updateUser).toHaveBeenCalledWith('u1', { disabled: true });
    expect(auth.revokeRefreshTokens).toHaveBeenCalledWith('u1');
    auth.updateUser.mockRejectedValueOnce(authError('auth/user-not-found'));
    await expect(accounts.disableUser('nobody')).resolves.toBeUndefined();
    auth.updateUser.mockRejectedValueOnce(authError('auth/internal-error'));
    await expect(accounts.disableUser('u1')).rejects.toThrow('auth/internal-error');
  });

  it('makes the password-reset link', async () => {
    const { accounts } = fakeAuth();
    expect(await accounts.passwordLink('a@b.c')).toBe('https://reset/a@b.c');
  });
});
