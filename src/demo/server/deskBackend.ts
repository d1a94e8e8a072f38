// TEMPORARY (desk branch only): a stand-in for the demo's POST /desk/assign until the backend
// core's own handler and its demo home (`createDemoDeskApi`, engineer A's) are merged; the lead
// replaces this whole file with that one. Same name, same options (db, bus, auth, env, delayMs),
// same rules as the contract (docs/backend-contract.md#desk-assign): manager only, `expected`
// checked per receipt, delivered orders refused, dispatchId/assignedAt/assignedBy written with a
// bumped updateTimestamp, the change announced on the bus. Its idempotency is a per-page memory.
import type { DemoAuth } from '@/demo/adapters/auth';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { isDelivered } from '@/domain/orders';
import { readText } from '@/domain/read';
import { isActiveDriver, isManager } from '@/domain/roles';
import type { AssignResult, DeskApi } from '@/services/deskPorts';
import { DispatchApiError } from '@/services/ports';
import type { ChangeBus } from './changes';
import type { DemoEnvironment } from './environment';
import type { DemoDb } from './store';

export interface DemoDeskApiOptions {
  db: DemoDb;
  bus: ChangeBus;
  /** The desk's own sign-in (its session apart from the driver app's). */
  auth: DemoAuth;
  env: DemoEnvironment;
  delayMs: number;
}

const MAX_RECEIPTS = 200;

function offline(): DispatchApiError {
  return new DispatchApiError('offline', 'No network connection: the server could not be reached.');
}

export function createDemoDeskApi(options: DemoDeskApiOptions): DeskApi {
  const { db, bus, auth, env, delayMs } = options;
  const answered = new Map<string, AssignResult[]>();

  return {
    async assign(request, idempotencyKey) {
      if (!env.isOnline()) throw offline();
      const token = await auth.getIdToken();
      const caller = token === null ? null : auth.verifyIdToken(token);
      if (caller === null) {
        throw new DispatchApiError('unauthorized', 'You are signed out. Sign in again.', 401);
      }
      await env.delay(delayMs);
      if (!env.isOnline()) throw offline();
      const replay = answered.get(idempotencyKey);
      if (replay !== undefined) return replay;
      if (request.receiptIds.length === 0 || request.receiptIds.length > MAX_RECEIPTS) {
        throw new DispatchApiError('rejected', 'Between 1 and 200 receipts a call.', 400);
      }

      const tx = db.transaction(['receipts', 'backOfficeUsers'], 'readwrite');
      const refuse = (error: DispatchApiError) => {
        tx.done.catch(() => undefined); // aborted on purpose: nothing was written
        tx.abort();
        return error;
      };
      const record = await tx.objectStore('backOfficeUsers').get(caller.uid);
      const me = record ? parseBackOfficeUser(caller.uid, record.data) : null;
      if (!isManager(me)) {
        throw refuse(
          new DispatchApiError('rejected', 'Only a manager may assign orders.', 403, {
            code: 'not-a-manager',
          }),
        );
      }
      if (request.dispatchId !== null) {
        const target = await tx.objectStore('backOfficeUsers').get(request.dispatchId);
        if (!isActiveDriver(target ? parseBackOfficeUser(target.uid, target.data) : null)) {
          throw refuse(
            new DispatchApiError('rejected', 'That person cannot be given orders.', 422, {
              code: 'not-a-driver',
            }),
          );
        }
      }
      const now = env.clock.now();
      const results: AssignResult[] = [];
      const written: string[] = [];
      for (const receiptId of request.receiptIds) {
        const stored = await tx.objectStore('receipts').get(receiptId);
        if (!stored) {
          results.push({ receiptId, result: 'not-found', dispatchId: null, updateTimestamp: null });
          continue;
        }
        const current = readText(stored.data.dispatchId);
        const expected = request.expected[receiptId] ?? null;
        if (isDelivered({ status: readText(stored.data.status) })) {
          results.push({
            receiptId,
            result: 'order-closed',
            dispatchId: current,
            updateTimestamp: null,
          });
        } else if (current !== expected) {
          results.push({
            receiptId,
            result: 'assignment-changed',
            dispatchId: current,
            updateTimestamp: null,
          });
        } else if (current === request.dispatchId) {
          results.push({
            receiptId,
            result: 'unchanged',
            dispatchId: current,
            updateTimestamp: null,
          });
        } else {
          const updateTimestamp = Math.max(now, Number(stored.data.updateTimestamp) + 1 || now);
          await tx.objectStore('receipts').put({
            ...stored,
            data: {
              ...stored.data,
              dispatchId: request.dispatchId ?? '',
              updateTimestamp,
              ...{ assignedAt: now, assignedBy: caller.uid },
            },
          });
          written.push(receiptId);
          results.push({
            receiptId,
            result: 'assigned',
            dispatchId: request.dispatchId,
            updateTimestamp,
          });
        }
      }
      await tx.done;
      answered.set(idempotencyKey, results);
      if (written.length > 0) bus.notify({ kind: 'receipts', ids: written });
      return results;
    },
  };
}
