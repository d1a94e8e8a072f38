import { toMajor } from '@/domain/money';
import type { Receipt } from '@/domain/receipt';
import { formatMoney } from '@/ui/format';
import { useTranslation } from '@/ui/i18n';
import type { CashDue } from './cashDue';
import { OUTCOME_MESSAGES as M } from './messages';

/** The amount in the receipt's currency, as shown ("€35.30"). */
export function formatCash(minor: number, currency: string | null): string {
  return formatMoney(toMajor(minor, currency), currency) ?? String(toMajor(minor, currency));
}

/** Who the sheet is about, and for a cash order what to collect. */
export function OrderSummary({ receipt, cash }: { receipt: Receipt; cash: CashDue | null }) {
  useTranslation(); // re-renders the catalogue words below on a language change
  return (
    <>
      <p className="outcome-sheet__customer">{M.customer(receipt.customerName)}</p>
      {receipt.address.text !== null && <p className="muted">{receipt.address.text}</p>}
      {cash !== null && (
        <p className="outcome-sheet__cash">
          {M.collectInCash(formatCash(cash.amount, cash.currency))}
        </p>
      )}
    </>
  );
}
