import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { selectTodaysOrders } from '@/domain/orders';
import type { OriginAddress } from '@/domain/origin';
import { localPhotoIdFromUrl } from '@/domain/proof';
import { parseReceipt, type Receipt } from '@/domain/receipt';
import {
  AuthError,
  DispatchApiError,
  type AuthUser,
  type BackOfficeUserSnapshot,
  type DeliveryUpdate,
  type ProofUpload,
  type ReceiptsSnapshot,
  type Services,
} from '@/services/ports';
import { createFakePush } from './fakePush';

// An in-memory implementation of every port, with knobs for tests: adapters are swapped
// through the services context (docs/architecture.md#testing), never by mocking modules.

type Listener<T> = (value: T) => void;

export interface FakeAccount {
  uid: string;
  email: string;
  password: string;
  /** null: signed-in user without a back-office record. */
  name: string | null;
  /** The back-office record's role ("manager": domain/roles.ts); none by default. */
  role?: string;
  /** false: deactivated by the back office (domain/roles.ts). */
  active?: boolean;
}

export interface FakeServices extends Services {
  control: {
    receipts: Receipt[];
    /** The feed answers with these; `fromCache`: as a cache's answer (Firestore's offline one). */
    setReceipts(receipts: Receipt[], options?: { fromCache?: boolean }): void;
    /** Fails the feed's listeners now (a listener that comes later is answered as usual). */
    failFeed(message: string): void;
    /** How many listen to the feed now: a test fails the feed once the screen listens. */
    feedListeners(): number;
    /** The feed says nothing until releaseFeed() (to see the loading state). */
    holdFeed(): void;
    releaseFeed(): void;
    /** Holds back-office answers; call releaseRecords() to deliver them. */
    holdRecords(fromCache: boolean): void;
    releaseRecords(): void;
    /** The next deliveryUpdate calls reject with this error (until cleared with null). */
    failDeliveryUpdates(error: Error | null): void;
    /** Makes deliveryUpdate wait until resolveDeliveryUpdates() is called. */
    holdDeliveryUpdates(): void;
    resolveDeliveryUpdates(): void;
    deliveryUpdates: DeliveryUpdate[];
    /** The next uploadProof calls reject with this error (until cleared with null). */
    failProofUploads(error: Error | null): void;
    /** Every photo stored, once per Idempotency-Key (a retried upload adds none). */
    proofUploads: (ProofUpload & { proofId: string })[];
    resetEmails: string[];
    signedIn(): AuthUser | null;
  };
}

export const DEFAULT_ACCOUNTS: FakeAccount[] = [
  { uid: 'u-dispatcher', email: 'dispatcher@demo.test', password: 'demo1234', name: 'Sam Rivera' },
  { uid: 'u-courier', email: 'courier@demo.test', password: 'demo1234', name: 'Alex Chen' },
  { uid: 'u-none', email: 'no-access@demo.test', password: 'demo1234', name: null },
];

export function receipt(id: string, fields: Record<string, unknown>): Receipt {
  return parseReceipt(id, { receipt_type: 'SALE', dispatchId: 'u-dispatcher', ...fields });
}

