import { useCallback, useSyncExternalStore } from 'react';
import type { Outbox, OutboxSnapshot } from '@/outbox';

/** The outbox's current snapshot, re-rendering on every change; null without an outbox. */
export function useOutboxSnapshot(outbox: Outbox | null): OutboxSnapshot | null {
  const subscribe = useCallback(
    (onStoreChange: () => void) => (outbox ? outbox.subscribe(onStoreChange) : () => {}),
    [outbox],
  );
  const getSnapshot = useCallback(() => (outbox ? outbox.snapshot() : null), [outbox]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
