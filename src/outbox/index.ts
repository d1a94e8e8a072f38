// The status-change outbox: API and wiring in docs/outbox.md.
export { createOutbox } from './outbox';
export { nextToSend } from './lanes';
export {
  applyPendingStatuses,
  confirmedBy,
  settledEntries,
  type ReceiptWithSync,
  type SyncState,
} from './overlay';
export { awaitsFeed, isUnsent, isWaiting, needsAction, type UnsentState } from './snapshot';
export { browserChannel, browserLocks, type OutboxChannel, type OutboxLocks } from './crossTab';
export { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './backoff';
export { DEFAULT_OUTBOX_DB_NAME } from './store';
export { isFinalRefusal } from './transitions';
export type {
  OutboxEntry,
  OutboxEntryState,
  OutboxError,
  PhotoNotKeptReason,
  PhotoToKeep,
  StatusChange,
  StatusPayload,
} from './entry';
export type {
  EnqueueOptions,
  Outbox,
  OutboxOptions,
  OutboxSnapshot,
  OutboxTimers,
  OutboxWakeReason,
} from './types';
export {
  openProofStore,
  upgradeProofStore,
  isQuotaExceeded,
  ProofStoreUnavailableError,
  STORAGE_FULL_MESSAGE,
  type KeepPhotoResult,
  type ProofStore,
  type StoredProofPhoto,
} from './proofStore';
export { proofToSend, type ProofIntent, type ProofToSendOptions } from './sendProof';
export { waitReasons, type WaitContext, type WaitReason } from './waitReason';
