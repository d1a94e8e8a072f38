// Bench only (section 6, docs/performance.md): primes the Firestore persistent cache of the
// Firebase bench build before its warm start is timed. Served from the same origin as the app
// (bench/firebasePrime.mjs builds it into the build's __bench-prime/), it opens the same
// IndexedDB the app opens (the default app, the same project and API key), signs in through the
// Auth emulator (Firestore keeps pending writes per user, and the app then restores this
// session), and writes, with the network disabled as the Firestore adapter tests do, the
// dispatcher's back-office record and today's receipts. It reports on window.__benchPrime once
// the cache holds them all.
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
  doc,
  initializeFirestore,
  onSnapshot,
  persistentLocalCache,
  persistentMultipleTabManager,
  setDoc,
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

  // Offline, setDoc resolves only on a server ack: never awaited. The cache holds the writes.
  void setDoc(doc(db, `${prefix}backOfficeUsers`, uid), {
    name: 'Bench Dispatcher',
    email: user.email,
  });
  const now = Date.now();
  const midnight = new Date(now).setHours(0, 0, 0, 0);
  for (let i = 0; i < count; i++) {
    void setDoc(doc(db, `${prefix}receipts`, `bench-${String(i).padStart(5, '0')}`), {
      receipt_type: 'SALE',
      dispatchId: uid,
      // Spread over today, newest first in the list; a few delivered, most still open.
      updateTimestamp: midnight + Math.floor(((now - midnight) * (i + 1)) / (count + 1)),
      status: i % 10 === 0 ? 'Delivered' : 'Pending',
      customerName: `Customer ${i + 1}`,
      deliveryAddress: `${i + 1} Bench Street`,
      receipt_number: `B-${i + 1}`,
    });
  }
  // Every write is in the local view (and so in IndexedDB) once a local snapshot shows it.
  await new Promise<void>((resolve) => {
    const stop = onSnapshot(
      doc(db, `${prefix}receipts`, `bench-${String(count - 1).padStart(5, '0')}`),
      (snapshot) => {
        if (snapshot.exists()) {
          stop();
          resolve();
        }
      },
    );
  });
  await terminate(db);
  return count;
}

prime().then(
  (count) => (window.__benchPrime = { done: true, count }),
  (error: unknown) => (window.__benchPrime = { done: true, error: String(error) }),
);
