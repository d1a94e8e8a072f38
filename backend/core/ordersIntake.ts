import { answerOrBusy, type CoreAnswer } from './answer';
import { autoAssignArrived, type AutoDispatchDeps } from './autoDispatch';
import { DEFAULT_CURRENCY, type CoreConfig } from './config';
import type { KeyCall } from './httpTypes';
import { parseIntakeBody } from './intakeBody';
import { withOrderNumbers } from './orderNumbers';
import { receiptIdFor, writeOrders, type OrderWriteResult } from './orderWrites';
import type { BackendStore } from './store';

// POST /orders/intake (docs/intake.md): the shop's own systems push orders, authenticated by an
// API key (apiKeyAuth.ts, run by http.ts before this). Read → apply → answer:
//
// 1. Read: one order, or `{ "orders": [...] }` with up to 100, each with its `externalId`,
//    checked all or nothing (intakeBody.ts): any bad field of any order is a 400 listing every
//    one, and nothing is written.
// 2. Apply: the call's order numbers as one block (orderNumbers.ts: one short transaction on the
//    counter per call, however many orders), then one transaction: writeOrders (orderWrites.ts,
//    the one writer of every way in), each receipt's id derived from the externalId, so sending
//    the same order again is safe.
// 3. Auto-dispatch: with "Auto-assign new orders" on, the orders created are placed
//    (autoDispatch.ts, each in its own transaction after the orders'), else they wait Unassigned.
// 4. Answer: 200 `{ results }`, one per order in the order sent, each named by its externalId:
//    created, unchanged, updated, or an error (`order-closed`: it was delivered, and the new
//    content was not written).

export interface OrdersIntakeDeps {
  config: Pick<CoreConfig, 'now' | 'currency'> & AutoDispatchDeps['config'];
  store: BackendStore;
  logError?: AutoDispatchDeps['logError'];
}

/** One order's result as the API answers it: the writer's, named by the caller's externalId. */
function intakeResult({ key, ...result }: OrderWriteResult) {
  return { externalId: key, ...result };
}

export async function ordersIntake(deps: OrdersIntakeDeps, call: KeyCall): Promise<CoreAnswer> {
  const parsed = parseIntakeBody(call.body, deps.config.currency ?? DEFAULT_CURRENCY);
  if (!parsed.ok) {
    return {
      status: 400,
      body: { code: 'invalid-request', message: parsed.message, errors: parsed.errors },
    };
  }
  const orders = await Promise.all(
    parsed.orders.map(async ({ externalId, draft }) => ({
      key: externalId,
      draft,
      receiptId: await receiptIdFor('api', externalId),
    })),
  );
  const receiptIds = orders.map((order) => order.receiptId);
  const created: string[] = [];
  const answer = await answerOrBusy(() =>
    withOrderNumbers(deps.store, receiptIds, (numbers) =>
      deps.store.transaction(async (tx) => {
        const results = await writeOrders(tx, orders, {
          source: 'api',
          createdBy: `apikey:${call.keyId}`,
          dispatchId: null,
          now: deps.config.now(),
          numbers,
        });
        // Kept from the run that committed (a transaction may run more than once).
        created.length = 0;
        for (const result of results) {
          if (result.result === 'created' && result.receiptId !== null) {
            created.push(result.receiptId);
          }
        }
        return { status: 200, body: { results: results.map(intakeResult) } };
      }),
    ),
  );
  // With "Auto-assign new orders" on, the new orders go to a driver (autoDispatch.ts).
  if (answer.status === 200) await autoAssignArrived(deps, created);
  return answer;
}