export function createFakeServices(
  options: {
    accounts?: FakeAccount[];
    receipts?: Receipt[];
    signedInAs?: string;
    now?: number;
    origin?: OriginAddress | null;
  } = {},
): FakeServices {
  const accounts = options.accounts ?? DEFAULT_ACCOUNTS;
  const now = options.now ?? Date.now();
  let current: AuthUser | null = null;
  if (options.signedInAs) {
    const account = accounts.find((a) => a.email === options.signedInAs);
    if (account) current = { uid: account.uid, email: account.email };
  }
  const authListeners = new Set<Listener<AuthUser | null>>();
  const feedListeners = new Set<{
    query: { dispatchId: string; since: number };
    next: Listener<ReceiptsSnapshot>;
    error: Listener<Error>;
  }>();
  const recordListeners = new Set<{ uid: string; next: Listener<BackOfficeUserSnapshot> }>();
  let heldRecords: { fromCache: boolean } | null = null;
  let feedHeld = false;
  let deliveryError: Error | null = null;
  let heldDeliveries: (() => void)[] | null = null;
  let proofError: Error | null = null;

  const control: FakeServices['control'] = {
    receipts: options.receipts ?? [],
    setReceipts(receipts, { fromCache = false } = {}) {
      control.receipts = receipts;
      for (const listener of feedListeners) emitFeed(listener, fromCache);
    },
    failFeed(message) {
      for (const listener of feedListeners) listener.error(new Error(message));
    },
    feedListeners: () => feedListeners.size,
    holdFeed() {
      feedHeld = true;
    },
    releaseFeed() {
      feedHeld = false;
      for (const listener of feedListeners) emitFeed(listener);
    },
    holdRecords(fromCache) {
      heldRecords = { fromCache };
    },
    releaseRecords() {
      heldRecords = null;
      for (const listener of recordListeners) emitRecord(listener);
    },
    failDeliveryUpdates(error) {
      deliveryError = error;
    },
    holdDeliveryUpdates() {
      heldDeliveries = [];
    },
    resolveDeliveryUpdates() {
      const held = heldDeliveries ?? [];
      heldDeliveries = null;
      held.forEach((release) => release());
    },
    deliveryUpdates: [],
    failProofUploads(error) {
      proofError = error;
    },
    proofUploads: [],
    resetEmails: [],
    signedIn: () => current,
  };

  function emitFeed(
    listener: { query: { dispatchId: string; since: number }; next: Listener<ReceiptsSnapshot> },
    fromCache = false,
  ) {
    listener.next({ receipts: selectTodaysOrders(control.receipts, listener.query), fromCache });
  }

  function emitRecord(listener: { uid: string; next: Listener<BackOfficeUserSnapshot> }) {
    const account = accounts.find((a) => a.uid === listener.uid);
    const user = account?.name
      ? parseBackOfficeUser(account.uid, {
          name: account.name,
          email: account.email,
          ...(account.role !== undefined ? { role: account.role } : {}),
          ...(account.active !== undefined ? { active: account.active } : {}),
        })
      : null;
    listener.next({ user, fromCache: heldRecords?.fromCache ?? false });
  }

  function setCurrent(user: AuthUser | null) {
    current = user;
    for (const listener of authListeners) listener(user);
  }

  return {
    mode: 'demo',
    clock: { now: () => now },
    sampleData: {
      reset: async () => {},
      accounts: accounts.map((a) => ({
        email: a.email,
        password: a.password,
        description: a.name ?? 'No access',
      })),
    },
    localPhotos: {
      async read(photoUrl) {
        const proofId = localPhotoIdFromUrl(photoUrl);
        const upload = control.proofUploads.find((u) => u.proofId === proofId);
        return upload ? { ...upload.photo } : null;
      },
    },
    control,
    auth: {
      onAuthStateChanged(listener) {
        authListeners.add(listener);
        queueMicrotask(() => authListeners.has(listener) && listener(current));
        return () => authListeners.delete(listener);
      },
      async signIn(email, password) {
        const account = accounts.find((a) => a.email === email);
        if (!account) throw new AuthError('user-not-found', 'No account uses this email address.');
        if (account.password !== password)
          throw new AuthError('wrong-password', 'Wrong password. Try again.');
        const user = { uid: account.uid, email: account.email };
        setCurrent(user);
        return user;
      },
      async signOut() {
        setCurrent(null);
      },
      async sendPasswordReset(email) {
        // Like the real adapters: the same answer for an unknown address, nothing sent.
        if (accounts.some((a) => a.email === email)) control.resetEmails.push(email);
      },
      async getIdToken() {
        return current ? `token-${current.uid}` : null;
      },
    },
    backOfficeUsers: {
      watch(uid, next) {
        const listener = { uid, next };
        recordListeners.add(listener);
        if (heldRecords === null)
          queueMicrotask(() => recordListeners.has(listener) && emitRecord(listener));
        else if (heldRecords.fromCache) queueMicrotask(() => next({ user: null, fromCache: true }));
        return () => recordListeners.delete(listener);
      },
    },
    receipts: {
      watch(query, next, error) {
        const listener = { query, next, error };
        feedListeners.add(listener);
        if (!feedHeld) queueMicrotask(() => feedListeners.has(listener) && emitFeed(listener));
        return () => feedListeners.delete(listener);
      },
    },
    utilities: {
      getOriginAddress: async () =>
        options.origin ?? { address: '1 Market Street', lat: 51.5, lng: -0.12 },
    },
    dispatchApi: {
      async deliveryUpdate(update) {
        if (heldDeliveries !== null) {
          const held = heldDeliveries;
          await new Promise<void>((resolve) => held.push(resolve));
        }
        if (deliveryError) throw deliveryError;
        control.deliveryUpdates.push(update);
        control.setReceipts(
          control.receipts.map((r) =>
            r.id === update.receiptId
              ? {
                  ...r,
                  status: update.status,
                  updateTimestamp: update.updatedAt,
                  // Written back like the backend does (docs/backend-contract.md).
                  outcome: {
                    reason: update.reason ?? null,
                    note: update.note ?? null,
                    cashCollected: update.cashCollected ?? null,
                  },
                }
              : r,
          ),
        );
        // The answer names the updateTimestamp written, as the reference backend's does.
        return { updateTimestamp: update.updatedAt };
      },
      async tokenUpdate() {},
      async uploadProof(upload) {
        if (proofError) throw proofError;
        const seen = control.proofUploads.find((u) => u.updateId === upload.updateId);
        if (seen) return { proofId: seen.proofId };
        const proofId = `proof-${control.proofUploads.length + 1}`;
        control.proofUploads.push({ ...upload, proofId });
        return { proofId };
      },
    },
    push: createFakePush(),
  };
}

export const offlineError = () => new DispatchApiError('offline', 'Network Error');

/** The backend's refusal of a change to an order that is no longer the caller's (final). */
export const notYourOrderError = () =>
  new DispatchApiError(
    'rejected',
    'This order is no longer assigned to you, so the change was not applied.',
    403,
    { code: 'not-your-order' },
  );
