import { useState, type ReactNode } from 'react';
import { DELIVERED_STATUS } from '@/domain/status';
import { useOrdersSync } from '@/features/orders/ordersContext';
import { ProofCapture, useProofCapture, type ProofToRecord } from '@/features/orders/proof';
import { useConfig } from '@/features/shared/services';
import type { ReceiptWithSync, StatusPayload } from '@/outbox';
import { useTranslation } from '@/ui/i18n';
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
  useTranslation(); // re-renders the catalogue words below on a language change
  const { changeStatus } = useOrdersSync();
  const { notDeliveredReasons, notDeliveredStatus, undoSeconds, proofOfDelivery } = useConfig();
  // Proof of delivery (docs/proof-of-delivery.md): captured in the "Confirm delivered" sheet.
  const proofCapture = useProofCapture(proofOfDelivery);
  const [open, setOpen] = useState<'delivered' | 'not-delivered' | null>(null);
  const cash = cashDue(receipt);

  const commit = (status: string, payload: StatusPayload, proof?: ProofToRecord) => {
    setOpen(null);
    onSaveError(null);
    const previous = receipt.status === null ? {} : { previousStatus: receipt.status };
    changeStatus(receipt, status, {
      payload: { ...previous, ...payload },
      holdMs: undoSeconds * 1000,
      proof,
    }).catch(() => onSaveError(M.saveFailed(status)));
  };

  const sheets =
    open === 'delivered' ? (
      <DeliveredSheet
        receipt={receipt}
        cash={cash}
        confirmBlocked={!proofCapture.canConfirm}
        onConfirm={(outcome) => {
          const proof = proofCapture.result();
          proofCapture.reset();
          commit(DELIVERED_STATUS, outcome, proof);
        }}
        onCancel={() => setOpen(null)}
      >
        {proofOfDelivery !== 'off' && <ProofCapture capture={proofCapture} />}
      </DeliveredSheet>
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
