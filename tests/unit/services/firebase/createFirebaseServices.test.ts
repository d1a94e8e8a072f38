// @vitest-environment node
import { deleteApp, getApp } from 'firebase/app';
import { getFirestore, terminate } from 'firebase/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseEnv, type FirebaseConfig } from '@/config/env';
import { createFirebaseServices } from '@/services/firebase';
import { firebaseServiceStarted } from '../../../helpers/firebaseServiceStarted';

function firebaseConfig(): FirebaseConfig {
  const parsed = parseEnv({
    VITE_FIREBASE_API_KEY: 'demo-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'demo-lazy.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'demo-lazy',
    VITE_FIREBASE_APP_ID: '1:1:web:1',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
    VITE_BACKEND_URL: 'https://api.example.test',
  });
  if (!parsed.ok || parsed.config.mode !== 'firebase') throw new Error('expected firebase mode');
  return parsed.config;
}

const config = firebaseConfig();

afterAll(async () => {
  await terminate(getFirestore(getApp()));
  await deleteApp(getApp());
});

// Firestore registers its instance under the database id.
const firestoreStarted = () => firebaseServiceStarted(getApp(), 'firestore', '(default)');

describe('createFirebaseServices', () => {
  it('builds Firebase-mode services once per configuration (a second boot gets the same)', () => {
    const services = createFirebaseServices(config);
    expect(services).toMatchObject({ mode: 'firebase', sampleData: null, localPhotos: null });
    expect(createFirebaseServices(config)).toBe(services);
  });

  it('starts Firestore only on the first data subscription, not for sign-in', async () => {
    // Once started, Firestore tries to reach its server, which is unreachable here: quiet it.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const services = createFirebaseServices(config);
    services.auth.onAuthStateChanged(() => {})();
    expect(firestoreStarted()).toBe(false);

    const stop = services.backOfficeUsers.watch(
      'uid',
      () => {},
      () => {},
    );
    await expect.poll(firestoreStarted).toBe(true);
    stop();
  });
});
