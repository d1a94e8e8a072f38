// The status-change outbox: API and wiring in docs/outbox.md.
export { createOutbox } from './outbox';
export { nextToSend } from './transitions';
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
export { useOutboxSnapshot } from './useOutboxSnapshot';
export type {
  EnqueueOptions,
  Outbox,
  OutboxEntry,
  OutboxEntryState,
  OutboxError,
  OutboxOptions,
  OutboxSnapshot,
  OutboxTimers,
  OutboxWakeReason,
  PhotoNotKeptReason,
  PhotoToKeep,
  StatusChange,
  StatusPayload,
} from './types';
