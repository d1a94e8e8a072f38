import type { SampleData } from '@/services/ports';

// The demo accounts (docs/demo-mode.md): three drivers, one account without access and the back
// office's manager. One password for all of them, shown on the login screen (the driver app's
// and the desk's): nothing here is a secret. The desk adds to them: a driver it invites gets an
// account with the same password, and one it deactivates can no longer sign in; those are kept
// in the demo's database (demoAccounts.ts), so every tab knows them.

export const DEMO_PASSWORD = 'demo1234';

// The uids are data (kept in a browser's demo database, named in tests and docs); the keys say
// what each account is.
export const DEMO_UIDS = {
  driver: 'demo-dispatcher',
  secondDriver: 'demo-courier',
  /** A third driver, with no orders until the desk gives them some. */
  thirdDriver: 'demo-driver-3',
  noAccess: 'demo-no-access',
  /** The back office's manager (the desk, /desk): domain/roles.ts. */
  manager: 'demo-manager',
} as const;

export interface DemoBackOfficeRecord {
  name: string;
  email: string;
  /** "manager" makes a manager (domain/roles.ts); any other role is a driver. */
  role: string;
  phone: string;
}

export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  /** One line for the login screen: what signing in as this account shows. */
  description: string;
  /** The back-office record seeded for this account; null = signed in, but no access. */
  backOffice: DemoBackOfficeRecord | null;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    uid: DEMO_UIDS.driver,
    email: 'dispatcher@demo.test',
    password: DEMO_PASSWORD,
    description: 'Driver with today’s open and delivered orders',
    backOffice: {
      name: 'Ana Ribeiro',
      email: 'dispatcher@demo.test',
      role: 'dispatcher',
      phone: '+351 912 480 113',
    },
  },
  {
    uid: DEMO_UIDS.secondDriver,
    email: 'courier@demo.test',
    password: DEMO_PASSWORD,
    description: 'Another driver, with their own orders',
    backOffice: {
      name: 'Tiago Costa',
      email: 'courier@demo.test',
      role: 'courier',
      phone: '+351 936 207 554',
    },
  },
  {
    uid: DEMO_UIDS.thirdDriver,
    email: 'driver3@demo.test',
    password: DEMO_PASSWORD,
    description: 'A third driver, with no orders until the back office assigns some',
    backOffice: {
      name: 'Rui Lopes',
      email: 'driver3@demo.test',
      role: 'courier',
      phone: '+351 925 318 640',
    },
  },
  {
    uid: DEMO_UIDS.noAccess,
    email: 'no-access@demo.test',
    password: DEMO_PASSWORD,
    description: 'Signs in, but has no back-office record: “Access Denied”',
    backOffice: null,
  },
  {
    uid: DEMO_UIDS.manager,
    email: 'manager@demo.test',
    password: DEMO_PASSWORD,
    description: "Back office: assigns today's orders",
    backOffice: {
      name: 'Marta Silva',
      email: 'manager@demo.test',
      role: 'manager',
      phone: '+351 213 904 771',
    },
  },
];

/**
 * What the sign-in screen lists: every account, with the one line that says what it shows.
 * Marked pure so that the Firebase build, which never lists them (app/loadServices.ts), drops
 * the accounts from the sign-in page's chunk: a bundler keeps any call it cannot prove free of
 * effects.
 */
export const DEMO_ACCOUNTS_ON_LOGIN: SampleData['accounts'] = /* @__PURE__ */ DEMO_ACCOUNTS.map(
  ({ email, password, description }) => ({ email, password, description }),
);

/**
 * An account as the demo's database keeps it: one the desk invited, or a fixed one it changed
 * (deactivated). The stored entry wins over the fixed account with the same uid.
 */
export interface StoredDemoAccount {
  uid: string;
  /** Lower case; unique (the store's `byEmail` index). */
  email: string;
  password: string;
  /** Deactivated from the desk: sign-in refused, the session's calls refused. */
  disabled: boolean;
}

export function findAccountByEmail(email: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((account) => account.email === wanted);
}

export function findAccountByUid(uid: string): DemoAccount | undefined {
  return DEMO_ACCOUNTS.find((account) => account.uid === uid);
}
