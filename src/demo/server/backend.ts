import type { DemoAuth } from '@/demo/adapters/auth';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import {
  DispatchApiError,
  type AuthUser,
  type DeliveryUpdate,
  type DispatchApi,
} from '@/services/ports';
import type { ChangeBus } from './changes';
import type { DemoEnvironment } from './environment';
import { withProof, type DemoProofs } from './proofs';
import type { DemoDb } from './store';

// The demo stand-in for the company backend (docs/backend-contract.md): it applies a status
// change after a short delay and fails like a network error while the browser is offline, so
// the outbox behaves as it does against the real backend.

export interface DemoBackendOptions {
  db: DemoDb;
  bus: ChangeBus;
  auth: DemoAuth;
  env: DemoEnvironment;
  /** How long a call "travels" before it is applied. */
  delayMs: number;
  deliveryStatuses: readonly string[];
  /** Proof-of-delivery photos (proofs.ts). */
  proofs: DemoProofs;
}

function offline(): DispatchApiError {
  return new DispatchApiError('offline', 'No network connection: the server could not be reached.');
}

/**
 * What the backend writes back on the receipt with a change (docs/backend-contract.md). The
 * fields describe the latest change, so a change without them clears them.
 */
function outcomeOf(update: DeliveryUpdate) {
  return {
    statusReason: update.reason,
    statusNote: update.note,
    cashCollected: update.cashCollected,
  };
}

export function createDemoBackend(options: DemoBackendOptions): DispatchApi {
  const { db, bus, auth, env, delayMs, deliveryStatuses, proofs } = options;
  /** Idempotency keys whose first request is still travelling or being applied. */
  const inProgress = new Set<string>();

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
      // The contract's answer to a retry that overtakes the first attempt of the same key.
      if (inProgress.has(update.updateId)) {
        throw new DispatchApiError('server', 'The server is still processing this change.', 409, {
          retryAfterMs: delayMs,
        });
      }
      inProgress.add(update.updateId);
      try {
        await applyUpdate(update, caller);
      } finally {
        inProgress.delete(update.updateId);
      }
    },

    async uploadProof(upload) {
      if (!env.isOnline()) throw offline();
      const caller = await authenticate();
      await travel();
      return proofs.upload(upload, caller);
    },

    async tokenUpdate(update) {
      if (!env.isOnline()) throw offline();
      await authenticate();
      await travel();
      await db.put('pushTokens', {
        uid: update.uid,
        email: update.email,
        fcmToken: update.fcmToken,
        updatedAt: update.updatedAt,
      });
    },
  };

  async function applyUpdate(update: DeliveryUpdate, caller: AuthUser): Promise<void> {
    await travel();
    if (update.dispatchId !== caller.uid) {
      throw new DispatchApiError(
        'rejected',
        'This status change belongs to another user and was not applied.',
        403,
      );
    }
    if (!deliveryStatuses.includes(update.status)) {
      throw new DispatchApiError(
        'rejected',
        `“${update.status}” is not a delivery status. Choose one of: ${deliveryStatuses.join(', ')}.`,
        422,
      );
    }

    // Looked up before the transaction: awaiting another database would end it.
    const proof = update.proof
      ? await proofs.receiptProof(update.proof, caller, update.receiptId)
      : null;
    const tx = db.transaction(['receipts', 'appliedUpdates'], 'readwrite');
    const applied = await tx.objectStore('appliedUpdates').get(update.updateId);
    if (applied) {
      // Idempotency-Key seen before: the change is already in; succeed without re-applying.
      await tx.done;
      return;
    }
    const record = await tx.objectStore('receipts').get(update.receiptId);
    if (
      !record ||
      record.data.dispatchId !== caller.uid ||
      record.data.receipt_type !== RECEIPT_TYPE_SALE
    ) {
      await tx.done;
      throw new DispatchApiError(
        'rejected',
        'This order was not found among your deliveries. It may have been reassigned or removed.',
        404,
      );
    }
    const now = env.clock.now();
    await Promise.all([
      tx.objectStore('receipts').put({
        ...record,
        data: withProof(
          { ...record.data, status: update.status, updateTimestamp: now, ...outcomeOf(update) },
          proof,
        ),
      }),
      tx.objectStore('appliedUpdates').put({
        updateId: update.updateId,
        receiptId: update.receiptId,
        status: update.status,
        appliedAt: now,
      }),
    ]);
    await tx.done;
    bus.notify({ kind: 'receipts', ids: [update.receiptId] });
  }
}
