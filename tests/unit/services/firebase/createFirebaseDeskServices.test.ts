// @vitest-environment node
import { deleteApp, getApp, getApps } from 'firebase/app';
import { getFirestore, terminate } from 'firebase/firestore';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parseEnv, type FirebaseConfig } from '@/config/env';
import { createFirebaseDeskServices, DESK_FIREBASE_APP } from '@/services/firebase/desk';
import { firebaseServiceStarted } from '../../../helpers/firebaseServiceStarted';

// The desk's Firebase adapters (docs/desk.md#firebase): a Firebase app of their own, so the
// desk's session is kept apart from the driver app's default app, and Firestore only once the
// desk subscribes to something.

function firebaseConfig(): FirebaseConfig {
  const parsed = parseEnv({
    VITE_FIREBASE_API_KEY: 'demo-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'demo-desk.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'demo-desk',
    VITE_FIREBASE_APP_ID: '1:1:web:1',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
    VITE_BACKEND_URL: 'https://api.example.test',
  });
  if (!parsed.ok || parsed.config.mode !== 'firebase') throw new Error('expected firebase mode');
  return parsed.config;
}

const config = firebaseConfig();
const deskApp = () => getApp(DESK_FIREBASE_APP);

afterAll(async () => {
  await terminate(getFirestore(deskApp()));
  await deleteApp(deskApp());
});

describe('createFirebaseDeskServices', () => {
  it('runs on a named Firebase app, not the driver app’s default one, once per configuration', () => {
    const services = createFirebaseDeskServices(config);
    expect(services).toMatchObject({ mode: 'firebase', sampleData: null });
    expect(createFirebaseDeskServices(config)).toBe(services);
    expect(getApps().map((app) => app.name)).toEqual([DESK_FIREBASE_APP]);
  });

  it('starts Firestore only on the first subscription, not for sign-in', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const services = createFirebaseDeskServices(config);
    services.auth.onAuthStateChanged(() => {})();
    const started = () => firebaseServiceStarted(deskApp(), 'firestore', '(default)');
    expect(started()).toBe(false);
    const stop = services.team.watch(
      () => {},
      () => {},
    );
    await expect.poll(started).toBe(true);
    stop();
  });
});
