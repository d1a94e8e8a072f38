#!/usr/bin/env node
// Seeds the Auth and Firestore emulators with the same accounts as demo mode (the drivers, the
// account without access, the desk's manager), a day of orders relative to now, some waiting
// for a driver, and the intake API key of docs/intake.md's example (scripts/emulatorApiKey.mjs;
// without Firestore: the functions' in-memory store gets the orders and the key). Run by `npm run emulators` once both emulators answer; can be re-run
// on its own (`node scripts/seed-emulators.mjs`) against running emulators — it overwrites.
// Only ever talks to the emulators: the hosts below are set before firebase-admin starts.
import { pathToFileURL } from 'node:url';
import { EMULATOR_API_KEY, emulatorApiKeyRecord } from './emulatorApiKey.mjs';

export const PROJECT_ID = 'demo-dispatch';
export const PASSWORD = 'demo1234';
const PREFIX = process.env.VITE_COLLECTION_PREFIX ?? 'dev_';

process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

// `role` is the back-office record's (null: none). "manager" makes a manager, the desk's user
// (src/domain/roles.ts); every other record is a driver's.
const ACCOUNTS = [
  {
    uid: 'dispatcher-1',
    email: 'dispatcher@demo.test',
    name: 'Dana Dispatcher',
    role: 'dispatcher',
  },
  { uid: 'courier-1', email: 'courier@demo.test', name: 'Cole Courier', role: 'courier' },
  // A third driver with no orders: the desk gives them some.
  { uid: 'driver-3', email: 'driver3@demo.test', name: 'Rui Lopes', role: 'courier' },
  // Signed in but without a back-office record: the app must show "Access Denied".
  { uid: 'no-access-1', email: 'no-access@demo.test', name: 'Nora NoAccess', role: null },
  { uid: 'manager-1', email: 'manager@demo.test', name: 'Marta Silva', role: 'manager' },
];

/** The back-office records, by uid (`${PREFIX}backOfficeUsers`). */
export function seedBackOfficeUsers() {
  return Object.fromEntries(
    ACCOUNTS.filter((a) => a.role !== null).map((a) => [
      a.uid,
      { name: a.name, email: a.email, role: a.role },
    ]),
  );
}

const STORE = { address: '12 Harbour Road, Portside', lat: 51.5072, lng: -0.1276 };
const MINUTE = 60_000;
const STATUSES = ['Pending', 'Picked Up', 'On the Way'];
const MENU = [
  ['Margherita pizza', 11.5],
  ['Chicken shawarma wrap', 8.9],
  ['Falafel bowl', 9.5],
  ['Garlic bread', 3.5],
  ['Lemonade', 2.8],
  ['Tiramisu', 5.2],
];
const CUSTOMERS = [
  ['Amira Haddad', '+44 20 7946 0011', 'Flat 3, 8 Mill Lane'],
  ['Ben Okafor', '+44 20 7946 0022', '41 Queen Street'],
  ['Chloé Martin', '+44 20 7946 0033', '7 Rose Court'],
  ['Dev Patel', '+44 20 7946 0044', '120 Station Road'],
  ['Elena Rossi', '+44 20 7946 0055', '5 Canal Walk'],
  ['Farid Nasser', '+44 20 7946 0066', '19 Park Terrace'],
];

function startOfToday(now) {
  const day = new Date(now);
  day.setHours(0, 0, 0, 0);
  return day.getTime();
}

