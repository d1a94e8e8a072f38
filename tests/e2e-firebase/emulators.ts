import { expect } from '@playwright/test';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import type { EmulatorSeed } from '@/demo/server/emulatorSeed';
import { EMULATOR_API_KEY } from '../../scripts/emulatorApiKey.mjs';
import { seed } from '../../scripts/seed-emulators.mjs';

export type { EmulatorSeed };

// The server's side of the Firebase-mode journeys: the emulators `npm run test:e2e:firebase`
// started (firebase emulators:exec names them: FIRESTORE_EMULATOR_HOST, …), a fresh demo day
// before each journey, and what Firestore holds — a screen can show a change before the server
// has it, so each journey reads its changes back from here.

const PROJECT = process.env.E2E_FIREBASE_PROJECT ?? 'demo-dispatch';
const PREFIX = 'dev_';

let app: App | null = null;
function db(): Firestore {
  app ??= initializeApp({ projectId: PROJECT }, 'e2e-firebase');
  return getFirestore(app);
}

export async function closeAdmin(): Promise<void> {
  if (app !== null) await deleteApp(app);
  app = null;
}

/** Empties Firestore (the emulator's own endpoint) and writes the demo's day for now. */
export async function freshDay(): Promise<EmulatorSeed> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (host === undefined) throw new Error('FIRESTORE_EMULATOR_HOST is not set');
  const response = await fetch(
    `http://${host}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Emptying Firestore: HTTP ${response.status}`);
  return seed({ projectId: PROJECT });
}

export type ServerReceipt = Record<string, unknown> & {
  status?: string;
  dispatchId?: string | null;
  orderNumber?: string;
};

/** A receipt as Firestore holds it now (null: none). */
export async function serverReceipt(id: string): Promise<ServerReceipt | null> {
  const snapshot = await db().doc(`${PREFIX}receipts/${id}`).get();
  return snapshot.exists ? (snapshot.data() as ServerReceipt) : null;
}

/** A back-office record as Firestore holds it now (null: none). */
export async function serverBackOfficeUser(uid: string): Promise<Record<string, unknown> | null> {
  const snapshot = await db().doc(`${PREFIX}backOfficeUsers/${uid}`).get();
  return snapshot.exists ? (snapshot.data() ?? null) : null;
}

/** A driver's shift as Firestore holds it now (null: none). */
export async function serverDriverShift(uid: string): Promise<Record<string, unknown> | null> {
  const snapshot = await db().doc(`${PREFIX}driverShifts/${uid}`).get();
  return snapshot.exists ? (snapshot.data() ?? null) : null;
}

/** The id of the receipt with this order number ("1042", without "#"). */
export function idOfOrder(day: EmulatorSeed, number: string): string {
  const found = day.documents.receipts.find((r) => r.data.orderNumber === number);
  if (found === undefined) throw new Error(`no order #${number} in the seed`);
  return found.id;
}

/** The order numbers Firestore gives this driver today, open (not Delivered) SALE receipts. */
export async function openOrderNumbersOf(uid: string, since: number): Promise<string[]> {
  const snapshot = await db()
    .collection(`${PREFIX}receipts`)
    .where('dispatchId', '==', uid)
    .where('receipt_type', '==', 'SALE')
    .get();
  return snapshot.docs
    .map((doc) => doc.data() as ServerReceipt & { updateTimestamp?: number })
    .filter((r) => (r.updateTimestamp ?? 0) >= since && r.status !== 'Delivered')
    .map((r) => String(r.orderNumber));
}

/**
 * Sends `body` (the intake API's JSON) to the Cloud Functions with the emulators' key, as a
 * shop's system does (docs/intake.md), and checks that its first order was created: its result.
 */
export async function createdThroughIntake(
  body: string,
): Promise<{ receiptId: string; orderNumber: string }> {
  const response = await fetch(`${process.env.BACKEND_FUNCTIONS_URL}/orders/intake`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${EMULATOR_API_KEY}` },
    body,
  });
  expect(response.status).toBe(200);
  const { results } = (await response.json()) as {
    results: { result: string; receiptId: string; orderNumber: string }[];
  };
  expect(results[0]?.result).toBe('created');
  return results[0]!;
}
