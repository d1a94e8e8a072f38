import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { buildDemoDataset, DEFAULT_DEMO_SEED } from './seed';

// The demo's day as the Firebase emulators are seeded with it (scripts/seed-emulators.mjs, which
// bundles this file): the same accounts, orders, times, money and places as demo mode, so the
// README's and the docs' names (Ana Ribeiro, #1042, €) hold in both homes. Pure: the script
// does the writing (Auth accounts, then one document per entry of `documents`).

export interface EmulatorAccount {
  uid: string;
  email: string;
  password: string;
  /** The back-office record's name; the email where there is none (no access). */
  displayName: string;
}

export interface EmulatorSeed {
  generatedAt: number;
  accounts: EmulatorAccount[];
  /** By collection name without the prefix (`receipts`, …): each document's id and data. */
  documents: Record<string, { id: string; data: Record<string, unknown> }[]>;
}

export function emulatorSeed(now: number): EmulatorSeed {
  const dataset = buildDemoDataset({ now, seed: DEFAULT_DEMO_SEED });
  return {
    generatedAt: dataset.generatedAt,
    accounts: DEMO_ACCOUNTS.map((account) => ({
      uid: account.uid,
      email: account.email,
      password: DEMO_PASSWORD,
      displayName: account.backOffice?.name ?? account.email,
    })),
    documents: {
      receipts: dataset.receipts.map(({ id, data }) => ({ id, data: { ...data } })),
      backOfficeUsers: dataset.backOfficeUsers.map(({ uid, data }) => ({ id: uid, data })),
      utilities: dataset.utilities.map(({ id, data }) => ({ id, data })),
      // As the functions' store writes a shift (functions/src/firestoreStore.ts): `expireAt` a
      // date, which firebase-admin stores as the Timestamp the TTL policy reads.
      driverShifts: dataset.driverShifts.map((shift) => ({
        id: shift.uid,
        data: { ...shift, expireAt: new Date(shift.expireAt) },
      })),
    },
  };
}
