import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { readEpochMillis } from '@/domain/read';
import { busy, inProgress, refuse, type CoreAnswer } from './answer';
import type { ClaimHolders } from './claims';
import {
  acceptedStatuses,
  DEFAULT_CLAIM_LEASE_MS,
  DEFAULT_IDEMPOTENCY_TTL_MS,
  type CoreConfig,
} from './config';
import { parseDeliveryUpdate, type DeliveryUpdateData } from './deliveryUpdateBody';
import { canonicalJson } from './fingerprint';
import { noProofStorage, type ProofResolver, type ReceiptProof } from './proofs';
import { StoreContention, type BackendStore } from './store';

// POST /order/deliveryupdate (docs/backend-contract.md): the reference implementation.
//
// 1. The body is read and checked (400 for a malformed one, 403 for a change in another user's
//    name, 422 for a status or reason the app is not configured with).
// 2. The key (`updateId`, equal to the Idempotency-Key header) is claimed in one transaction: a
//    key already applied answers its first answer again (2xx, nothing applied); a key still being
//    applied answers 409 `update-in-progress` with Retry-After (unless its holder is known to be
//    gone, claims.ts, or its lease ran out: then it is taken over); a key sent with another body
//    (or by another user) is refused with 409 `idempotency-key-reused`.
// 3. The change is applied in a second transaction that checks the claim is still ours, checks
//    the receipt (404 unknown, 403 another dispatcher's), writes it and marks the key done, so a
//    change is applied exactly once however many retries race. A refusal frees the key.

/** The checks that need the configuration and the caller, but no stored data. */
function checkAgainst(update: DeliveryUpdateData, uid: string, config: CoreConfig) {
  if (update.dispatchId !== uid) {
    return refuse(
      403,
      'not-yours',
      'This status change belongs to another user and was not applied.',
    );
  }
  const statuses = acceptedStatuses(config);
  if (!statuses.includes(update.status)) {
    return refuse(
      422,
      'unknown-status',
      `“${update.status}” is not a delivery status. Choose one of: ${statuses.join(', ')}.`,
    );
  }
  if (update.status === config.notDeliveredStatus) {
    const reason = update.reason?.trim() ?? '';
    if (reason === '') {
      return refuse(422, 'reason-required', 'Choose why the order was not delivered.');
    }
    if (config.notDeliveredReasons.length > 0 && !config.notDeliveredReasons.includes(reason)) {
      return refuse(
        422,
        'unknown-reason',
        `“${reason}” is not a reason this app offers. Choose one of: ${config.notDeliveredReasons.join(', ')}.`,
      );
    }
  }
  return null;
}

/** The written-back fields (the latest change's outcome: absent ones are removed). */
const OUTCOME_FIELDS = [
  ['reason', 'statusReason'],
  ['note', 'statusNote'],
  ['cashCollected', 'cashCollected'],
] as const;

export interface DeliveryUpdateRequest {
  /** The verified caller (the home checked the ID token). */
  uid: string;
  body: unknown;
  /** The Idempotency-Key header, when sent: it must equal updateData.updateId. */
  idempotencyKey: string | null;
}

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

type Claim =
  | { kind: 'claimed' }
  | { kind: 'held'; holder: string }
  | { kind: 'replay'; answer: CoreAnswer }
  | { kind: 'answer'; answer: CoreAnswer };

