import type { CoreAnswer } from './answer';
import { DEFAULT_CLAIM_LEASE_MS, type CoreConfig } from './config';
import { keyExpiry, keyState, replayOf, type KeyUse } from './idempotency';
import type { BackendStore, IdempotencyRecord } from './store';

// The delivery update's key (`updateId`, equal to the Idempotency-Key header), claimed before
// the change is applied (deliveryUpdate.ts) and freed when applying fails. A key already applied
// answers its first answer again; a key still being applied is held (409 `update-in-progress`)
// unless its holder is known to be gone or its lease ran out: then it is taken over.

export type Claim =
  { kind: 'claimed' } | { kind: 'held'; holder: string } | { kind: 'answer'; answer: CoreAnswer };

export interface KeyClaim extends KeyUse {
  key: string;
  /** This request's claim: only its holder applies the change. */
  claimId: string;
  receiptId: string;
  status: string;
}

interface ClaimDeps {
  config: CoreConfig;
  store: BackendStore;
}

const REUSED =
  'This change id was already used for a different change, so this one was not applied.';

/** The record that says `claim` holds its key from `now`. */
function heldRecord(config: CoreConfig, claim: KeyClaim, now: number): IdempotencyRecord {
  return {
    key: claim.key,
    uid: claim.uid,
    fingerprint: claim.fingerprint,
    state: 'in-progress',
    claimId: claim.claimId,
    startedAt: now,
    expireAt: keyExpiry(config, now),
    receiptId: claim.receiptId,
    status: claim.status,
    answer: null,
  };
}

/**
 * Claims the key. A key never seen is claimed with one write of its record (the store's
 * create-if-absent), so the twins of one change sent at once never meet in a transaction: the
 * first is claimed, the others read its record in the transaction below (held, or answered).
 * The transaction decides for a key with a record: answered before, held, reused, expired, or
 * taken over. `takeOver` names a claim whose holder is known to be gone: it is taken over even
 * within its lease.
 */
export async function claimKey(
  { config, store }: ClaimDeps,
  claim: KeyClaim,
  takeOver: string | null,
): Promise<Claim> {
  if (
    takeOver === null &&
    (await store.createIdempotency(heldRecord(config, claim, config.now())))
  ) {
    return { kind: 'claimed' };
  }
  const leaseMs = config.claimLeaseMs ?? DEFAULT_CLAIM_LEASE_MS;
  return store.transaction(async (tx): Promise<Claim> => {
    const now = config.now();
    const found = keyState(await tx.getIdempotency(claim.key), claim, now, REUSED);
    if (found.kind === 'reused') return { kind: 'answer', answer: found.answer };
    if (found.kind === 'replay') {
      return { kind: 'answer', answer: replayOf(found.answer, { applied: false, replayed: true }) };
    }
    if (found.kind === 'held') {
      // Ours already: the create above was written though its answer was lost (a store that
      // sent it again was told the record exists).
      if (found.record.claimId === claim.claimId) return { kind: 'claimed' };
      // Held while its lease runs. A claim from more than a lease in the future means this
      // clock went back since (the demo's server is the phone's clock): how long it has been
      // held is unknown, and waiting would hold the driver's whole queue, so it is taken over
      // too. Taking over is always safe: only the holder of the current claimId applies.
      const heldFor = now - found.record.startedAt;
      if (heldFor < leaseMs && heldFor > -leaseMs && found.record.claimId !== takeOver) {
        return { kind: 'held', holder: found.record.claimId };
      }
      // The request holding it stopped (crashed, timed out, its page closed) without
      // applying: take it over.
    }
    tx.putIdempotency(heldRecord(config, claim, now));
    return { kind: 'claimed' };
  });
}

/** A failed apply frees the key, so the client's retry can apply the change. */
export async function releaseKey(
  { store }: ClaimDeps,
  key: string,
  claimId: string,
): Promise<void> {
  await store.transaction(async (tx) => {
    const record = await tx.getIdempotency(key);
    if (record && record.claimId === claimId && record.state === 'in-progress') {
      tx.deleteIdempotency(key);
    }
  });
}
