import { randomUuid } from '@/platform';
import type { Accounts } from '@backend/core';
import {
  DEMO_PASSWORD,
  findAccountByEmail,
  findAccountByUid,
  type StoredDemoAccount,
} from './accounts';
import type { DemoDb } from './store';

// The demo's sign-in accounts beyond the fixed ones (docs/demo-mode.md#accounts): the desk's
// "Invite driver" adds one, its "Deactivate" disables one. They live in the demo's database
// (`accounts`), so the driver app's sign-in in another tab knows them at once; a reset or a new
// day's data takes them away with the rest of the day (the invited drivers' records go too).
//
// Two faces: the directory the demo's sign-in reads (createDemoAuth's `directory`), and the
// backend core's accounts port (backend/core/accounts.ts) the desk's calls write through.

/** An account that may sign in: its password, and whether it was deactivated. */
export type SignInAccount = StoredDemoAccount;

export interface DemoAccountDirectory {
  findByEmail(email: string): Promise<SignInAccount | null>;
  findByUid(uid: string): Promise<SignInAccount | null>;
}

/** Where an invited driver of the demo goes: the sign-in page, their email filled in. */
export function demoPasswordLink(email: string): string {
  const origin = globalThis.location?.origin ?? '';
  return `${origin}/login?email=${encodeURIComponent(email)}`;
}

function fixed(account: ReturnType<typeof findAccountByUid>): SignInAccount | null {
  return account === undefined
    ? null
    : { uid: account.uid, email: account.email, password: account.password, disabled: false };
}

export function createDemoAccountDirectory(db: DemoDb): DemoAccountDirectory {
  return {
    async findByEmail(email) {
      const address = email.trim().toLowerCase();
      const stored = await db.getFromIndex('accounts', 'byEmail', address);
      return stored ?? fixed(findAccountByEmail(address));
    },
    async findByUid(uid) {
      return (await db.get('accounts', uid)) ?? fixed(findAccountByUid(uid));
    },
  };
}

/** The core's accounts port over the demo's database: invited accounts sign in with demo1234. */
export function createDemoAccounts(db: DemoDb): Accounts {
  const directory = createDemoAccountDirectory(db);
  return {
    async createUser({ email }) {
      const known = await directory.findByEmail(email);
      if (known !== null) return { created: false, uid: known.uid };
      const account: StoredDemoAccount = {
        uid: `demo-driver-${randomUuid().slice(0, 8)}`,
        email: email.trim().toLowerCase(),
        password: DEMO_PASSWORD,
        disabled: false,
      };
      try {
        // `add` with a unique email: another tab inviting the same address at once loses.
        await db.add('accounts', account);
        return { created: true, uid: account.uid };
      } catch (error) {
        const winner = await directory.findByEmail(email);
        if (winner === null) throw error;
        return { created: false, uid: winner.uid };
      }
    },
    async disableUser(uid) {
      const account = await directory.findByUid(uid);
      if (account !== null && !account.disabled) {
        await db.put('accounts', { ...account, disabled: true });
      }
    },
    async passwordLink(email) {
      return demoPasswordLink(email);
    },
  };
}
