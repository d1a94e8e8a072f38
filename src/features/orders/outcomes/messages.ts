// Every visible text of the delivery-outcome sheets and the undo bar, in one place so that
// translation can replace them (docs/outcomes.md). Button and field names are a contract that
// tests and drivers rely on: keep the English exact.

export const OUTCOME_MESSAGES = {
  notDeliveredButton: 'Not delivered',
  confirmDelivered: 'Confirm delivered',
  confirmNotDelivered: 'Confirm not delivered',
  cancel: 'Cancel',
  undo: 'Undo',
  deliveredTitle: (order: string) => `${order} delivered?`,
  notDeliveredTitle: (order: string) => `${order} not delivered?`,
  customer: (name: string | null) => name ?? 'Customer not given',
  reasonsLegend: 'Why could it not be delivered?',
  note: 'Note',
  noteOptional: 'Optional',
  noteRequiredForOther: 'Required for "Other": say what happened.',
  noteRequiredWhenShort: 'Required: say why less cash was received.',
  collectInCash: (amount: string) => `Collect ${amount} in cash`,
  cashReceived: 'Cash received',
  cashNotAnAmount: 'Enter the amount received, for example 35.30.',
  change: (amount: string) => `Change ${amount}`,
  exactAmount: 'Exact amount: no change to give.',
  short: (amount: string) => `${amount} less than due.`,
  /** The undo bar: "<status> · #<order>". */
  undoBarText: (status: string, orderNumber: string | null) =>
    orderNumber === null ? status : `${status} · #${orderNumber}`,
  undoTooLate: 'Already sent: change the status again to correct it.',
  saveFailed: (status: string) =>
    `Couldn't save the change to ${status} on this phone (its storage is unavailable). Try again.`,
  notDeliveredRow: (reason: string | null) =>
    reason === null ? 'Not delivered' : `Not delivered: ${reason}`,
  notDeliveredGroup: 'Not delivered',
} as const;

/** The reason whose note is required: it says nothing by itself. */
export const OTHER_REASON = 'Other';
