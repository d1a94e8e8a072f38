import { RECEIPT_TYPE_SALE } from '../../domain/orders';
import { DispatchApiError, type AuthUser, type DispatchApi } from '../ports';
import type { DemoAuth } from './auth';
import type { ChangeBus } from './changes';
import type { DemoEnvironment } from './environment';
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
}

function offline(): DispatchApiError {
  return new DispatchApiError('offline', 'No network connection: the server could not be reached.');
}

export function createDemoBackend(options: DemoBackendOptions): DispatchApi {
  const { db, bus, auth, env, delayMs, deliveryStatuses } = options;

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
          data: { ...record.data, status: update.status, updateTimestamp: now },
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
}
