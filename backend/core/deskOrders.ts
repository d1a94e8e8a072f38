import type { DeskOrderResult } from '@/domain/intake/wire';
import { answerOrBusy, type CoreAnswer } from './answer';
import { sha256Hex } from './apiKeys';
import { autoAssignArrived, type AutoDispatchDeps } from './autoDispatch';
import { DEFAULT_CURRENCY, type CoreConfig } from './config';
import { fieldErrorsOf, parseDeskOrdersBody, type DeskOrdersCall } from './deskOrdersBody';
import { refuseUnlessActiveDriver, refuseUnlessManager } from './deskRoles';
import { canonicalJson } from './fingerprint';
import type { Call } from './httpTypes';
import { answeredBefore, doneRecord, readDeskKey } from './idempotency';
import { withOrderNumbers, type OrderNumberBlock } from './orderNumbers';
import { receiptIdFor, writeOrders, type OrderToWrite } from './orderWrites';
import type { BackendStore, StoreTransaction } from './store';

// POST /desk/orders (docs/backend-contract.md#desk-orders): a manager brings orders in from the
// desk — one typed on the "New order" form, or up to 100 rows of an imported file a call. The
// handler's shape is the desk's (deskAssign.ts): read → authorize → apply in one transaction →
// answer.
//
// 1. Read: the call's shape (400, deskOrdersBody.ts), each order's fields (its own error), the
//    Idempotency-Key; each good order's receipt id, from its key (orderWrites.ts).
// 2. Authorize, in the transaction: the caller must be a manager (403 `not-a-manager`), the
//    `assignTo` driver an active one (422 `not-a-driver`); a refusal writes nothing.
// 3. Apply: the call's order numbers as one block first (orderNumbers.ts; none for a caller who
//    is not a manager), then writeOrders (created with the block's next number, unchanged,
//    updated until delivered), the answer kept under the key.
// 4. Auto-dispatch: with "Auto-assign new orders" on, the orders created Unassigned are placed
//    (autoDispatch.ts, each in its own transaction after this one).
// 5. Answer: 200 `{ results }`, one per order in the order sent (as written: a placed order's
//    driver shows on the board and in the driver's feed).

export interface DeskOrdersDeps {
  config: Pick<CoreConfig, 'now' | 'newId' | 'idempotencyTtlMs' | 'currency'> &
    AutoDispatchDeps['config'];
  store: BackendStore;
  logError?: AutoDispatchDeps['logError'];
}

/** The desk's keys of this endpoint, apart from every other endpoint's (store.ts). */
const KEY_PREFIX = 'desk-orders:';

const REUSED = 'This request id was already used for other orders, so these were not written.';
const INVALID = 'This order has errors, so it was not written.';

interface Prepared {
  call: DeskOrdersCall;
  key: string | null;
  fingerprint: string;
  /** The receipt id of each order of the call (null for an order whose fields are bad). */
  receiptIds: (string | null)[];
}

async function prepare(
  call: Call,
  currency: string,
): Promise<{ ok: true; prepared: Prepared } | { ok: false; answer: CoreAnswer }> {
  const parsed = parseDeskOrdersBody(call.body, currency);
  if (!parsed.ok) return parsed;
  const key = readDeskKey(call.idempotencyKey ?? null, KEY_PREFIX);
  if (!key.ok) return key;
  const sent = parsed.call;
  const receiptIds = await Promise.all(
    sent.orders.map((order) => (order.draft.ok ? receiptIdFor(sent.source, order.key) : null)),
  );
  return {
    ok: true,
    prepared: {
      call: sent,
      key: key.key,
      // Hashed: a call of 100 orders is too long to keep whole in its key's record.
      fingerprint: await sha256Hex(canonicalJson(call.body)),
      receiptIds,
    },
  };
}

export async function deskOrders(deps: DeskOrdersDeps, call: Call): Promise<CoreAnswer> {
  const read = await prepare(call, deps.config.currency ?? DEFAULT_CURRENCY);
  if (!read.ok) return read.answer;
  const { uid } = call;
  const receiptIds = read.prepared.receiptIds.filter((id) => id !== null);
  const isManager = async (tx: StoreTransaction) =>
    refuseUnlessManager(uid, await tx.getBackOfficeUser(uid), '') === null;
  const answer = await answerOrBusy(() =>
    withOrderNumbers(
      deps.store,
      receiptIds,
      (numbers) => deps.store.transaction((tx) => ordersIn(tx, deps, uid, read.prepared, numbers)),
      isManager,
    ),
  );
  // The new orders left Unassigned go to a driver when the business has auto-dispatch on; a
  // replay tries again what still waits (autoDispatch.ts never moves an assigned order).
  if (answer.status === 200 && read.prepared.call.assignTo === null) {
    await autoAssignArrived(deps, createdIn(answer));
  }
  return answer;
}

/** The receipt ids of the orders an answer says were created. */
function createdIn(answer: CoreAnswer): string[] {
  const results = (answer.body.results ?? []) as readonly DeskOrderResult[];
  return results.flatMap((result) =>
    result.result === 'created' && result.receiptId !== null ? [result.receiptId] : [],
  );
}

async function ordersIn(
  tx: StoreTransaction,
  deps: DeskOrdersDeps,
  uid: string,
  { call, key, fingerprint, receiptIds }: Prepared,
  numbers: OrderNumberBlock,
): Promise<CoreAnswer> {
  const now = deps.config.now();
  const use = { uid, fingerprint };
  const earlier = await answeredBefore(tx, key, use, now, REUSED);
  if (earlier !== null) return earlier;
  const refusal =
    refuseUnlessManager(uid, await tx.getBackOfficeUser(uid), 'Only a manager may add orders.') ??
    (call.assignTo === null
      ? null
      : refuseUnlessActiveDriver(
          call.assignTo,
          await tx.getBackOfficeUser(call.assignTo),
          'New orders can only be given to an active driver. Nothing was written.',
        ));
  if (refusal) return refusal;

  const toWrite: (OrderToWrite & { receiptId: string })[] = [];
  call.orders.forEach(({ key: orderKey, draft }, i) => {
    const receiptId = receiptIds[i];
    if (draft.ok && receiptId !== null)
      toWrite.push({ key: orderKey, draft: draft.draft, receiptId });
  });
  const written = await writeOrders(tx, toWrite, {
    source: call.source,
    createdBy: uid,
    dispatchId: call.assignTo,
    now,
    numbers,
  });
  const byKey = new Map(written.map((result) => [result.key, result]));
  const results = call.orders.map(({ key: orderKey, draft }): DeskOrderResult => {
    const result = byKey.get(orderKey);
    if (result === undefined) {
      const errors = fieldErrorsOf(draft);
      return {
        key: orderKey,
        result: 'error',
        code: 'invalid-order',
        message: INVALID,
        receiptId: null,
        errors,
      };
    }
    return result.result === 'error' ? { ...result, errors: [] } : result;
  });

  const answer: CoreAnswer = { status: 200, body: { results } };
  if (key !== null) {
    const about = {
      receiptIds: receiptIds.filter((id) => id !== null),
      change: `orders ${call.source}`,
    };
    tx.putIdempotency(doneRecord(deps.config, { key, use, now, answer }, about));
  }
  return answer;
}
