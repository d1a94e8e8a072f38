import { i18n, reasonText, statusText } from '@/ui/i18n';

// Every visible text of the delivery-outcome sheets and the undo bar, read from the catalogue
// (section `outcomes`, docs/outcomes.md) when shown. Getters, so callers keep `M.cancel`; the
// component showing one calls useTranslation() to re-render on a language change. Button and
// field names are a contract that tests and drivers rely on: the English stays exact.

export const OUTCOME_MESSAGES = {
  get notDeliveredButton() {
    return i18n.t('outcomes.notDeliveredButton');
  },
  get confirmDelivered() {
    return i18n.t('outcomes.confirmDelivered');
  },
  get confirmNotDelivered() {
    return i18n.t('outcomes.confirmNotDelivered');
  },
  get cancel() {
    return i18n.t('outcomes.cancel');
  },
  get undo() {
    return i18n.t('outcomes.undo');
  },
  deliveredTitle: (order: string) => i18n.t('outcomes.deliveredTitle', { order }),
  notDeliveredTitle: (order: string) => i18n.t('outcomes.notDeliveredTitle', { order }),
  customer: (name: string | null) => name ?? i18n.t('outcomes.customerNotGiven'),
  get reasonsLegend() {
    return i18n.t('outcomes.reasonsLegend');
  },
  get note() {
    return i18n.t('outcomes.note');
  },
  get noteOptional() {
    return i18n.t('outcomes.noteOptional');
  },
  get noteRequiredForOther() {
    return i18n.t('outcomes.noteRequiredForOther');
  },
  get noteRequiredWhenShort() {
    return i18n.t('outcomes.noteRequiredWhenShort');
  },
  collectInCash: (amount: string) => i18n.t('outcomes.collectInCash', { amount }),
  get cashReceived() {
    return i18n.t('outcomes.cashReceived');
  },
  get cashNotAnAmount() {
    return i18n.t('outcomes.cashNotAnAmount');
  },
  change: (amount: string) => i18n.t('outcomes.change', { amount }),
  get exactAmount() {
    return i18n.t('outcomes.exactAmount');
  },
  short: (amount: string) => i18n.t('outcomes.short', { amount }),
  /** The undo bar: "<status> · #<order>" (the status as the server words it, translated if known). */
  undoBarText: (status: string, orderNumber: string | null) =>
    orderNumber === null
      ? statusText(status)
      : i18n.t('outcomes.undoBarText', { status: statusText(status), orderNumber }),
  get undoTooLate() {
    return i18n.t('outcomes.undoTooLate');
  },
  saveFailed: (status: string) => i18n.t('outcomes.saveFailed', { status: statusText(status) }),
  notDeliveredRow: (reason: string | null) =>
    reason === null
      ? i18n.t('outcomes.notDeliveredRow')
      : i18n.t('outcomes.notDeliveredRowReason', { reason: reasonText(reason) }),
  get notDeliveredGroup() {
    return i18n.t('outcomes.notDeliveredGroup');
  },
};

/** The reason whose note is required: it says nothing by itself (a server word, not a text). */
export const OTHER_REASON = 'Other';
