import { readDispatchSettingsAnswer } from '@/domain/dispatch/settings';
import {
  readApiKeyList,
  readCreatedApiKey,
  readDeskOrdersAnswer,
  readRevokedApiKey,
} from '@/domain/intake/wire';
import { randomUuid } from '@/platform';
import type { OrdersInApi } from '@/services/deskPorts';
import {
  createApiKey,
  deskOrders,
  listApiKeys,
  readDeskSettings,
  revokeApiKey,
  saveDeskSettings,
  type DeskOrdersDeps,
} from '@backend/core';
import { storeForCall } from './callStore';
import { createDemoCoreStore } from './coreStore';
import type { DemoDeskApiOptions } from './deskBackend';
import { answered, arrive } from './trip';

// Orders in, the desk's side, in demo mode: POST /desk/orders (with auto-dispatch), the API
// keys' and the settings' endpoints of the backend core (the same code as the Cloud Functions) over the demo's IndexedDB database, with
// what a network would add (trip.ts), like deskBackend.ts. Every order written is announced on
// the change bus, so the board and the drivers' phones show it at once. The intake API itself
// (POST /orders/intake) has no demo: the demo has no HTTP port for the shop's systems to call.

/**
 * The desk's "Orders in" backend, from the same parts as createDemoDeskApi (DemoDeskApiOptions:
 * the database, the change bus, the desk's own DemoAuth, the environment and the trip's delay).
 */
export function createDemoOrdersInApi(options: DemoDeskApiOptions): OrdersInApi {
  const { db, bus, auth, env, delayMs, afterWrites, currency, averageSpeedKmh } = options;
  const deps: DeskOrdersDeps = {
    // The business's currency, as the functions read CURRENCY (the core's default without it);
    // auto-dispatch's speed (AVERAGE_SPEED_KMH there) and this browser's day for "today".
    config: {
      now: () => env.clock.now(),
      newId: randomUuid,
      currency,
      averageSpeedKmh,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    },
    store: createDemoCoreStore(db, afterWrites),
  };

  /** Who calls, after the trip (offline: DispatchApiError `offline`; signed out: 401). */
  const caller = () => arrive(env, auth, delayMs);

  return {
    async createOrders(request, idempotencyKey) {
      const uid = await caller();
      const call = storeForCall(db, afterWrites);
      const answer = await deskOrders(
        { ...deps, store: call.store },
        { uid, body: request, idempotencyKey },
      );
      const keys = request.orders.map((order) => order.key);
      const results = answered(answer, (body) => readDeskOrdersAnswer(body, keys));
      // Applied now, or a replay of a call applied before: tell the feeds either way (the tab
      // that applied it may have closed before its announcement left, as backend.ts says). An
      // order auto-dispatch placed is placed by now, so the feeds get it with its driver (the
      // receipts this call wrote are carried: callStore.ts).
      const written = results.flatMap((r) =>
        r.result === 'created' || r.result === 'updated' ? [r.receiptId] : [],
      );
      if (written.length > 0) bus.notify(call.changeOf(written));
      return results;
    },

    async createApiKey(name) {
      const uid = await caller();
      return answered(await createApiKey(deps, { uid, body: { name } }), readCreatedApiKey);
    },

    async listApiKeys() {
      const uid = await caller();
      return answered(await listApiKeys(deps, { uid, body: {} }), readApiKeyList);
    },

    async revokeApiKey(id) {
      const uid = await caller();
      const answer = await revokeApiKey(deps, { uid, body: {}, pathId: id });
      return answered(answer, readRevokedApiKey);
    },

    async readDispatchSettings() {
      const uid = await caller();
      return answered(await readDeskSettings(deps, { uid, body: {} }), readDispatchSettingsAnswer);
    },

    async saveDispatchSettings(choice) {
      const uid = await caller();
      const answer = await saveDeskSettings(deps, { uid, body: choice });
      return answered(answer, readDispatchSettingsAnswer);
    },
  };
}
