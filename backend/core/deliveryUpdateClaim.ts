import type { CoreAnswer } from './answer';
import { DEFAULT_CLAIM_LEASE_MS, type CoreConfig } from './config';
import { keyExpiry, keyState, replayOf, type KeyUse } from './idempotency';
import type { BackendStore } from './store';

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

/**
 * Claims the key in one transaction. `takeOver` names a claim whose holder is known to be gone:
 * it is taken over even within its lease.
 */
export function claimKey(
  { config, store }: ClaimDeps,
  claim: KeyClaim,
  takeOver: string | null,
): Promise<Claim> {
  const leaseMs = config.claimLeaseMs ?? DEFAULT_CLAIM_LEASE_MS;
  return store.transaction(async (tx): Promise<Claim> => {
    const now = config.now();
    const found = keyState(await tx.getIdempotency(claim.key), claim, now, REUSED);
    if (found.kind === 'reused') return { kind: 'answer', answer: found.answer };
    if (found.kind === 'replay') {
      return { kind: 'answer', answer: replayOf(found.answer, { applied: false, replayed: true }) };
    }
    if (found.kind === 'held') {
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
    tx.putIdempotency({
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
    });
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
