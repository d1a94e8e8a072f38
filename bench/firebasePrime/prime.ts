// Bench only (section 6, docs/performance.md): primes the Firestore persistent cache of the
// Firebase bench build before its warm start is timed. Served from the same origin as the app
// (bench/firebasePrime.mjs builds it into the build's __bench-prime/), it opens the same
// IndexedDB the app opens (the default app, the same project and API key), signs in through the
// Auth emulator (Firestore keeps pending writes per user, and the app then restores this
// session), and loads into the cache, as documents the server sent (a Firestore bundle, built
// here), the dispatcher's back-office record and today's receipts: what a phone's cache holds
// after a day of use. (Written with setDoc and the network disabled, as the Firestore adapter
// tests do, they would be pending writes, which Firestore re-applies over every query on every
// start: not what a phone has.) It reports on window.__benchPrime once the cache holds them.
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
  const app = initializeApp({
    apiKey: required('apiKey'),
    projectId: required('projectId'),
    appId: required('appId'),
  });
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
  const receipts = Array.from({ length: count }, (_, i) => ({
    path: `${prefix}receipts/bench-${String(i).padStart(5, '0')}`,
    fields: {
      receipt_type: text('SALE'),
      dispatchId: text(uid),
      // Spread over today, newest first in the list; a few delivered, most still open.
      updateTimestamp: integer(midnight + Math.floor(((now - midnight) * (i + 1)) / (count + 1))),
      status: text(i % 10 === 0 ? 'Delivered' : 'Pending'),
      customerName: text(`Customer ${i + 1}`),
      deliveryAddress: text(`${i + 1} Bench Street`),
      receipt_number: text(`B-${i + 1}`),
    },
  }));
  const record = {
    path: `${prefix}backOfficeUsers/${uid}`,
    fields: { name: text('Bench Dispatcher'), email: text(user.email ?? '') },
  };
  await loadBundle(db, buildBundle(required('projectId'), [record, ...receipts]));
  await terminate(db);
  return count;
}

prime().then(
  (count) => (window.__benchPrime = { done: true, count }),
  (error: unknown) => (window.__benchPrime = { done: true, error: String(error) }),
);
