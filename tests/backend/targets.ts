import 'fake-indexeddb/auto';
import { DEFAULT_NOT_DELIVERED_REASONS } from '@/config/constants';
import { createDemoCoreStore } from '@/demo/server/coreStore';
import { openDemoDb } from '@/demo/server/store';
import { DEFAULT_DELIVERY_STATUSES, DEFAULT_NOT_DELIVERED_STATUS } from '@/domain/status';
import {
  handleHttp,
  type CoreConfig,
  type HttpDeps,
  type IdempotencyRecord,
  type ReceiptData,
  type TokenRecord,
} from '@backend/core';

// The two homes of the backend core, as the contract suite (contract*.test.ts) drives them: the
// Cloud Functions on the Functions emulator, over real HTTP with real ID tokens from the Auth
// emulator (when scripts/backend-tests.mjs started them), and the demo backend in-process (the
// core over the demo's IndexedDB store, fake-indexeddb here).

export const APP_ORIGIN = 'http://localhost:5173';
export const OTHER_ORIGIN = 'https://elsewhere.example';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

export interface SendOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | null;
}

export interface Dispatcher {
  uid: string;
  idToken: string;
}

export interface Target {
  name: string;
  /** Which store the core runs on ("memory", "firestore", "indexeddb"). */
  store: string;
  send(options: SendOptions): Promise<Reply>;
  signUp(name: string): Promise<Dispatcher>;
  /** Tokens the backend must answer 401: expired, of another project, garbage. */
  badTokens(who: Dispatcher): Promise<Record<string, string>>;
  /** A token shaped like `badTokens`' but valid (shows they fail for the reason they name). */
  controlToken?(who: Dispatcher): Promise<string>;
  seedReceipts(receipts: Record<string, ReceiptData>): Promise<void>;
  /** Stores an idempotency record as the core would (a request still holding its key). */
  putIdempotency(record: IdempotencyRecord): Promise<void>;
  receipt(id: string): Promise<ReceiptData | null>;
  token(uid: string): Promise<TokenRecord | null>;
  close(): Promise<void>;
}

const config = (): CoreConfig => ({
  deliveryStatuses: DEFAULT_DELIVERY_STATUSES,
  notDeliveredStatus: DEFAULT_NOT_DELIVERED_STATUS,
  notDeliveredReasons: DEFAULT_NOT_DELIVERED_REASONS,
  now: () => Date.now(),
  newId: () => crypto.randomUUID(),
});

function replyOf(status: number, headers: Record<string, string>, text: string): Reply {
  let body: Record<string, unknown> | null;
  try {
    body = text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    body = null;
  }
  const lower: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;
  return { status, headers: lower, body };
}

export async function demoTarget(): Promise<Target> {
  const db = await openDemoDb(`contract-${crypto.randomUUID()}`);
  const store = createDemoCoreStore(db);
  const tokens = new Map<string, string>();
  const deps: HttpDeps = {
    config: config(),
    store,
    verifier: { verify: async (token) => (tokens.has(token) ? { uid: tokens.get(token)! } : null) },
    allowedOrigins: [APP_ORIGIN],
  };
  let serial = 0;
  return {
    name: 'demo backend (in-process)',
    store: store.kind,
    async send({ method = 'POST', path, headers = {}, body = null }) {
      const lower: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers)) lower[name.toLowerCase()] = value;
      const response = await handleHttp(deps, {
        method,
        path,
        headers: lower,
        body: body === null ? null : new TextEncoder().encode(body),
      });
      return replyOf(response.status, response.headers, response.body);
    },
    async signUp(name) {
      serial += 1;
      const uid = `demo-${name}-${serial}`;
      const idToken = `demo-id-token.${uid}.${crypto.randomUUID()}`;
      tokens.set(idToken, uid);
      return { uid, idToken };
    },
    async badTokens(who) {
      // The demo's tokens: one that was valid and was replaced (getIdToken(true)), one another
      // demo database issued, and garbage.
      const expired = `demo-id-token.${who.uid}.expired`;
      return {
        expired,
        'other project': `demo-id-token.${who.uid}.${crypto.randomUUID()}`,
        garbage: 'garbage',
      };
    },
    async seedReceipts(receipts) {
      const tx = db.transaction('receipts', 'readwrite');
      await Promise.all(
        Object.entries(receipts).map(([id, data]) =>
          tx.objectStore('receipts').put({ id, data: data as never }),
        ),
      );
      await tx.done;
    },
    async putIdempotency(record) {
      await db.put('appliedUpdates', {
        ...record,
        updateId: record.key,
        appliedAt: record.startedAt,
      });
    },
    async receipt(id) {
      const stored = await db.get('receipts', id);
      return stored ? (stored.data as unknown as ReceiptData) : null;
    },
    async token(uid) {
      return (await db.get('pushTokens', uid)) ?? null;
    },
    async close() {
      db.close();
    },
  };
}

// ---------------------------------------------------------------- the Functions emulator

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
      const response = await fetch(
        `http://${env.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            email: `${name}-${crypto.randomUUID()}@contract.test`,
            password: 'contract-1234',
            returnSecureToken: true,
          }),
        },
      );
      const account = (await response.json()) as { idToken: string; localId: string };
      if (!response.ok) throw new Error(`sign-up failed: ${JSON.stringify(account)}`);
      return { uid: account.localId, idToken: account.idToken };
    },
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
    async seedReceipts(receipts) {
      if (firestore) {
        const batch = firestore.batch();
        for (const [id, data] of Object.entries(receipts)) {
          batch.set(firestore.collection('dev_receipts').doc(id), data);
        }
        await batch.commit();
        return;
      }
      await json('/__emulator/receipts', receipts);
    },
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
    async receipt(id) {
      if (firestore) {
        const snapshot = await firestore.collection('dev_receipts').doc(id).get();
        return snapshot.exists ? (snapshot.data() ?? null) : null;
      }
      return ((await json('/__emulator/state')).receipts[id] as ReceiptData | undefined) ?? null;
    },
    async token(uid) {
      if (firestore) {
        const snapshot = await firestore.collection('dev_pushTokens').doc(uid).get();
        return snapshot.exists ? (snapshot.data() as TokenRecord) : null;
      }
      return ((await json('/__emulator/state')).tokens[uid] as TokenRecord | undefined) ?? null;
    },
    async close() {},
  };
}

/** The targets this run has: the demo always, the functions when the emulators run. */
export function targetFactories(): Array<[string, () => Promise<Target>]> {
  const factories: Array<[string, () => Promise<Target>]> = [['demo', demoTarget]];
  const url = process.env.BACKEND_FUNCTIONS_URL;
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (url && authHost) {
    factories.unshift([
      'functions',
      () =>
        functionsTarget({
          url,
          authHost,
          project: process.env.BACKEND_PROJECT ?? 'demo-dispatch-backend',
          store: process.env.BACKEND_STORE ?? 'memory',
        }),
    ]);
  }
  return factories;
}
