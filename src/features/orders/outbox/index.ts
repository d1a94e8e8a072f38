// The status-change outbox: API and wiring in docs/outbox.md.
export {
  createOutbox,
  nextToSend,
  type Outbox,
  type OutboxOptions,
  type OutboxTimers,
  type OutboxWakeReason,
} from './outbox';
export {
  applyPendingStatuses,
  confirmedBy,
  hasUnsentChanges,
  settledEntries,
  type ReceiptWithSync,
  type SyncState,
} from './overlay';
export { browserChannel, browserLocks, type OutboxChannel, type OutboxLocks } from './crossTab';
export { DEFAULT_RETRY_POLICY, retryDelayMs, type RetryPolicy } from './backoff';
export { DEFAULT_OUTBOX_DB_NAME } from './store';
export { randomUuid } from './uuid';
export { useOutboxSnapshot } from './useOutboxSnapshot';
export type {
  OutboxEntry,
  OutboxEntryState,
  OutboxError,
  OutboxSnapshot,
  StatusChange,
} from './types';