function receipt(n, { dispatchId = null, updateTimestamp, status, receiptType = 'SALE' }) {
  const [name, phone, street] = CUSTOMERS[n % CUSTOMERS.length];
  const items = [MENU[n % MENU.length], MENU[(n + 2) % MENU.length]].map(([item, price], i) => ({
    name: item,
    quantity: i + 1,
    price,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.quantity * item.price, 0);
  return {
    receipt_type: receiptType,
    // An order waiting for a driver has no dispatchId at all.
    ...(dispatchId === null ? {} : { dispatchId }),
    status,
    updateTimestamp,
    createdAt: updateTimestamp - 20 * MINUTE,
    orderNumber: `A-${1000 + n}`,
    customer: { name, phone },
    deliveryAddress: {
      address: `${street}, Portside`,
      lat: STORE.lat + ((n % 5) - 2) * 0.006,
      lng: STORE.lng + ((n % 3) - 1) * 0.009,
    },
    items,
    totals: { subtotal, deliveryFee: 2.5, total: Math.round((subtotal + 2.5) * 100) / 100 },
    currency: 'GBP',
    paymentMethod: n % 2 === 0 ? 'Card (paid)' : 'Cash on delivery',
    notes: n % 3 === 0 ? 'Ring the bell twice.' : null,
  };
}

/**
 * The receipts: today's for both dispatchers, decoys the dispatcher must never see, and orders
 * waiting for a driver (no dispatchId; one already late) for the desk.
 */
export function seedReceipts(now = Date.now()) {
  const midnight = startOfToday(now);
  // Spread today's updates between midnight and now, newest first.
  const todayAt = (i, count) =>
    Math.max(midnight, now - Math.floor(((now - midnight) * i) / (count + 1)) - MINUTE);
  const receipts = {};
  for (let i = 0; i < 8; i++) {
    receipts[`dispatcher-open-${i}`] = receipt(i, {
      dispatchId: 'dispatcher-1',
      updateTimestamp: todayAt(i, 12),
      status: STATUSES[i % STATUSES.length],
    });
  }
  for (let i = 8; i < 12; i++) {
    receipts[`dispatcher-delivered-${i}`] = receipt(i, {
      dispatchId: 'dispatcher-1',
      updateTimestamp: todayAt(i, 12),
      status: 'Delivered',
    });
  }
  for (let i = 0; i < 3; i++) {
    receipts[`courier-${i}`] = receipt(20 + i, {
      dispatchId: 'courier-1',
      updateTimestamp: todayAt(i, 3),
      status: i === 2 ? 'Delivered' : 'Pending',
    });
  }
  receipts['decoy-yesterday'] = receipt(30, {
    dispatchId: 'dispatcher-1',
    updateTimestamp: midnight - 30 * MINUTE,
    status: 'Pending',
  });
  // Waiting for a driver: due at `dueAt` (the first one 15 minutes ago: late).
  for (let i = 0; i < 6; i++) {
    receipts[`waiting-${i}`] = {
      ...receipt(40 + i, {
        updateTimestamp: Math.max(midnight, now - (50 - i * 8) * MINUTE),
        status: 'Pending',
      }),
      dueAt: now + (i === 0 ? -15 : 10 + i * 12) * MINUTE,
    };
  }
  receipts['decoy-refund'] = receipt(31, {
    dispatchId: 'dispatcher-1',
    updateTimestamp: now - 5 * MINUTE,
    status: 'Pending',
    receiptType: 'REFUND',
  });
  return receipts;
}

/**
 * Seeds Auth, and Firestore too unless `firestore` is false (no Firestore emulator: then
 * `functionsUrl`, the API on the Functions emulator with its in-memory store, gets the receipts).
 */
export async function seed({ firestore = true, functionsUrl = null } = {}) {
  const { initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  const auth = getAuth(app);
  const db = getFirestore(app);

  for (const account of ACCOUNTS) {
    const user = { email: account.email, password: PASSWORD, displayName: account.name };
    try {
      await auth.createUser({ uid: account.uid, ...user });
    } catch (error) {
      if (error?.code !== 'auth/uid-already-exists') throw error;
      await auth.updateUser(account.uid, user);
    }
  }

  if (!firestore) {
    if (functionsUrl !== null) {
      // The desk's POST /desk/assign reads the back-office records there too.
      for (const [path, body] of [
        ['receipts', seedReceipts()],
        ['backOfficeUsers', seedBackOfficeUsers()],
        ['apiKeys', [emulatorApiKeyRecord()]],
      ]) {
        const response = await fetch(`${functionsUrl}/__emulator/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok)
          throw new Error(`Seeding the functions' ${path}: HTTP ${response.status}`);
      }
    }
    console.log(
      `Seeded ${ACCOUNTS.length} accounts (password "${PASSWORD}": ` +
        `${ACCOUNTS.map((a) => a.email).join(', ')})` +
        (functionsUrl === null
          ? '.'
          : ` and today's receipts, back-office records and the example API key in the functions' in-memory store.`),
    );
    if (functionsUrl !== null) printApiKey();
    return;
  }

  const batch = db.batch();
  for (const [uid, record] of Object.entries(seedBackOfficeUsers())) {
    batch.set(db.doc(`${PREFIX}backOfficeUsers/${uid}`), record);
  }
  batch.set(db.doc(`${PREFIX}utilities/main`), { originAddress_formated: STORE });
  const apiKey = emulatorApiKeyRecord();
  batch.set(db.doc(`${PREFIX}apiKeys/${apiKey.id}`), apiKey);
  for (const [id, data] of Object.entries(seedReceipts())) {
    batch.set(db.doc(`${PREFIX}receipts/${id}`), data);
  }
  await batch.commit();
  console.log(
    `Seeded ${ACCOUNTS.length} accounts (password "${PASSWORD}": ` +
      `${ACCOUNTS.map((a) => a.email).join(', ')}) and today's receipts in ${PREFIX}receipts.`,
  );
  printApiKey();
}

/** The example's key, for curl (docs/intake.md): emulator-only, public on purpose. */
function printApiKey() {
  console.log(
    `Intake API key (emulators only; docs/intake.md's example uses it): ${EMULATOR_API_KEY}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  seed().catch((error) => {
    console.error('Seeding the emulators failed:', error);
    process.exit(1);
  });
}
