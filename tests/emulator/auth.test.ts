// The Auth adapter against the real Firebase Auth emulator (started by `npm run test:auth`).
// Users are created through the emulator's REST API before each test.
import { deleteApp, getApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';
import { createFirebaseServices } from '@/services/firebase';
import { createAuthGateway } from '@/services/firebase/auth';
import { AUTH_EMULATOR_URL } from '@/services/firebase/emulators';
import type { AuthGateway, AuthUser } from '@/services/ports';

const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-dispatch';
const PASSWORD = 'correct-horse-1';

async function emulator(path: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(`${AUTH_EMULATOR_URL}${path}`, {
    ...init,
    // "Bearer owner" is the emulator's admin credential.
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function createUser(email: string, options: { disabled?: boolean } = {}): Promise<string> {
  const { localId } = (await emulator(
    '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any',
    {
      method: 'POST',
      body: JSON.stringify({ email, password: PASSWORD }),
    },
  )) as { localId: string };
  if (options.disabled) {
    await emulator(`/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, {
      method: 'POST',
      body: JSON.stringify({ localId, disableUser: true }),
    });
  }
  return localId;
}

async function oobCodesFor(email: string): Promise<unknown[]> {
  const { oobCodes } = (await emulator(`/emulator/v1/projects/${PROJECT_ID}/oobCodes`)) as {
    oobCodes: { email: string; requestType: string }[];
  };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
}

let app: FirebaseApp;
let auth: Auth;
let gateway: AuthGateway;
let dispatcherUid: string;

beforeEach(async () => {
  await emulator(`/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  dispatcherUid = await createUser('dispatcher@example.test');
  app = initializeApp({ apiKey: 'demo-key', projectId: PROJECT_ID }, `auth-${Math.random()}`);
  auth = getAuth(app);
  connectAuthEmulator(auth, AUTH_EMULATOR_URL, { disableWarnings: true });
  gateway = createAuthGateway(auth);
});

afterEach(async () => {
  await deleteApp(app);
});

describe('Auth adapter against the Auth emulator', () => {
  it('signs in, reports the user to listeners and hands out an ID token', async () => {
    const seen: (AuthUser | null)[] = [];
    const stop = gateway.onAuthStateChanged((user) => seen.push(user));

    const user = await gateway.signIn(' dispatcher@example.test ', PASSWORD);
    expect(user).toEqual({ uid: dispatcherUid, email: 'dispatcher@example.test' });
    await expect.poll(() => seen.at(-1)).toEqual(user);

    const token = await gateway.getIdToken();
    expect(token).toMatch(/^[\w-]+\.[\w-]+\./);
    const payload = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as {
      user_id: string;
    };
    expect(payload.user_id).toBe(dispatcherUid);
    await expect(gateway.getIdToken(true)).resolves.toMatch(/^[\w-]+\./);
    stop();
  });

  it('signs out: listeners hear null and there is no token any more', async () => {
    await gateway.signIn('dispatcher@example.test', PASSWORD);
    const seen: (AuthUser | null)[] = [];
    const stop = gateway.onAuthStateChanged((user) => seen.push(user));
    await gateway.signOut();
    await expect.poll(() => seen.at(-1)).toBeNull();
    await expect(gateway.getIdToken()).resolves.toBeNull();
    stop();
  });

  it('rejects a wrong password by its code (the app words it)', async () => {
    const failure = gateway.signIn('dispatcher@example.test', 'wrong-password');
    await expect(failure).rejects.toMatchObject({
      name: 'AuthError',
      code: 'wrong-password',
    });
    expect(auth.currentUser).toBeNull();
  });

  it('rejects an unknown user', async () => {
    await expect(gateway.signIn('nobody@example.test', PASSWORD)).rejects.toMatchObject({
      name: 'AuthError',
      // The emulator names the unknown user; a real project with email-enumeration protection
      // answers auth/invalid-credential instead, which maps to wrong-password.
      code: 'user-not-found',
    });
  });

  it('rejects a malformed email and a missing password', async () => {
    await expect(gateway.signIn('not-an-email', PASSWORD)).rejects.toMatchObject({
      code: 'invalid-email',
    });
    await expect(gateway.signIn('dispatcher@example.test', '')).rejects.toMatchObject({
      code: 'missing-password',
    });
  });

  it('rejects a disabled user', async () => {
    await createUser('disabled@example.test', { disabled: true });
    await expect(gateway.signIn('disabled@example.test', PASSWORD)).rejects.toMatchObject({
      code: 'user-disabled',
    });
  });

  it('sends a password reset email to a known address', async () => {
    await gateway.sendPasswordReset('dispatcher@example.test');
    expect(await oobCodesFor('dispatcher@example.test')).toHaveLength(1);
  });

  it('answers a password reset for an unknown address as for a known one, sending nothing', async () => {
    // No account enumeration: the emulator refuses unknown addresses (no enumeration
    // protection there), the gateway answers as for a known one.
    await expect(gateway.sendPasswordReset('nobody@example.test')).resolves.toBeUndefined();
    expect(await oobCodesFor('nobody@example.test')).toHaveLength(0);
  });

  it('reports a network failure when Auth cannot be reached', async () => {
    const offlineApp = initializeApp({ apiKey: 'demo-key', projectId: PROJECT_ID }, 'offline');
    const offlineAuth = getAuth(offlineApp);
    // Nothing listens on port 9 (discard) on the test machines.
    connectAuthEmulator(offlineAuth, 'http://127.0.0.1:9', { disableWarnings: true });
    try {
      await expect(
        createAuthGateway(offlineAuth).signIn('dispatcher@example.test', PASSWORD),
      ).rejects.toMatchObject({ code: 'network' });
    } finally {
      await deleteApp(offlineApp);
    }
  });
});

describe('createFirebaseServices in emulator mode', () => {
  it('wires its Auth to the emulator of firebase.json', async () => {
    const parsed = parseEnv({
      VITE_FIREBASE_API_KEY: 'demo-key',
      VITE_FIREBASE_AUTH_DOMAIN: 'demo-dispatch.firebaseapp.com',
      VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
      VITE_FIREBASE_APP_ID: '1:1:web:1',
      VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
      VITE_BACKEND_URL: 'http://127.0.0.1:9/api',
      VITE_USE_FIREBASE_EMULATORS: 'true',
    });
    if (!parsed.ok || parsed.config.mode !== 'firebase')
      throw new Error(parsed.ok ? 'demo' : parsed.problems.join());
    const services = await createFirebaseServices(parsed.config);
    expect(services).toMatchObject({ mode: 'firebase', sampleData: null, localPhotos: null });
    await expect(services.auth.signIn('dispatcher@example.test', PASSWORD)).resolves.toEqual({
      uid: dispatcherUid,
      email: 'dispatcher@example.test',
    });
    await expect(services.auth.getIdToken()).resolves.toEqual(expect.any(String));
    await services.auth.signOut();
    await deleteApp(getApp());
  });
});
