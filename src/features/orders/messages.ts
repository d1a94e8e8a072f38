import { i18n } from '@/ui/i18n';

// The visible words of the payment and notes pieces of the order list and detail: each reads
// the catalogue (src/ui/i18n/catalogues, section `orders`) when shown. Getters, so callers keep
// `M.paidBadge`; the component showing one calls useTranslation() to re-render on a language
// change (docs/i18n.md#converting-a-module).

export const ORDER_MESSAGES = {
  /** Row badges. */
  cashBadge: (amount: string | null) =>
    amount === null ? i18n.t('orders.cash') : i18n.t('orders.cashAmount', { amount }),
  cardBadge: (amount: string | null) =>
    amount === null ? i18n.t('orders.card') : i18n.t('orders.cardAmount', { amount }),
  get paidBadge() {
    return i18n.t('orders.paidBadge');
  },
  get hasNotes() {
    return i18n.t('orders.hasNotes');
  },
  /** Row times: what the time is. */
  dueAt: (time: string) => i18n.t('orders.dueAt', { time }),
  placedAt: (time: string) => i18n.t('orders.placedAt', { time }),
  updatedAt: (time: string) => i18n.t('orders.updatedAt', { time }),
  /** The detail's payment line, above the status control. */
  get paymentTitle() {
    return i18n.t('orders.paymentTitle');
  },
  collectCash: (amount: string) => i18n.t('orders.collectCash', { amount }),
  get collectCashNoAmount() {
    return i18n.t('orders.collectCashNoAmount');
  },
  takeCard: (amount: string) => i18n.t('orders.takeCard', { amount }),
  get takeCardNoAmount() {
    return i18n.t('orders.takeCardNoAmount');
  },
  get paid() {
    return i18n.t('orders.paid');
  },
  get paidHelp() {
    return i18n.t('orders.paidHelp');
  },
  get paymentUnknown() {
    return i18n.t('orders.paymentUnknown');
  },
  paymentUnknownHelp: (method: string | null) =>
    method === null
      ? i18n.t('orders.paymentUnknownHelp')
      : i18n.t('orders.paymentUnknownHelpMethod', { method }),
  /** The detail's notes card. */
  get notesTitle() {
    return i18n.t('orders.notesTitle');
  },
  get noNotes() {
    return i18n.t('orders.noNotes');
  },
};
