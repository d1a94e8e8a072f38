// The sign-in accounts (docs/backend-contract.md#drivers): what the desk's "Invite driver" and
// "Deactivate" need of the identity provider, which the core cannot reach itself. Each home gives
// one: Firebase Auth through the Admin SDK (functions/src/accounts.ts), the demo's own accounts
// (src/demo/server/demoAccounts.ts). None of it runs inside a store transaction: a home's
// accounts and its store are two systems, and the core orders its calls so that a failure
// between them is mended by calling again (deskTeam.ts, deskDeactivate.ts).

/** What creating an account found. */
export type CreatedAccount =
  | { created: true; uid: string }
  /** An account with this email exists already: its uid. */
  | { created: false; uid: string };

export interface Accounts {
  /**
   * Creates an enabled account with this email (lower case) and display name, with no password
   * of its own yet (its driver sets one through `passwordLink`). An email already in use is not
   * an error: its account's uid comes back with `created: false`.
   */
  createUser(user: { email: string; displayName: string }): Promise<CreatedAccount>;
  /**
   * The account can no longer sign in, and the sessions it has end at their next check (Firebase:
   * disabled, refresh tokens revoked). Harmless when already done; resolves for an unknown uid
   * (a back-office record made by hand may have no account).
   */
  disableUser(uid: string): Promise<void>;
  /** A link where the account's owner sets a password (Firebase: the password-reset link). */
  passwordLink(email: string): Promise<string>;
}
