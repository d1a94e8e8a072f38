// Bench only (section 6, docs/performance.md): primes the Firestore persistent cache of the
// Firebase bench build before its warm starts are timed, the driver app's or the desk's. Served from the same origin as the app
// (bench/firebasePrime.mjs builds it into the build's __bench-prime/), it opens the same
// IndexedDB the app opens (the default app, the same project and API key), signs in through the
// Auth emulator (Firestore keeps pending writes per user, and the app then restores this
// session), and loads into the cache, as documents the server sent (a Firestore bundle, built
// here), the dispatcher's back-office record and today's receipts: what a phone's cache holds
// after a day of use. (Written with setDoc and the network disabled, as the Firestore adapter
// tests do, they would be pending writes, which Firestore re-applies over every query on every
// start: not what a phone has.) It reports on window.__benchPrime once the cache holds them.
// For the desk (?app=dispatch-desk&role=manager&drivers=D): the desk's own Firebase app (its own
// session and cache), a manager's record, D drivers' records ("Bench Driver 01"…) and the
// receipts spread among them, one in ten unassigned, as the demo desk's bench seed spreads them.
import { initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  disableNetwork,
  initializeFirestore,
  loadBundle,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
} from 'firebase/firestore';

declare global {
  interface Window {
    __benchPrime?: { done: boolean; count?: number; error?: string };
  }
}

const params = new URLSearchParams(window.location.search);
const required = (name: string) => {
  const value = params.get(name);
  if (!value) throw new Error(`?${name}= is missing`);
  return value;
};

/** A Firestore value in the REST/bundle JSON form. */
type Value = { stringValue: string } | { integerValue: string };
/** One open order in this many is left unassigned (src/demo/adapters/deskBenchSeed.ts's). */
const UNASSIGNED_EVERY = 10;
const text = (value: string): Value => ({ stringValue: value });
const integer = (value: number): Value => ({ integerValue: String(Math.trunc(value)) });

/**
 * A Firestore bundle (the format `loadBundle` reads): length-prefixed JSON elements, metadata
 * first, then each document's metadata and the document, as the server would have sent them.
 */
function buildBundle(
  projectId: string,
  documents: { path: string; fields: Record<string, Value> }[],
): string {
  const readTime = { seconds: Math.floor(Date.now() / 1000), nanos: 0 };
  const encoder = new TextEncoder();
  const element = (value: unknown) => {
    const json = JSON.stringify(value);
    return `${encoder.encode(json).length}${json}`;
  };
  const body = documents
    .map(({ path, fields }) => {
      const name = `projects/${projectId}/databases/(default)/documents/${path}`;
      return (
        element({ documentMetadata: { name, readTime, exists: true, queries: [] } }) +
        element({ document: { name, fields, createTime: readTime, updateTime: readTime } })
      );
    })
    .join('');
  const metadata = {
    id: 'bench-prime',
    createTime: readTime,
    version: 1,
    totalDocuments: documents.length,
    totalBytes: encoder.encode(body).length,
  };
  return element({ metadata }) + body;
}

async function prime() {
  const count = Number(required('count'));
  const prefix = params.get('prefix') ?? 'dev_';
  const drivers = Number(params.get('drivers') ?? 0);
  const options = {
    apiKey: required('apiKey'),
    projectId: required('projectId'),
    appId: required('appId'),
  };
  // The driver app's default app, or the desk's named one (services/firebase/desk.ts).
  const appName = params.get('app');
  const app = appName ? initializeApp(options, appName) : initializeApp(options);
  const auth = initializeAuth(app, { persistence: indexedDBLocalPersistence });
  connectAuthEmulator(auth, `http://127.0.0.1:${params.get('authPort') ?? 9099}`, {
    disableWarnings: true,
  });
  const { user } = await signInWithEmailAndPassword(auth, required('email'), required('password'));
  const uid = user.uid;
  // The app's own settings (src/services/firebase/firestore.ts), so the two share one cache.
  const db = initializeFirestore(app, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  connectFirestoreEmulator(db, '127.0.0.1', Number(params.get('firestorePort') ?? 8080));
  await disableNetwork(db);

  const now = Date.now();
  const midnight = new Date(now).setHours(0, 0, 0, 0);
  const driverRecords = Array.from({ length: drivers }, (_, i) => {
    const number = String(i + 1).padStart(2, '0');
    return {
      path: `${prefix}backOfficeUsers/bench-driver-${number}`,
      fields: {
        name: text(`Bench Driver ${number}`),
        email: text(`bench-driver-${number}@bench.test`),
        role: text('courier'),
      },
    };
  });
  /** Whose receipt `i` is: the signed-in user's, or with drivers one in ten nobody's. */
  const assignee = (i: number): Record<string, Value> => {
    if (drivers === 0) return { dispatchId: text(uid) };
    if (i % UNASSIGNED_EVERY === 0) return {};
    return { dispatchId: text(`bench-driver-${String((i % drivers) + 1).padStart(2, '0')}`) };
  };
  const receipts = Array.from({ length: count }, (_, i) => ({
    path: `${prefix}receipts/bench-${String(i).padStart(5, '0')}`,
    fields: {
      receipt_type: text('SALE'),
      ...assignee(i),
      // Spread over today, newest first in the list; a few delivered, most still open.
      updateTimestamp: integer(midnight + Math.floor(((now - midnight) * (i + 1)) / (count + 1))),
      // The desk's board shows open orders: with drivers, every one is open.
      status: text(drivers === 0 && i % 10 === 0 ? 'Delivered' : 'Pending'),
      customerName: text(`Customer ${i + 1}`),
      deliveryAddress: text(`${i + 1} Bench Street`),
      receipt_number: text(`B-${i + 1}`),
    },
  }));
  const record = {
    path: `${prefix}backOfficeUsers/${uid}`,
    fields: {
      name: text(drivers === 0 ? 'Bench Dispatcher' : 'Bench Manager'),
      email: text(user.email ?? ''),
      ...(params.get('role') ? { role: text(required('role')) } : {}),
    },
  };
  await loadBundle(db, buildBundle(required('projectId'), [record, ...driverRecords, ...receipts]));
  await terminate(db);
  return count;
}

prime().then(
  (count) => (window.__benchPrime = { done: true, count }),
  (error: unknown) => (window.__benchPrime = { done: true, error: String(error) }),
);
