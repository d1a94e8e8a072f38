import { useState, type ReactNode } from 'react';
import { amountInputText, compareCash, parseAmount, toMajor } from '@/domain/money';
import type { Receipt } from '@/domain/receipt';
import { orderTitle } from '@/features/orders/OrderRow';
import { useTranslation } from '@/ui/i18n';
import { TextField } from '@/ui/TextField';
import type { CashDue } from './cashDue';
import { OUTCOME_MESSAGES as M } from './messages';
import { NoteField } from './NoteField';
import { formatCash, OrderSummary } from './OrderSummary';
import { OutcomeSheet } from './OutcomeSheet';

/**
 * What "Confirm delivered" reports. An object so that more can travel with the change (the
 * proof of delivery adds its photo and "Received by" here) without changing this signature.
 */
export interface DeliveredOutcome {
  /** In the receipt's currency; only for a cash order. */
  cashCollected?: number;
  /** Required when less cash was received than due. */
  note?: string;
}

/**
 * "Delivered", confirmed: the order and customer, and for a cash order the field "Cash
 * received" (prefilled with the amount due) with the change to give back, or a required note
 * when it is less. `children` is the slot for more (the proof of delivery); `confirmBlocked`
 * lets that content hold the confirm button (a required photo not taken yet).
 */
export function DeliveredSheet({
  receipt,
  cash,
  onConfirm,
  onCancel,
  children,
  confirmBlocked = false,
}: {
  receipt: Receipt;
  cash: CashDue | null;
  onConfirm: (outcome: DeliveredOutcome) => void;
  onCancel: () => void;
  children?: ReactNode;
  confirmBlocked?: boolean;
}) {
  useTranslation(); // re-renders the catalogue words below on a language change
  const [received, setReceived] = useState(() =>
    cash === null ? '' : amountInputText(cash.amount, cash.currency),
  );
  const [note, setNote] = useState('');
  const trimmedNote = note.trim();

  const receivedMinor = cash === null ? null : parseAmount(received, cash.currency);
  const comparison =
    cash === null || receivedMinor === null ? null : compareCash(receivedMinor, cash.amount);
  const noteRequired = comparison?.kind === 'short';
  const cashValid = cash === null || receivedMinor !== null;
  const complete = cashValid && (!noteRequired || trimmedNote !== '') && !confirmBlocked;

  return (
    <OutcomeSheet
      title={M.deliveredTitle(orderTitle(receipt))}
      summary={<OrderSummary receipt={receipt} cash={cash} />}
      confirmLabel={M.confirmDelivered}
      confirmDisabled={!complete}
      onConfirm={() => {
        const outcome: DeliveredOutcome = {};
        if (cash !== null && receivedMinor !== null) {
          outcome.cashCollected = toMajor(receivedMinor, cash.currency);
        }
        if (trimmedNote !== '') outcome.note = trimmedNote;
        onConfirm(outcome);
      }}
      onCancel={onCancel}
    >
      {cash !== null && (
        <TextField
          label={M.cashReceived}
          className="outcome-sheet__field"
          inputClassName="outcome-sheet__cash-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={received}
          aria-invalid={receivedMinor === null}
          onValueChange={setReceived}
          help={(helpId) => (
            // Announced as it changes: the change to give back is what the driver acts on.
            <p id={helpId} className="outcome-sheet__change" aria-live="polite">
              {comparison === null
                ? M.cashNotAnAmount
                : comparison.kind === 'change'
                  ? M.change(formatCash(comparison.change, cash.currency))
                  : comparison.kind === 'short'
                    ? M.short(formatCash(comparison.missing, cash.currency))
                    : M.exactAmount}
            </p>
          )}
        />
      )}
      {noteRequired && (
        <NoteField note={note} onChange={setNote} required help={M.noteRequiredWhenShort} />
      )}
      {children}
    </OutcomeSheet>
  );
}
