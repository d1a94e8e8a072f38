import { refuse, type CoreAnswer } from './answer';
import { DEFAULT_IDEMPOTENCY_TTL_MS, type CoreConfig } from './config';
import { isDocumentId } from './documentId';
import type {
  DeskCallAbout,
  IdempotencyRecord,
  StatusChangeAbout,
  StoredAnswer,
  StoreTransaction,
} from './store';

// The one rule of an Idempotency-Key, for every endpoint that takes one (the delivery update,
// deliveryUpdateClaim.ts; the desk's assignment and orders, deskAssign.ts, deskOrders.ts): a key answered before answers
// the same again with nothing applied; the same key with another body or from another caller is
// refused (409 `idempotency-key-reused`); an expired record counts as none.

/** Who sends a key, and with which body (canonical: fingerprint.ts). */
export interface KeyUse {
  uid: string;
  fingerprint: string;
}

export type KeyState =
  /** Nothing (live) stored under the key: the request goes ahead. */
  | { kind: 'fresh' }
  /** Another body or caller: refused. */
  | { kind: 'reused'; answer: CoreAnswer }
  /** Answered before: that answer again. */
  | { kind: 'replay'; answer: StoredAnswer }
  /** Claimed by a request that has not answered yet (only the delivery update claims first). */
  | { kind: 'held'; record: IdempotencyRecord };

/** What a request finds under its key; `reusedMessage` is the refusal's, for its reader. */
export function keyState(
  existing: IdempotencyRecord | null,
  use: KeyUse,
  now: number,
  reusedMessage: string,
): KeyState {
  if (existing === null || existing.expireAt <= now) return { kind: 'fresh' };
  if (existing.uid !== use.uid || existing.fingerprint !== use.fingerprint) {
    return { kind: 'reused', answer: refuse(409, 'idempotency-key-reused', reusedMessage) };
  }
  if (existing.state === 'done' && existing.answer)
    return { kind: 'replay', answer: existing.answer };
  return { kind: 'held', record: existing };
}

/** The first answer again, with `marks` saying it is a replay (nothing was applied). */
export function replayOf(answer: StoredAnswer, marks: Record<string, unknown>): CoreAnswer {
  return { ...answer, body: { ...answer.body, ...marks } };
}

/** Epoch ms until which a key written now is kept (the contract: at least 7 days). */
export function keyExpiry(config: Pick<CoreConfig, 'idempotencyTtlMs'>, now: number): number {
  return now + (config.idempotencyTtlMs ?? DEFAULT_IDEMPOTENCY_TTL_MS);
}

// ------------------------------------------------- the desk's calls: one transaction, written done

/** A desk call's Idempotency-Key header, kept under its endpoint's `prefix`; null: none sent. */
export function readDeskKey(
  header: string | null,
  prefix: string,
): { ok: true; key: string | null } | { ok: false; answer: CoreAnswer } {
  if (header === null) return { ok: true, key: null };
  if (!isDocumentId(header)) {
    return {
      ok: false,
      answer: refuse(
        400,
        'invalid-request',
        'The Idempotency-Key header must be a request id (a uuid).',
      ),
    };
  }
  return { ok: true, key: prefix + header };
}

/**
 * For a call whose key is written `done` in the transaction that applies it (the desk's): its
 * first answer again (`replayed`), a refusal for another body or caller, or null: go ahead.
 */
export async function answeredBefore(
  tx: Pick<StoreTransaction, 'getIdempotency'>,
  key: string | null,
  use: KeyUse,
  now: number,
  reusedMessage: string,
): Promise<CoreAnswer | null> {
  if (key === null) return null;
  const found = keyState(await tx.getIdempotency(key), use, now, reusedMessage);
  if (found.kind === 'reused') return found.answer;
  // Never `held`: these records are written done, in the transaction that applies the call.
  if (found.kind === 'replay') return replayOf(found.answer, { replayed: true });
  return null;
}

/** The record of a key whose call was applied and answered in this very transaction. */
export function doneRecord(
  config: Pick<CoreConfig, 'newId' | 'idempotencyTtlMs'>,
  call: { key: string; use: KeyUse; now: number; answer: CoreAnswer },
  about: StatusChangeAbout | DeskCallAbout,
): IdempotencyRecord {
  const { key, use, now, answer } = call;
  return {
    key,
    ...use,
    state: 'done',
    claimId: config.newId(),
    startedAt: now,
    expireAt: keyExpiry(config, now),
    ...about,
    answer: { status: answer.status, body: answer.body },
  };
}
