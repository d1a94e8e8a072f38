import { useId, useState } from 'react';
import type { Receipt } from '@/domain/receipt';
import { orderTitle } from '@/features/orders/OrderRow';
import { reasonText, useTranslation } from '@/ui/i18n';
import type { CashDue } from './cashDue';
import { OTHER_REASON, OUTCOME_MESSAGES as M } from './messages';
import { NoteField } from './NoteField';
import { OrderSummary } from './OrderSummary';
import { OutcomeSheet } from './OutcomeSheet';

export interface NotDeliveredOutcome {
  reason: string;
  /** Absent when the driver wrote none. */
  note?: string;
}

/**
 * "Not delivered": the configured reasons as radio buttons and a note, required for "Other".
 * "Confirm not delivered" stays disabled until a reason is chosen (and the note, for Other).
 */
export function NotDeliveredSheet({
  receipt,
  cash,
  reasons,
  onConfirm,
  onCancel,
}: {
  receipt: Receipt;
  cash: CashDue | null;
  reasons: readonly string[];
  onConfirm: (outcome: NotDeliveredOutcome) => void;
  onCancel: () => void;
}) {
  useTranslation(); // re-renders the catalogue words below on a language change
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const legendId = useId();
  const trimmedNote = note.trim();
  const noteRequired = reason === OTHER_REASON;
  const complete = reason !== null && (!noteRequired || trimmedNote !== '');

  return (
    <OutcomeSheet
      title={M.notDeliveredTitle(orderTitle(receipt))}
      summary={<OrderSummary receipt={receipt} cash={cash} />}
      confirmLabel={M.confirmNotDelivered}
      confirmDisabled={!complete}
      onConfirm={() => {
        if (reason === null) return;
        onConfirm(trimmedNote === '' ? { reason } : { reason, note: trimmedNote });
      }}
      onCancel={onCancel}
    >
      <fieldset className="outcome-sheet__reasons" aria-labelledby={legendId}>
        <legend id={legendId} className="outcome-sheet__legend">
          {M.reasonsLegend}
        </legend>
        {reasons.map((choice) => (
          <label key={choice} className="outcome-sheet__reason">
            <input
              type="radio"
              name="not-delivered-reason"
              value={choice}
              checked={reason === choice}
              onChange={() => setReason(choice)}
            />
            <span>{reasonText(choice)}</span>
          </label>
        ))}
      </fieldset>
      <NoteField
        note={note}
        onChange={setNote}
        required={noteRequired}
        help={noteRequired ? M.noteRequiredForOther : M.noteOptional}
      />
    </OutcomeSheet>
  );
}
