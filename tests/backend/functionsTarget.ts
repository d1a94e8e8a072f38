import type { ReceiptData, TokenRecord } from '@backend/core';
import { replyOf, type SignInResult, type Target } from './target';

// The Cloud Functions as the contract suite drives them: on the Functions emulator, over real
// HTTP with real ID tokens from the Auth emulator (when scripts/backend-tests.mjs started them),
// their store seeded through Firestore or the emulator-only `/__emulator/…` paths.

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * A token as the Auth emulator issues them (unsigned, `alg: none`; the Admin SDK checks only
 * the claims against the emulator), with the claims we choose.
 */
function emulatorStyleToken(project: string, uid: string, expiresInSeconds: number): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${project}`,
    aud: project,
    // Not before the account's creation (the emulator treats older tokens as revoked).
    auth_time: now,
    user_id: uid,
    sub: uid,
    iat: Math.min(now, now + expiresInSeconds - 3600),
    exp: now + expiresInSeconds,
    firebase: { identities: {}, sign_in_provider: 'password' },
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
}

/** The Auth emulator's REST error ("USER_DISABLED") as the app's AuthError code ("user-disabled"). */
function authCodeOf(body: unknown): string {
  const message = (body as { error?: { message?: unknown } }).error?.message;
  return typeof message === 'string' ? message.split(' ')[0].toLowerCase().replace(/_/g, '-') : '';
}

export async function functionsTarget(env: {
  url: string;
  authHost: string;
  project: string;
  store: string;
}): Promise<Target> {
  const api = env.url.replace(/\/+$/, '');
  const json = async (path: string, body?: unknown) => {
    const response = await fetch(`${api}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json() as Promise<Record<string, Record<string, unknown>>>;
  };
  const firestore =
    env.store === 'firestore'
      ? await (async () => {
          const { initializeApp } = await import('firebase-admin/app');
          const { getFirestore } = await import('firebase-admin/firestore');
          return getFirestore(initializeApp({ projectId: env.project }, 'contract-suite'));
        })()
      : null;

  /** Writes documents as the back office would: in Firestore, or the in-memory store's. */
  async function seed(name: 'receipts' | 'backOfficeUsers', docs: Record<string, object>) {
    if (firestore) {
      const batch = firestore.batch();
      for (const [id, data] of Object.entries(docs)) {
        batch.set(firestore.collection(`dev_${name}`).doc(id), data);
      }
      await batch.commit();
      return;
    }
    await json(`/__emulator/${name}`, docs);
  }

  /** A call of the Auth emulator's REST API (the client SDK's), its JSON answer. */
  async function identityToolkit(method: string, body: object) {
    const response = await fetch(
      `http://${env.authHost}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    return { ok: response.ok, body: (await response.json()) as Record<string, unknown> };
  }

  /** A stored document: in Firestore, or in the in-memory store's state. */
  async function stored(name: string, id: string) {
    if (firestore) {
      const snapshot = await firestore.collection(`dev_${name}`).doc(id).get();
      return snapshot.exists ? (snapshot.data() ?? null) : null;
    }
    return ((await json('/__emulator/state'))[name]?.[id] as Record<string, unknown>) ?? null;
  }

  async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
    const { ok, body } = await identityToolkit('signInWithPassword', {
      email,
      password,
      returnSecureToken: true,
    });
    if (!ok) return { ok: false, code: authCodeOf(body) };
    return {
      ok: true,
      who: { uid: String(body.localId), idToken: String(body.idToken), email, password },
    };
  }

  return {
    name: 'Cloud Functions (Functions emulator, HTTP)',
    store: env.store,
    async send({ method = 'POST', path, headers = {}, body = null }) {
      const response = await fetch(`${api}${path}`, {
        method,
        headers,
        body: method === 'GET' || method === 'OPTIONS' ? undefined : (body ?? undefined),
      });
      return replyOf(response.status, Object.fromEntries(response.headers), await response.text());
    },
    async signUp(name) {
      const email = `${name}-${crypto.randomUUID()}@contract.test`;
      const password = 'contract-1234';
      const { ok, body } = await identityToolkit('signUp', {
        email,
        password,
        returnSecureToken: true,
      });
      if (!ok) throw new Error(`sign-up failed: ${JSON.stringify(body)}`);
      // The session is a sign-in's, not the sign-up's: the Auth emulator dates a sign-up's token
      // (auth_time) from the request's start and the account's "tokens valid since" from a moment
      // later, in whole seconds, so when a second ends in between, the functions' revocation
      // check (verifyIdToken with checkRevoked) refuses the new account's first token as revoked
      // (a 401 seen once in CI: docs/testing.md). A sign-in's token is dated after both.
      const signedIn = await signInWithPassword(email, password);
      if (!signedIn.ok) throw new Error(`sign-in after sign-up failed: ${signedIn.code}`);
      return signedIn.who;
    },
    signIn: signInWithPassword,
    async passwordThroughLink(link) {
      // Firebase's reset link carries its one-time code; the emulator applies it as the page would.
      const oobCode = new URL(link).searchParams.get('oobCode');
      const newPassword = 'invited-1234';
      const { ok, body } = await identityToolkit('resetPassword', { oobCode, newPassword });
      if (!ok) throw new Error(`setting the password failed: ${JSON.stringify(body)}`);
      return newPassword;
    },
    backOfficeUser: (uid) => stored('backOfficeUsers', uid),
    driverShift: (uid) => stored('driverShifts', uid),
    settlement: (id) => stored('settlements', id),
    async badTokens(who) {
      return {
        expired: emulatorStyleToken(env.project, who.uid, -3600),
        'other project': emulatorStyleToken('demo-another-project', who.uid, 3600),
        garbage: 'garbage',
      };
    },
    async controlToken(who) {
      return emulatorStyleToken(env.project, who.uid, 3600);
    },
    seedReceipts: (receipts) => seed('receipts', receipts),
    seedBackOfficeUsers: (users) => seed('backOfficeUsers', users),
    async putIdempotency(record) {
      if (firestore) {
        await firestore
          .collection('dev_idempotencyKeys')
          .doc(record.key)
          .set({ ...record, expireAt: new Date(record.expireAt) });
        return;
      }
      await json('/__emulator/idempotency', [record]);
    },
    receipt: (id) => stored('receipts', id) as Promise<ReceiptData | null>,
    async token(uid) {
      if (firestore) {
        const snapshot = await firestore.collection('dev_pushTokens').doc(uid).get();
        return snapshot.exists ? (snapshot.data() as TokenRecord) : null;
      }
      return ((await json('/__emulator/state')).tokens[uid] as TokenRecord | undefined) ?? null;
    },
    async apiKeyRecord(id) {
      if (firestore) {
        const snapshot = await firestore.collection('dev_apiKeys').doc(id).get();
        return snapshot.exists ? (snapshot.data() ?? null) : null;
      }
      return (
        ((await json('/__emulator/state')).apiKeys[id] as Record<string, unknown> | null) ?? null
      );
    },
    async storedText() {
      if (firestore) {
        const collections = await firestore.listCollections();
        const all = await Promise.all(
          collections.map(async (collection) => [
            collection.id,
            (await collection.get()).docs.map((doc) => doc.data()),
          ]),
        );
        return JSON.stringify(Object.fromEntries(all));
      }
      return JSON.stringify(await json('/__emulator/state'));
    },
    async close() {},
  };
}
