import { readAssignAnswer } from '@/domain/deskAssign';
import { randomUuid } from '@/platform';
import type { DeskApi } from '@/services/deskPorts';
import { DispatchApiError } from '@/services/ports';
import { deskAssign, type DeskAssignDeps } from '@backend/core';
import type { DemoBackendOptions } from './backend';
import { storeForCall } from './callStore';
import type { DemoCoreStoreHooks } from './coreStore';
import { apiError, authenticate, offline, travel } from './trip';

// The desk's backend in demo mode: POST /desk/assign of the backend core (backend/core/
// deskAssign.ts, the same code as the Cloud Functions) over the demo's IndexedDB database, with
// what a network would add (trip.ts), like the driver's backend.ts. Each assignment is announced
// on the change bus, so every tab's feeds — the board, and the drivers' phones in other tabs
// (BroadcastChannel) — show it at once.

/**
 * The desk's demo backend, from the same parts as the driver's (DemoBackendOptions):
 * - `db`: the demo's database (every tab's, one source of truth);
 * - `bus`: the change bus the writes are announced on;
 * - `auth`: the desk's own DemoAuth (its own session key, apart from the driver app's): whose
 *   token the call carries;
 * - `env`: the clock (server time), the connection (offline: DispatchApiError `offline`) and the
 *   delay of the simulated trip;
 * - `delayMs`: how long a call travels before it is applied;
 * - `afterWrites`: the triggers on its writes (the push to a driver given an order).
 */
export type DemoDeskApiOptions = Pick<
  DemoBackendOptions,
  'db' | 'bus' | 'auth' | 'env' | 'delayMs'
> & {
  /** What runs after the desk's writes commit: the push on assignment (assignmentPush.ts). */
  afterWrites?: DemoCoreStoreHooks;
  /** The business's currency (VITE_CURRENCY, as the functions' CURRENCY); EUR when not given. */
  currency?: string;
  /** The average speed for auto-dispatch (VITE_AVERAGE_SPEED_KMH, the functions' AVERAGE_SPEED_KMH). */
  averageSpeedKmh?: number;
};

export function createDemoDeskApi(options: DemoDeskApiOptions): DeskApi {
  const { db, bus, auth, env, delayMs, afterWrites } = options;
  const config: DeskAssignDeps['config'] = { now: () => env.clock.now(), newId: randomUuid };

  return {
    async assign(request, idempotencyKey) {
      if (!env.isOnline()) throw offline();
      const caller = await authenticate(auth);
      await travel(env, delayMs);
      const call = storeForCall(db, afterWrites);
      const answer = await deskAssign(
        { config, store: call.store },
        { uid: caller.uid, body: request, idempotencyKey },
      );
      if (answer.status >= 300) throw apiError(answer);
      const results = readAssignAnswer(answer.body, request.receiptIds);
      if (results === null) {
        throw new DispatchApiError(
          'server',
          'The server’s answer could not be read.',
          answer.status,
        );
      }
      // Applied now, or a replay of a call applied before: tell the feeds either way (the tab
      // that applied it may have closed before its announcement left, as backend.ts says),
      // with the receipts this call wrote.
      const written = results.filter((r) => r.result === 'assigned').map((r) => r.receiptId);
      if (written.length > 0) bus.notify(call.changeOf(written));
      return results;
    },
  };
}
