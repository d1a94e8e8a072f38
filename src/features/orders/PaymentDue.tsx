import { moneyAmount, type Money, type PaymentDue } from '@/domain/payment';
import type { Receipt } from '@/domain/receipt';
import { formatMoney } from '@/ui/format';
import { useTranslation } from '@/ui/i18n';
import { ORDER_MESSAGES as M } from './messages';
import './payment.css';

// What the driver does about payment, on the row (a badge) and at the top of the detail.
// 'unknown' shows no badge on the row and a "check with the store" line on the detail: the app
// never claims there is nothing to collect when the receipt does not say so (docs/today.md).

export function formatMoneyValue(money: Money | null): string | null {
  return money === null ? null : formatMoney(moneyAmount(money), money.currency);
}

/** "Cash €35.30", "Card €12.00", "Paid"; nothing when the receipt does not say. */
export function PaymentBadge({ due }: { due: PaymentDue }) {
  useTranslation(); // re-renders the catalogue words below on a language change
  switch (due.kind) {
    case 'cash':
      return (
        <span className="payment-badge payment-badge--cash">
          {M.cashBadge(formatMoneyValue(due.amount))}
        </span>
      );
    case 'card':
      return (
        <span className="payment-badge payment-badge--card">
          {M.cardBadge(formatMoneyValue(due.amount))}
        </span>
      );
    case 'paid':
      return <span className="payment-badge payment-badge--paid">{M.paidBadge}</span>;
    case 'unknown':
      return null;
  }
}

function headline(due: PaymentDue): { text: string; help: string | null } {
  switch (due.kind) {
    case 'cash': {
      const amount = formatMoneyValue(due.amount);
      return { text: amount === null ? M.collectCashNoAmount : M.collectCash(amount), help: null };
    }
    case 'card': {
      const amount = formatMoneyValue(due.amount);
      return { text: amount === null ? M.takeCardNoAmount : M.takeCard(amount), help: null };
    }
    case 'paid':
      return { text: M.paid, help: M.paidHelp };
    case 'unknown':
      return { text: M.paymentUnknown, help: null };
  }
}

/** The detail's payment line: "Collect €35.30 in cash", "Take card payment €12.00", "Paid". */
export function PaymentCallout({ receipt }: { receipt: Receipt }) {
  useTranslation(); // re-renders the catalogue words below on a language change
  const due = receipt.paymentDue;
  const { text, help } = headline(due);
  return (
    <section className={`payment-callout payment-callout--${due.kind}`} aria-label={M.paymentTitle}>
      <p className="payment-callout__text">{text}</p>
      {help !== null && <p className="payment-callout__help">{help}</p>}
      {due.kind === 'unknown' && (
        <p className="payment-callout__help">{M.paymentUnknownHelp(receipt.paymentMethod)}</p>
      )}
    </section>
  );
}
