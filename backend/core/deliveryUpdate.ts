import { answerOrBusy, inProgress, refuse, type CoreAnswer } from './answer';
import type { ClaimHolders } from './claims';
import type { CoreConfig } from './config';
import { parseDeliveryUpdate, type DeliveryUpdateData } from './deliveryUpdateBody';
import { claimKey, releaseKey, type Claim, type KeyClaim } from './deliveryUpdateClaim';
import { authorizeUpdate, changeableReceipt, receiptChange } from './deliveryUpdateRules';
import { canonicalJson } from './fingerprint';
import type { Call } from './httpTypes';
import { noProofStorage, type ProofResolver, type ReceiptProof } from './proofs';
import { StoreContention, type BackendStore, type StoreTransaction } from './store';

// POST /order/deliveryupdate (docs/backend-contract.md): the core's one shape, read → authorize
// → apply → answer, with the two differences docs/architecture.md lists (Handlers that differ):
// it is authorized from the body before any read, and applied in two transactions.
//
// 1. Read: the body is parsed and checked (400 for a malformed one, deliveryUpdateBody.ts).
// 2. Authorize: 403 for a change in another user's name (the body's dispatchId), 422 for a
//    status or reason the app is not configured with (deliveryUpdateRules.ts); the receipt's
//    own dispatcher is checked in the apply transaction (`not-your-order`).
// 3. Apply: the key (`updateId`, equal to the Idempotency-Key header) is claimed in one
//    transaction (deliveryUpdateClaim.ts: a replay, a key in progress, a key reused), then the
//    change is applied in a second transaction that checks the claim is still ours, checks the
//    receipt (404 unknown, 403 `not-your-order`), writes it and marks the key done, so a change
//    is applied exactly once however many retries race. A refusal frees the key.
// 4. Answer: 200 with the updateTimestamp written.

export interface DeliveryUpdateDeps {
  config: CoreConfig;
  store: BackendStore;
  proofs?: ProofResolver;
  /**
   * Runs between claiming the key and applying the change: the demo's simulated trip and
   * processing time (during which a retry is answered 409 in progress). A throw frees the key.
   */
  beforeApply?: () => Promise<void>;
  /** Where the home can tell that a claim's holder is gone (the demo); claims.ts. */
  claimHolders?: ClaimHolders;
}

type Read = { ok: true; update: DeliveryUpdateData } | { ok: false; answer: CoreAnswer };

/** The body, and the Idempotency-Key header when sent: it must equal updateData.updateId. */
function readRequest(call: Call): Read {
  const parsed = parseDeliveryUpdate(call.body);
  if (!parsed.ok) return parsed;
  if (call.idempotencyKey !== undefined && call.idempotencyKey !== parsed.update.updateId) {
    return {
      ok: false,
      answer: refuse(
        400,
        'invalid-request',
        'The Idempotency-Key header must equal updateData.updateId.',
      ),
    };
  }
  return parsed;
}

export async function deliveryUpdate(deps: DeliveryUpdateDeps, call: Call): Promise<CoreAnswer> {
  const read = readRequest(call);
  if (!read.ok) return read.answer;
  const { update } = read;
  const refusal = authorizeUpdate(update, call.uid, deps.config);
  if (refusal) return refusal;

  const claim: KeyClaim = {
    key: update.updateId,
    uid: call.uid,
    fingerprint: canonicalJson(update),
    claimId: deps.config.newId(),
    receiptId: update.receiptId,
    status: update.status,
  };
  // Held before the claim is written, so no request can find the claim without its holder.
  const letGo = (await deps.claimHolders?.hold(claim.claimId)) ?? (() => undefined);
  try {
    return await claimAndApply(deps, update, claim);
  } finally {
    letGo();
  }
}

async function claimAndApply(
  deps: DeliveryUpdateDeps,
  update: DeliveryUpdateData,
  claim: KeyClaim,
): Promise<CoreAnswer> {
  let claimed: Claim;
  try {
    claimed = await claimKey(deps, claim, null);
    // Asked outside the transaction: a store's transaction (IndexedDB's) may not outlive
    // other awaits, and a transaction may run more than once.
    if (claimed.kind === 'held' && (await deps.claimHolders?.isGone(claimed.holder))) {
      claimed = await claimKey(deps, claim, claimed.holder);
    }
  } catch (error) {
    // Concurrent requests with this key fought over its record: one of them has it.
    if (error instanceof StoreContention) return inProgress();
    throw error;
  }
  if (claimed.kind === 'held') return inProgress();
  if (claimed.kind === 'answer') return claimed.answer;

  return answerOrBusy(async () => {
    try {
      await deps.beforeApply?.();
      // Looked up before the transaction: a proof store may be another database.
      const proof = update.proof
        ? await (deps.proofs ?? noProofStorage).resolve(update.proof, claim.uid, update.receiptId)
        : null;
      return await deps.store.transaction((tx) => apply(deps, tx, update, claim, proof));
    } catch (error) {
      // Nothing was applied: the key is freed, so the retry applies the change.
      await releaseKey(deps, claim.key, claim.claimId).catch(() => undefined);
      throw error;
    }
  });
}

async function apply(
  deps: DeliveryUpdateDeps,
  tx: StoreTransaction,
  update: DeliveryUpdateData,
  claim: KeyClaim,
  proof: ReceiptProof | null,
): Promise<CoreAnswer> {
  const record = await tx.getIdempotency(claim.key);
  if (!record || record.claimId !== claim.claimId || record.state !== 'in-progress') {
    // Another request took the key over (our lease ran out): it applies the change, not us.
    return inProgress();
  }
  const receipt = changeableReceipt(await tx.getReceipt(update.receiptId), claim.uid);
  if (!receipt.ok) {
    tx.deleteIdempotency(claim.key);
    return receipt.answer;
  }
  const change = receiptChange(update, receipt.receipt, proof, deps.config.now());
  tx.updateReceipt(update.receiptId, change.set, change.remove);
  const answer: CoreAnswer = {
    status: 200,
    body: {
      applied: true,
      receiptId: update.receiptId,
      status: update.status,
      updateTimestamp: change.updateTimestamp,
    },
  };
  tx.putIdempotency({
    ...record,
    state: 'done',
    answer: { status: answer.status, body: answer.body },
  });
  return answer;
}
