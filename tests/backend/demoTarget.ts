import 'fake-indexeddb/auto';
import { DEFAULT_NOT_DELIVERED_REASONS } from '@/config/constants';
import { createDemoAuth } from '@/demo/adapters/auth';
import { DEMO_PASSWORD } from '@/demo/server/accounts';
import { createDemoCoreStore } from '@/demo/server/coreStore';
import { createDemoAccountDirectory, createDemoAccounts } from '@/demo/server/demoAccounts';
import { openDemoDb } from '@/demo/server/store';
import { DEFAULT_DELIVERY_STATUSES, DEFAULT_NOT_DELIVERED_STATUS } from '@/domain/status';
import { AuthError } from '@/services/ports';
import { handleHttp, type CoreConfig, type HttpDeps, type ReceiptData } from '@backend/core';
import { APP_ORIGIN, replyOf, type Target } from './target';

// The demo backend as the contract suite drives it: the core over the demo's IndexedDB store
// (fake-indexeddb here), in-process, with the demo's kind of ID tokens and its accounts (the
// fixed ones, and those signed up here or invited, kept in the database: a deactivated one's
// tokens are refused, as the demo's sign-in refuses them: auth.ts `verifyCaller`).

const config = (): CoreConfig => ({
  deliveryStatuses: DEFAULT_DELIVERY_STATUSES,
  notDeliveredStatus: DEFAULT_NOT_DELIVERED_STATUS,
  notDeliveredReasons: DEFAULT_NOT_DELIVERED_REASONS,
  now: () => Date.now(),
  newId: () => crypto.randomUUID(),
});

export async function demoTarget(): Promise<Target> {
  const db = await openDemoDb(`contract-${crypto.randomUUID()}`);
  const store = createDemoCoreStore(db);
  const directory = createDemoAccountDirectory(db);
  const tokens = new Map<string, string>();
  const deps: HttpDeps = {
    config: config(),
    store,
    accounts: createDemoAccounts(db),
    verifier: {
      async verify(token) {
        const uid = tokens.get(token);
        const account = uid === undefined ? null : await directory.findByUid(uid);
        return uid === undefined || account === null || account.disabled ? null : { uid };
      },
    },
    allowedOrigins: [APP_ORIGIN],
  };
  let serial = 0;
  const tokenFor = (uid: string) => {
    const idToken = `demo-id-token.${uid}.${crypto.randomUUID()}`;
    tokens.set(idToken, uid);
    return idToken;
  };
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
      const email = `${name}-${serial}@contract.test`;
      await db.put('accounts', { uid, email, password: DEMO_PASSWORD, disabled: false });
      return { uid, idToken: tokenFor(uid), email, password: DEMO_PASSWORD };
    },
    async signIn(email, password) {
      const auth = createDemoAuth({
        env: { clock: { now: () => Date.now() }, isOnline: () => true, delay: async () => {} },
        storage: null,
        sessionKey: `contract-${crypto.randomUUID()}`,
        latencyMs: 0,
        directory,
      });
      try {
        const user = await auth.signIn(email, password);
        return { ok: true, who: { uid: user.uid, idToken: tokenFor(user.uid), email, password } };
      } catch (error) {
        if (error instanceof AuthError) return { ok: false, code: error.code };
        throw error;
      } finally {
        auth.dispose();
      }
    },
    async passwordThroughLink(link, email) {
      // The demo's link is its sign-in page with the email filled in; the password is demo1234.
      if (!link.endsWith(`/login?email=${encodeURIComponent(email)}`)) {
        throw new Error(`Not the demo's sign-in link for ${email}: ${link}`);
      }
      return DEMO_PASSWORD;
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
    async seedBackOfficeUsers(users) {
      const tx = db.transaction('backOfficeUsers', 'readwrite');
      await Promise.all(
        Object.entries(users).map(([uid, data]) =>
          tx.objectStore('backOfficeUsers').put({ uid, data }),
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
    async apiKeyRecord(id) {
      return ((await db.get('apiKeys', id)) as Record<string, unknown> | undefined) ?? null;
    },
    async backOfficeUser(uid) {
      return (await db.get('backOfficeUsers', uid))?.data ?? null;
    },
    async driverShift(uid) {
      return ((await db.get('driverShifts', uid)) as Record<string, unknown> | undefined) ?? null;
    },
    async settlement(id) {
      return ((await db.get('settlements', id)) as Record<string, unknown> | undefined) ?? null;
    },
    async storedText() {
      const stores = [...db.objectStoreNames];
      const all = await Promise.all(stores.map(async (name) => [name, await db.getAll(name)]));
      return JSON.stringify(Object.fromEntries(all));
    },
    async close() {
      db.close();
    },
  };
}
