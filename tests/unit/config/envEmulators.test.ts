import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEnv, type RawEnv } from '@/config/env';
import { configOf, problemsOf } from './configResult';

// Emulator mode connects to firebase.json's Auth and Firestore emulators, unless the build says
// where they are (the Firebase-mode journeys start theirs on free ports: docs/firebase.md).
const EMULATOR_ENV: RawEnv = {
  VITE_FIREBASE_API_KEY: 'demo-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-dispatch.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-dispatch',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
  VITE_BACKEND_URL: 'http://127.0.0.1:5001/demo-dispatch/europe-west1/api',
  VITE_USE_FIREBASE_EMULATORS: 'true',
};

describe('parseEnv: where the emulators listen', () => {
  it("is firebase.json's by default", () => {
    const { emulators } = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      emulators: Record<'auth' | 'firestore', { host: string; port: number }>;
    };
    const at = (name: 'auth' | 'firestore') => `${emulators[name].host}:${emulators[name].port}`;
    expect(configOf(parseEnv(EMULATOR_ENV))).toMatchObject({
      emulatorHosts: { auth: at('auth'), firestore: at('firestore') },
    });
  });

  it('is the build’s host:port when given', () => {
    const moved = parseEnv({
      ...EMULATOR_ENV,
      VITE_AUTH_EMULATOR_HOST: '127.0.0.1:41001',
      VITE_FIRESTORE_EMULATOR_HOST: ' localhost:41002 ',
    });
    expect(configOf(moved)).toMatchObject({
      emulatorHosts: { auth: '127.0.0.1:41001', firestore: 'localhost:41002' },
    });
  });

  it.each([['http://127.0.0.1:9099'], ['127.0.0.1'], [':8080']])('refuses %j', (value) => {
    expect(problemsOf(parseEnv({ ...EMULATOR_ENV, VITE_FIRESTORE_EMULATOR_HOST: value }))).toEqual([
      expect.stringContaining('VITE_FIRESTORE_EMULATOR_HOST must be host:port'),
    ]);
  });
});
