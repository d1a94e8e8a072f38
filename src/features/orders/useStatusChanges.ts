import { useCallback, useEffect, useState } from 'react';
import type { Receipt } from '../../domain/receipt';
import { DispatchApiError } from '../../services/ports';
import { useServices } from '../shared/services';

// A status change sent straight to the backend, with its pending and failed states per order.
// (The offline outbox of DESIGN.md §7 replaces the direct call in its own issue.)

export type StatusChange =
  { state: 'sending'; status: string } | { state: 'failed'; status: string; message: string };

export function describeDispatchError(error: unknown): string {
  if (error instanceof DispatchApiError) {
    switch (error.kind) {
      case 'offline':
        return "You're offline. Connect and try again.";
      case 'timeout':
        return 'The server took too long to answer. Try again.';
      case 'unauthorized':
        return 'Your session has expired. Sign in again.';
      case 'rejected':
        return `The server refused the change: ${error.message}`;
      case 'server':
        return 'The server had a problem. Try again in a moment.';
    }
  }
  return error instanceof Error ? error.message : 'The change could not be sent.';
}

function newUpdateId(): string {
  return crypto.randomUUID();
}

export function useStatusChanges(dispatchId: string, receipts: readonly Receipt[]) {
  const { dispatchApi, clock } = useServices();
  const [statusChanges, setStatusChanges] = useState<Record<string, StatusChange>>({});

  // A failure stays until the dispatcher retries or the feed shows the order changed anyway.
  useEffect(() => {
    setStatusChanges((current) => {
      const stale = Object.entries(current).filter(([id, change]) => {
        const receipt = receipts.find((r) => r.id === id);
        return change.state === 'failed' && receipt?.status === change.status;
      });
      if (stale.length === 0) return current;
      const next = { ...current };
      for (const [id] of stale) delete next[id];
      return next;
    });
  }, [receipts]);

  const changeStatus = useCallback(
    async (receipt: Receipt, status: string) => {
      setStatusChanges((current) => ({ ...current, [receipt.id]: { state: 'sending', status } }));
      try {
        await dispatchApi.deliveryUpdate({
          receiptId: receipt.id,
          status,
          dispatchId,
          updatedAt: clock.now(),
          updateId: newUpdateId(),
        });
        setStatusChanges(({ [receipt.id]: _done, ...rest }) => rest);
      } catch (error) {
        setStatusChanges((current) => ({
          ...current,
          [receipt.id]: { state: 'failed', status, message: describeDispatchError(error) },
        }));
      }
    },
    [dispatchApi, dispatchId, clock],
  );

  return { statusChanges, changeStatus };
}
