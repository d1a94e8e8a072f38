import type { DemoAuth } from '@/demo/adapters/auth';
import { readDeliveryUpdateAnswer } from '@/domain/deliveryUpdate';
import { randomUuid } from '@/platform';
import type { DispatchApi } from '@/services/ports';
import {
  deliveryUpdate as coreDeliveryUpdate,
  tokenUpdate as coreTokenUpdate,
  type ClaimHolders,
  type CoreConfig,
} from '@backend/core';
import { storeForCall } from './callStore';
import type { ChangeBus } from './changes';
import { createDemoCoreStore } from './coreStore';
import type { DemoEnvironment } from './environment';
import type { DemoProofs } from './proofs';
import type { DemoDb } from './store';
import { apiError, authenticate, offline, travel } from './trip';

// The demo's backend: the backend core (backend/core, the same code as the Cloud Functions)
// over the demo's IndexedDB database, reached without HTTP. Around it, what a network would add:
// a short trip (during which a retry of the same change is answered 409 in progress), and the
// failures of a phone that is offline, so the outbox behaves as it does against the real backend.

export interface DemoBackendOptions {
  db: DemoDb;
  bus: ChangeBus;
  auth: DemoAuth;
  env: DemoEnvironment;
  /** How long a call "travels" before it is applied. */
  delayMs: number;
  deliveryStatuses: readonly string[];
  notDeliveredStatus: string;
  notDeliveredReasons: readonly string[];
  /** Proof-of-delivery photos (proofs.ts). */
  proofs: DemoProofs;
  /** Who holds a claim, so one left by a page that went is taken over at once (claimLocks.ts). */
  claimHolders: ClaimHolders | null;
}

// Kept here too: callers of the driver's backend found it here first.
export { apiError } from './trip';

export function createDemoBackend(options: DemoBackendOptions): DispatchApi {
  const { db, bus, auth, env, delayMs, proofs } = options;
  const store = createDemoCoreStore(db);
  const config: CoreConfig = {
    deliveryStatuses: options.deliveryStatuses,
    notDeliveredStatus: options.notDeliveredStatus,
    notDeliveredReasons: options.notDeliveredReasons,
    now: () => env.clock.now(),
    newId: randomUuid,
  };

  return {
    async deliveryUpdate(update) {
      if (!env.isOnline()) throw offline();
      const caller = await authenticate(auth);
      const call = storeForCall(db);
      const answer = await coreDeliveryUpdate(
        {
          config,
          store: call.store,
          proofs: {
            resolve: (proof, uid, receiptId) =>
              proofs.receiptProof(proof, { ...caller, uid }, receiptId),
          },
          beforeApply: () => travel(env, delayMs),
          claimHolders: options.claimHolders ?? undefined,
        },
        { uid: caller.uid, body: { updateData: update }, idempotencyKey: update.updateId },
      );
      if (answer.status >= 300) throw apiError(answer);
      // Applied now, or a replay of a change applied before: tell the feeds either way. The tab
      // that applied it may have closed before its announcement left (a reload mid-send), and
      // a feed that never hears of it would show the old status once the outbox lets go of the
      // change (found by the shift soak). Firestore's listeners need no such help. Applied now,
      // it carries the receipt as written (callStore.ts).
      bus.notify(call.changeOf([update.receiptId]));
      return readDeliveryUpdateAnswer(answer.body);
    },

    async uploadProof(upload) {
      if (!env.isOnline()) throw offline();
      const caller = await authenticate(auth);
      await travel(env, delayMs);
      return proofs.upload(upload, caller);
    },

    async tokenUpdate(update) {
      if (!env.isOnline()) throw offline();
      const caller = await authenticate(auth);
      await travel(env, delayMs);
      const answer = await coreTokenUpdate(
        { store },
        { uid: caller.uid, body: { userData: update } },
      );
      if (answer.status >= 300) throw apiError(answer);
    },
  };
}
