import {
  DEFAULT_DISPATCH_SETTINGS,
  type BusinessDispatchSettings,
} from '@/domain/dispatch/settings';
import { readOrderDraft } from '@/domain/intake/readOrderDraft';
import { receiptFromDraft } from '@/domain/intake/toReceipt';
import type { DeskOrdersRequest } from '@/domain/intake/wire';
import { parseReceipt, type Receipt } from '@/domain/receipt';
import type { ApiKeySummary, DeskOrderResult, OrdersInApi } from '@/services/deskPorts';

// An in-memory OrdersInApi for the desk's component tests: orders get the next numbers from
// 5001 (the same key again is `unchanged`), and each new one is handed to `onCreated` as the
// receipt the backend would write (the desk's fake board shows it); keys are listed, made
// (shown once) and revoked; "Auto-dispatch" is read and saved (its saves kept in `saved`).

export interface FakeOrdersIn extends OrdersInApi {
  calls: { request: DeskOrdersRequest; idempotencyKey: string }[];
  /** Every "Auto-dispatch" save asked, in order (failed ones included). */
  saved: Parameters<OrdersInApi['saveDispatchSettings']>[0][];
  /** Every later call rejects with `error` (null: answer again). */
  fail(error: Error | null): void;
}

export function createFakeOrdersIn(
  now: () => number = () => Date.now(),
  onCreated: (receipt: Receipt) => void = () => {},
): FakeOrdersIn {
  const numbers = new Map<string, string>();
  const keys: ApiKeySummary[] = [];
  let settings: BusinessDispatchSettings = { ...DEFAULT_DISPATCH_SETTINGS };
  let failure: Error | null = null;
  const calls: FakeOrdersIn['calls'] = [];
  const saved: FakeOrdersIn['saved'] = [];
  const check = () => {
    if (failure) throw failure;
  };
  return {
    calls,
    saved,
    fail(error) {
      failure = error;
    },
    async createOrders(request, idempotencyKey) {
      calls.push({ request, idempotencyKey });
      check();
      return request.orders.map(({ key, order }): DeskOrderResult => {
        const known = numbers.get(key);
        const orderNumber = known ?? String(5001 + numbers.size);
        numbers.set(key, orderNumber);
        const receiptId = `${request.source}-${key}`;
        const read = readOrderDraft(order, {
          currency: 'EUR',
          totalMayBeGiven: request.source === 'import',
        });
        if (!known && read.ok) {
          const stamp = { orderNumber, now: now(), source: request.source, createdBy: 'manager' };
          const fields = receiptFromDraft(read.draft, { ...stamp, dispatchId: request.assignTo });
          onCreated(parseReceipt(receiptId, fields));
        }
        return { key, result: known ? 'unchanged' : 'created', receiptId, orderNumber };
      });
    },
    async createApiKey(name) {
      check();
      const summary: ApiKeySummary = {
        id: `key${keys.length + 1}`,
        name,
        createdAt: now(),
        createdBy: 'manager',
        revokedAt: null,
        revokedBy: null,
      };
      keys.push(summary);
      return { ...summary, key: `dsp_${summary.id}_${'0'.repeat(64)}` };
    },
    async listApiKeys() {
      check();
      return keys.map((key) => ({ ...key }));
    },
    async revokeApiKey(id) {
      check();
      const key = keys.find((candidate) => candidate.id === id);
      if (!key) throw new Error('No such key.');
      key.revokedAt ??= now();
      key.revokedBy ??= 'manager';
      return { ...key };
    },
    async readDispatchSettings() {
      check();
      return { ...settings };
    },
    async saveDispatchSettings(choice) {
      saved.push(choice);
      check();
      settings = { ...choice, updatedAt: now(), updatedBy: 'manager' };
      return { ...settings };
    },
  };
}
