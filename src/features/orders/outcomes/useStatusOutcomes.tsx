import { useState, type ReactNode } from 'react';
import { DELIVERED_STATUS } from '../../../domain/status';
import { useConfig } from '../../shared/services';
import type { StatusPayload } from '../outbox';
import { useOrders } from '../OrdersProvider';
import type { ReceiptWithSync } from '../outbox';
import { cashDue } from './cashDue';
import { DeliveredSheet } from './DeliveredSheet';
import { OUTCOME_MESSAGES as M } from './messages';
import { NotDeliveredSheet } from './NotDeliveredSheet';

/**
 * The status control's behaviour on the order detail: an intermediate status counts at one tap,
 * "Delivered" and "Not delivered" ask first (their sheets). Every change waits on the phone for
 * the undo window (VITE_UNDO_SECONDS) and carries the status it replaces.
 */
export function useStatusOutcomes(
  receipt: ReceiptWithSync,
  onSaveError: (message: string | null) => void,
): {
  requestStatus: (status: string) => void;
  requestNotDelivered: () => void;
  sheets: ReactNode;
} {
  const { changeStatus } = useOrders();
  const { notDeliveredReasons, notDeliveredStatus, undoSeconds } = useConfig();
  const [open, setOpen] = useState<'delivered' | 'not-delivered' | null>(null);
  const cash = cashDue(receipt);

  const commit = (status: string, payload: StatusPayload) => {
    setOpen(null);
    onSaveError(null);
    const previous = receipt.status === null ? {} : { previousStatus: receipt.status };
    changeStatus(receipt, status, {
      payload: { ...previous, ...payload },
      holdMs: undoSeconds * 1000,
    }).catch(() => onSaveError(M.saveFailed(status)));
  };

  const sheets =
    open === 'delivered' ? (
      <DeliveredSheet
        receipt={receipt}
        cash={cash}
        onConfirm={(outcome) => commit(DELIVERED_STATUS, outcome)}
        onCancel={() => setOpen(null)}
      />
    ) : open === 'not-delivered' ? (
      <NotDeliveredSheet
        receipt={receipt}
        cash={cash}
        reasons={notDeliveredReasons}
        onConfirm={(outcome) => commit(notDeliveredStatus, outcome)}
        onCancel={() => setOpen(null)}
      />
    ) : null;

  return {
    requestStatus: (status) =>
      status === DELIVERED_STATUS ? setOpen('delivered') : commit(status, {}),
    requestNotDelivered: () => setOpen('not-delivered'),
    sheets,
  };
}