export async function deliveryUpdate(
  deps: DeliveryUpdateDeps,
  request: DeliveryUpdateRequest,
): Promise<CoreAnswer> {
  const { config, store } = deps;
  const parsed = parseDeliveryUpdate(request.body);
  if (!parsed.ok) return parsed.answer;
  const { update } = parsed;
  if (request.idempotencyKey !== null && request.idempotencyKey !== update.updateId) {
    return refuse(
      400,
      'invalid-request',
      'The Idempotency-Key header must equal updateData.updateId.',
    );
  }
  const refusal = checkAgainst(update, request.uid, config);
  if (refusal) return refusal;

  const key = update.updateId;
  const fingerprint = canonicalJson(update);
  const leaseMs = config.claimLeaseMs ?? DEFAULT_CLAIM_LEASE_MS;
  const ttlMs = config.idempotencyTtlMs ?? DEFAULT_IDEMPOTENCY_TTL_MS;

  /**
   * Claims the key for `claimId` in one transaction. `takeOver` names a claim whose holder is
   * known to be gone: it is taken over even within its lease.
   */
  const claimKey = (claimId: string, takeOver: string | null) =>
    store.transaction(async (tx): Promise<Claim> => {
      const now = config.now();
      const existing = await tx.getIdempotency(key);
      if (existing && existing.expireAt > now) {
        if (existing.uid !== request.uid || existing.fingerprint !== fingerprint) {
          return {
            kind: 'answer',
            answer: refuse(
              409,
              'idempotency-key-reused',
              'This change id was already used for a different change, so this one was not applied.',
            ),
          };
        }
        if (existing.state === 'done' && existing.answer) {
          return { kind: 'replay', answer: existing.answer };
        }
        // Held while its lease runs. A claim from more than a lease in the future means this
        // clock went back since (the demo's server is the phone's clock): how long it has been
        // held is unknown, and waiting would hold the driver's whole queue, so it is taken over
        // too. Taking over is always safe: only the holder of the current claimId applies.
        const heldFor = now - existing.startedAt;
        if (heldFor < leaseMs && heldFor > -leaseMs && existing.claimId !== takeOver) {
          return { kind: 'held', holder: existing.claimId };
        }
        // The request holding it stopped (crashed, timed out, its page closed) without
        // applying: take it over.
      }
      tx.putIdempotency({
        key,
        uid: request.uid,
        fingerprint,
        state: 'in-progress',
        claimId,
        startedAt: now,
        expireAt: now + ttlMs,
        receiptId: update.receiptId,
        status: update.status,
        answer: null,
      });
      return { kind: 'claimed' };
    });

  const claimId = config.newId();
  // Held before the claim is written, so no request can find the claim without its holder.
  const letGo = (await deps.claimHolders?.hold(claimId)) ?? (() => undefined);
  try {
    return await claimAndApply();
  } finally {
    letGo();
  }

  async function claimAndApply(): Promise<CoreAnswer> {
    let claim: Claim;
    try {
      claim = await claimKey(claimId, null);
      // Asked outside the transaction: a store's transaction (IndexedDB's) may not outlive
      // other awaits, and a transaction may run more than once.
      if (claim.kind === 'held' && (await deps.claimHolders?.isGone(claim.holder))) {
        claim = await claimKey(claimId, claim.holder);
      }
    } catch (error) {
      // Concurrent requests with this key fought over its record: one of them has it.
      if (error instanceof StoreContention) return inProgress();
      throw error;
    }
    if (claim.kind === 'held') return inProgress();
    if (claim.kind === 'answer') return claim.answer;
    if (claim.kind === 'replay') {
      return {
        ...claim.answer,
        body: { ...claim.answer.body, applied: false, replayed: true },
      };
    }

    try {
      await deps.beforeApply?.();
      // Looked up before the transaction: a proof store may be another database.
      const proof = update.proof
        ? await (deps.proofs ?? noProofStorage).resolve(update.proof, request.uid, update.receiptId)
        : null;
      return await store.transaction((tx) => apply(tx, proof));
    } catch (error) {
      await release().catch(() => undefined);
      if (error instanceof StoreContention) return busy();
      throw error;
    }
  }

  async function apply(
    tx: Parameters<Parameters<BackendStore['transaction']>[0]>[0],
    proof: ReceiptProof | null,
  ): Promise<CoreAnswer> {
    const record = await tx.getIdempotency(key);
    if (!record || record.claimId !== claimId || record.state !== 'in-progress') {
      // Another request took the key over (our lease ran out): it applies the change, not us.
      return inProgress();
    }
    const receipt = await tx.getReceipt(update.receiptId);
    if (!receipt || receipt.receipt_type !== RECEIPT_TYPE_SALE) {
      tx.deleteIdempotency(key);
      return refuse(
        404,
        'unknown-order',
        'This order was not found among your deliveries. It may have been removed.',
      );
    }
    if (receipt.dispatchId !== request.uid) {
      tx.deleteIdempotency(key);
      return refuse(
        403,
        'not-your-order',
        'This order is no longer assigned to you, so the change was not applied.',
      );
    }
    // The receipt's updateTimestamp never goes back, even when the server's clock does: the app
    // takes it as the receipt's version, settling a sent change once its feed shows this value
    // or a newer one (an A → B → A order would otherwise briefly show B again).
    const previous = readEpochMillis(receipt.updateTimestamp);
    const now = previous === null ? config.now() : Math.max(config.now(), previous + 1);
    const set: Record<string, unknown> = { status: update.status, updateTimestamp: now };
    const remove: string[] = [];
    for (const [from, to] of OUTCOME_FIELDS) {
      const value = update[from];
      if (value === undefined) remove.push(to);
      else set[to] = value;
    }
    if (proof) set.proof = proof;
    tx.updateReceipt(update.receiptId, set, remove);
    const answer: CoreAnswer = {
      status: 200,
      body: {
        applied: true,
        receiptId: update.receiptId,
        status: update.status,
        updateTimestamp: now,
      },
    };
    tx.putIdempotency({
      ...record,
      state: 'done',
      answer: { status: answer.status, body: answer.body },
    });
    return answer;
  }

  /** A failed apply frees the key, so the client's retry can apply the change. */
  async function release(): Promise<void> {
    await store.transaction(async (tx) => {
      const record = await tx.getIdempotency(key);
      if (record && record.claimId === claimId && record.state === 'in-progress') {
        tx.deleteIdempotency(key);
      }
    });
  }
}
