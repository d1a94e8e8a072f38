// @vitest-environment node
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  disableNetwork,
  doc,
  onSnapshot,
  setDoc,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';
import {
  AUTH_EMULATOR_URL,
  FIRESTORE_EMULATOR_HOST,
  FIRESTORE_EMULATOR_PORT,
} from '@/services/firebase/emulators';
import { openFirestore } from '@/services/firebase/firestore';

describe('openFirestore', () => {
  it('falls back to a memory cache without IndexedDB, and still serves reads', async () => {
    const app = initializeApp(
      { apiKey: 'k', projectId: 'demo-no-idb', appId: '1:1:web:1' },
      'no-idb',
    );
    const { db, cache } = openFirestore(app, { emulatorHost: null, indexedDbAvailable: false });
    expect(cache).toBe('memory');
    await disableNetwork(db);
    await expect(readBack(db)).resolves.toEqual({ ok: true });
    await terminate(db);
    await deleteApp(app);
  });
});

async function readBack(db: Firestore): Promise<unknown> {
  void setDoc(doc(db, 'dev_utilities', 'main'), { ok: true });
  return new Promise<unknown>((resolve, reject) => {
    const stop = onSnapshot(
      doc(db, 'dev_utilities', 'main'),
      (snapshot) => {
        stop();
        resolve(snapshot.data());
      },
      reject,
    );
  });
}

describe('openFirestore when IndexedDB exists but persistence fails', () => {
  it('asks for the persistent cache; the SDK falls back to memory and reads still work', async () => {
    // Node (like some private-browsing modes) has an indexedDB here (fake-indexeddb) but no
    // localStorage, so the SDK refuses persistence when it first opens the cache.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const app = initializeApp(
      { apiKey: 'k', projectId: 'demo-idb-fails', appId: '1:1:web:1' },
      'idb-fails',
    );
    const { db, cache } = openFirestore(app, { emulatorHost: null, indexedDbAvailable: true });
    expect(cache).toBe('persistent');
    await disableNetwork(db);
    await expect(readBack(db)).resolves.toEqual({ ok: true });
    expect(warn.mock.calls.flat().join(' ')).toMatch(/Falling back to memory cache/);
    await terminate(db);
    await deleteApp(app);
  });
});

describe('emulator ports', () => {
  it('match the ones firebase.json declares', () => {
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      emulators: Record<string, { host: string; port: number }>;
    };
    expect(AUTH_EMULATOR_URL).toBe(
      `http://${config.emulators.auth?.host}:${config.emulators.auth?.port}`,
    );
    expect(FIRESTORE_EMULATOR_HOST).toBe(config.emulators.firestore?.host);
    expect(FIRESTORE_EMULATOR_PORT).toBe(config.emulators.firestore?.port);
  });
});
