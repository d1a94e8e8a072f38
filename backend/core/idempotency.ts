import { refuse, type CoreAnswer } from './answer';
import { DEFAULT_IDEMPOTENCY_TTL_MS, type CoreConfig } from './config';
import type { IdempotencyRecord, StoredAnswer } from './store';

// The one rule of an Idempotency-Key, for every endpoint that takes one (the delivery update,
// deliveryUpdateClaim.ts; the desk's assignment, deskAssign.ts): a key answered before answers
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
