import { nameFor } from '@/desk/people';
import { moneyAmount, type Money, type PaymentDue } from '@/domain/payment';
import type { Receipt } from '@/domain/receipt';
import { DELIVERED_STATUS } from '@/domain/status';
import { formatMoney, formatTime } from '@/ui/format';
import { i18n } from '@/ui/i18n';
import type { BoardColumn } from './board';

// The words of a card and a column (docs/desk.md#the-board), in the language shown. Components
// that show them call useDeskTexts(), which re-renders them when the language changes.

/** How an order is named on the desk: its number, else its id (never nothing). */
export function orderRef(receipt: Pick<Receipt, 'orderNumber' | 'id'>): string {
  return receipt.orderNumber ?? receipt.id;
}

function money(value: Money | null): string | null {
  return value === null ? null : formatMoney(moneyAmount(value), value.currency);
}

/** What to collect at the door: "Cash €35.30", "Card €12.00", "Paid"; null when unknown. */
export function paymentText(due: PaymentDue): string | null {
  switch (due.kind) {
    case 'cash': {
      const amount = money(due.amount);
      return amount === null ? i18n.t('orders.cash') : i18n.t('orders.cashAmount', { amount });
    }
    case 'card': {
      const amount = money(due.amount);
      return amount === null ? i18n.t('orders.card') : i18n.t('orders.cardAmount', { amount });
    }
    case 'paid':
      return i18n.t('orders.paidBadge');
    case 'unknown':
      return null;
  }
}

/** "Due 14:30", else "Placed 14:05"; null when the order has neither. */
export function timeText(receipt: Pick<Receipt, 'dueAt' | 'createdAt'>): string | null {
  const due = formatTime(receipt.dueAt);
  if (due !== null) return i18n.t('orders.dueAt', { time: due });
  const placed = formatTime(receipt.createdAt);
  return placed === null ? null : i18n.t('orders.placedAt', { time: placed });
}

/** The CSS tone of a status (the server's word decides it, the text is its translation). */
export function statusTone(status: string | null): string {
  if (status === DELIVERED_STATUS) return 'delivered';
  if (status === null) return 'unknown';
  return status.toLowerCase().replace(/[^a-z]+/g, '-');
}

/** A column's name: "Unassigned", the driver's name, or "Unknown driver (uid…)". */
export function columnName(column: Pick<BoardColumn, 'kind' | 'person' | 'uid'>): string {
  return nameFor(column.kind === 'unassigned' ? null : column.uid, column.person);
}
