#!/usr/bin/env node
// Seeds the Auth and Firestore emulators with the demo's day (docs/demo-mode.md): the same
// accounts (Ana Ribeiro, Tiago Costa, Rui Lopes, the account without access, the manager Marta
// Silva), orders (#1001…, some waiting for a driver), times, euros and Lisbon streets as demo
// mode, from the one generator both use (src/demo/server/emulatorSeed.ts over seed.ts, bundled
// here as scripts/build-functions.mjs bundles the functions), and the intake API key of
// docs/intake.md's example (scripts/emulatorApiKey.mjs). Without Firestore the functions'
// in-memory store gets the receipts, the records and the key. Run by `npm run emulators` and the
// Firebase-mode journeys once the emulators answer; can be re-run on its own
// (`node scripts/seed-emulators.mjs`) against running emulators — it overwrites.
// Only ever talks to the emulators: the hosts below are set before firebase-admin starts.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { EMULATOR_API_KEY, emulatorApiKeyRecord } from './emulatorApiKey.mjs';
import { importTypeScript } from './importTypeScript.mjs';

export const PROJECT_ID = 'demo-dispatch';
const PREFIX = process.env.VITE_COLLECTION_PREFIX ?? 'dev_';

process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The demo's day for `now` (src/demo/server/emulatorSeed.ts, bundled and loaded). */
export async function demoDay(now = Date.now()) {
  const { emulatorSeed } = await importTypeScript(`${root}src/demo/server/emulatorSeed.ts`);
  return emulatorSeed(now);
}

/**
 * Seeds Auth, and Firestore too unless `firestore` is false (no Firestore emulator: then
 * `functionsUrl`, the API on the Functions emulator with its in-memory store, gets the receipts).
 * `projectId`: the emulators' project (the journeys run their own). Returns the day written.
 */
export async function seed({ firestore = true, functionsUrl = null, projectId = PROJECT_ID } = {}) {
  const day = await demoDay();
  const { initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    for (const { uid, email, password, displayName } of day.accounts) {
      const user = { email, password, displayName, disabled: false };
      try {
        await auth.createUser({ uid, ...user });
      } catch (error) {
        if (error?.code !== 'auth/uid-already-exists') throw error;
        await auth.updateUser(uid, user);
      }
    }
    const accounts = `${day.accounts.length} accounts (password "${day.accounts[0].password}": ${day.accounts.map((a) => a.email).join(', ')})`;

    if (!firestore) {
      if (functionsUrl !== null) await seedInMemory(functionsUrl, day);
      console.log(
        `Seeded ${accounts}` +
          (functionsUrl === null
            ? '.'
            : ` and the demo's day (receipts, back-office records, the example API key) in the functions' in-memory store.`),
      );
      if (functionsUrl !== null) printApiKey();
      return day;
    }

    const db = getFirestore(app);
    const batch = db.batch();
    for (const [collection, documents] of Object.entries(day.documents)) {
      for (const { id, data } of documents) batch.set(db.doc(`${PREFIX}${collection}/${id}`), data);
    }
    const apiKey = emulatorApiKeyRecord();
    batch.set(db.doc(`${PREFIX}apiKeys/${apiKey.id}`), apiKey);
    await batch.commit();
    console.log(
      `Seeded ${accounts} and the demo's day: ${day.documents.receipts.length} receipts in ${PREFIX}receipts.`,
    );
    printApiKey();
    return day;
  } finally {
    await deleteApp(app);
  }
}

/** The functions' emulator-only in-memory store: what the API reads (no utilities there). */
async function seedInMemory(functionsUrl, day) {
  const byId = (documents) => Object.fromEntries(documents.map(({ id, data }) => [id, data]));
  for (const [path, body] of [
    ['receipts', byId(day.documents.receipts)],
    // The desk's POST /desk/assign reads the back-office records there too.
    ['backOfficeUsers', byId(day.documents.backOfficeUsers)],
    ['apiKeys', [emulatorApiKeyRecord()]],
  ]) {
    const response = await fetch(`${functionsUrl}/__emulator/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`Seeding the functions' ${path}: HTTP ${response.status}`);
  }
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
