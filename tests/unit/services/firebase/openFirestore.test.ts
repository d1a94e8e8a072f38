// @vitest-environment node
import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp } from 'firebase/app';
import { disableNetwork, doc, onSnapshot, setDoc, terminate } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  AUTH_EMULATOR_URL,
  FIRESTORE_EMULATOR_HOST,
  FIRESTORE_EMULATOR_PORT,
} from '../../../../src/services/firebase/emulators';
import { openFirestore } from '../../../../src/services/firebase/firestore';

describe('openFirestore', () => {
  it('falls back to a memory cache without IndexedDB, and still serves reads', async () => {
    const app = initializeApp(
      { apiKey: 'k', projectId: 'demo-no-idb', appId: '1:1:web:1' },
      'no-idb',
    );
    const { db, cache } = openFirestore(app, { useEmulators: false, indexedDbAvailable: false });
    expect(cache).toBe('memory');
    await disableNetwork(db);
    void setDoc(doc(db, 'dev_utilities', 'main'), { ok: true });
    const data = await new Promise<unknown>((resolve, reject) => {
      const stop = onSnapshot(
        doc(db, 'dev_utilities', 'main'),
        (snapshot) => {
          stop();
          resolve(snapshot.data());
        },
        reject,
      );
    });
    expect(data).toEqual({ ok: true });
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
