import type { DemoAuth } from '@/demo/adapters/auth';
import { readDeliveryUpdateAnswer } from '@/domain/deliveryUpdate';
import { randomUuid } from '@/platform';
import { DispatchApiError, type AuthUser, type DispatchApi } from '@/services/ports';
import {
  deliveryUpdate as coreDeliveryUpdate,
  tokenUpdate as coreTokenUpdate,
  type ClaimHolders,
  type CoreAnswer,
  type CoreConfig,
} from '@backend/core';
import type { ChangeBus } from './changes';
import { createDemoCoreStore } from './coreStore';
import type { DemoEnvironment } from './environment';
import type { DemoProofs } from './proofs';
import type { DemoDb } from './store';

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

function offline(): DispatchApiError {
  return new DispatchApiError('offline', 'No network connection: the server could not be reached.');
}

/** The core's refusal as the HTTP client (src/services/http) would have classified it. */
export function apiError(answer: CoreAnswer): DispatchApiError {
  const message =
    typeof answer.body.message === 'string' ? answer.body.message : 'The server refused this.';
  const retryAfter = Number(answer.headers?.['Retry-After']);
  const retryAfterMs = Number.isFinite(retryAfter) ? retryAfter * 1000 : null;
  if (answer.status === 401) return new DispatchApiError('unauthorized', message, 401);
  if (answer.body.code === 'update-in-progress' || answer.status >= 500 || answer.status === 429) {
    return new DispatchApiError('server', message, answer.status, { retryAfterMs });
  }
  const code = typeof answer.body.code === 'string' ? answer.body.code : null;
  return new DispatchApiError('rejected', message, answer.status, { code });
}

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

  /** What the real backend does with the Bearer token: who is calling? */
  const authenticate = async (): Promise<AuthUser> => {
    const token = await auth.getIdToken();
    const caller = token === null ? null : auth.verifyIdToken(token);
    if (caller === null) {
      throw new DispatchApiError('unauthorized', 'You are signed out. Sign in again.', 401);
    }
    return caller;
  };

  /** The request leaves, travels, and arrives — unless the network is down on either end. */
  const travel = async () => {
    if (!env.isOnline()) throw offline();
    await env.delay(delayMs);
    if (!env.isOnline()) throw offline();
  };

  return {
    async deliveryUpdate(update) {
      if (!env.isOnline()) throw offline();
      const caller = await authenticate();
      const answer = await coreDeliveryUpdate(
        {
          config,
          store,
          proofs: {
            resolve: (proof, uid, receiptId) =>
              proofs.receiptProof(proof, { ...caller, uid }, receiptId),
          },
          beforeApply: travel,
          claimHolders: options.claimHolders ?? undefined,
        },
        { uid: caller.uid, body: { updateData: update }, idempotencyKey: update.updateId },
      );
      if (answer.status >= 300) throw apiError(answer);
      // Applied now, or a replay of a change applied before: tell the feeds either way. The tab
      // that applied it may have closed before its announcement left (a reload mid-send), and
      // a feed that never hears of it would show the old status once the outbox lets go of the
      // change (found by the shift soak). Firestore's listeners need no such help.
      bus.notify({ kind: 'receipts', ids: [update.receiptId] });
      return readDeliveryUpdateAnswer(answer.body);
    },

    async uploadProof(upload) {
      if (!env.isOnline()) throw offline();
      const caller = await authenticate();
      await travel();
      return proofs.upload(upload, caller);
    },

    async tokenUpdate(update) {
      if (!env.isOnline()) throw offline();
      const caller = await authenticate();
      await travel();
      const answer = await coreTokenUpdate(
        { store },
        { uid: caller.uid, body: { userData: update } },
      );
      if (answer.status >= 300) throw apiError(answer);
    },
  };
}
