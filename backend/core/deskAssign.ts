import type { AssignRequest, AssignResult } from '@/domain/deskAssign';
import { answerInTransaction, type CoreAnswer } from './answer';
import type { CoreConfig } from './config';
import { parseAssignRequest } from './deskAssignBody';
import { authorizeAssign, decideAssignment } from './deskAssignRules';
import { canonicalJson } from './fingerprint';
import type { Call } from './httpTypes';
import { answeredBefore, doneRecord, readDeskKey } from './idempotency';
import { nextUpdateTimestamp } from './receiptWrite';
import type { BackendStore, StoreTransaction } from './store';
import { endLinksOfOthers } from './tracking';

// POST /desk/assign (docs/backend-contract.md#desk-assign): a manager gives orders to a driver,
// or takes them back. The shape of every handler of the core: read → authorize → apply in a
// transaction → answer, here all in one store transaction, its reads before its writes:
//
// 1. Read: the body (400, deskAssignBody.ts) and the Idempotency-Key header; then, in the
//    transaction, the key's record (a replay answers the first answer again, nothing applied).
// 2. Authorize: the caller's back-office record must be a manager's (403 `not-a-manager`), the
//    target's an active driver's (422 `not-a-driver`); a refusal writes nothing.
// 3. Apply: each order's fate (deskAssignRules.ts); an assigned one gets its dispatchId,
//    assignedAt, assignedBy and a newer updateTimestamp, and its customer tracking links made for
//    anyone else end (tracking.ts). The answer is kept under the key.
// 4. Answer: 200 `{ results }`, one per order in the order asked.

export interface DeskAssignDeps {
  config: Pick<CoreConfig, 'now' | 'newId' | 'idempotencyTtlMs'>;
  store: BackendStore;
}

/** The desk's keys are kept apart from the delivery updates' (store.ts, IdempotencyRecord). */
const KEY_PREFIX = 'desk-assign:';

const REUSED =
  'This request id was already used for a different assignment, so this one was not applied.';

type Read =
  { ok: true; assign: AssignRequest; key: string | null } | { ok: false; answer: CoreAnswer };

function readRequest(call: Call): Read {
  const parsed = parseAssignRequest(call.body);
  if (!parsed.ok) return parsed;
  const key = readDeskKey(call.idempotencyKey ?? null, KEY_PREFIX);
  return key.ok ? { ok: true, assign: parsed.request, key: key.key } : key;
}

export async function deskAssign(deps: DeskAssignDeps, call: Call): Promise<CoreAnswer> {
  const read = readRequest(call);
  if (!read.ok) return read.answer;
  return answerInTransaction(deps.store, (tx) => assignIn(tx, deps, call.uid, read));
}

async function assignIn(
  tx: StoreTransaction,
  deps: DeskAssignDeps,
  uid: string,
  { assign, key }: { assign: AssignRequest; key: string | null },
): Promise<CoreAnswer> {
  const now = deps.config.now();
  const use = { uid, fingerprint: canonicalJson(assign) };
  const earlier = await answeredBefore(tx, key, use, now, REUSED);
  if (earlier !== null) return earlier;

  const target = assign.dispatchId;
  const refusal = authorizeAssign({
    callerUid: uid,
    caller: await tx.getBackOfficeUser(uid),
    targetUid: target,
    target: target === null ? null : await tx.getBackOfficeUser(target),
  });
  if (refusal) return refusal;

  const receipts = await Promise.all(assign.receiptIds.map((id) => tx.getReceipt(id)));
  const decisions = receipts.map((receipt, i) =>
    decideAssignment(receipt, assign.expected[assign.receiptIds[i]] ?? null, target),
  );
  const changing = assign.receiptIds.filter((_, i) => decisions[i].result === 'assigned');
  const links = await Promise.all(changing.map((id) => tx.trackingLinksOf(id)));

  // Every read is done: the writes.
  const results = decisions.map(({ result, dispatchId }, i): AssignResult => {
    const receiptId = assign.receiptIds[i];
    const receipt = receipts[i];
    if (result !== 'assigned' || receipt === null) {
      return { receiptId, result, dispatchId, updateTimestamp: null };
    }
    const updateTimestamp = nextUpdateTimestamp(receipt, now);
    tx.updateReceipt(
      receiptId,
      { dispatchId: target, assignedAt: now, assignedBy: uid, updateTimestamp },
      [],
    );
    return { receiptId, result, dispatchId, updateTimestamp };
  });
  for (const orderLinks of links) endLinksOfOthers(tx, orderLinks, target, now);

  const answer: CoreAnswer = { status: 200, body: { results } };
  if (key !== null) {
    tx.putIdempotency(
      doneRecord(
        deps.config,
        { key, use, now, answer },
        {
          receiptIds: assign.receiptIds,
          change: target === null ? 'unassign' : `assign ${target}`,
        },
      ),
    );
  }
  return answer;
}
