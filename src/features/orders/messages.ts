// The visible words of the payment and notes pieces of the order list and detail, in one place
// so the translation work can take them over whole. English, exact: tests depend on them.

export const ORDER_MESSAGES = {
  /** Row badges. */
  cashBadge: (amount: string | null) => (amount === null ? 'Cash' : `Cash ${amount}`),
  cardBadge: (amount: string | null) => (amount === null ? 'Card' : `Card ${amount}`),
  paidBadge: 'Paid',
  hasNotes: 'Has notes',
  /** Row times: what the time is. */
  dueAt: (time: string) => `Due ${time}`,
  placedAt: (time: string) => `Placed ${time}`,
  updatedAt: (time: string) => `Updated ${time}`,
  /** The detail's payment line, above the status control. */
  paymentTitle: 'Payment',
  collectCash: (amount: string) => `Collect ${amount} in cash`,
  collectCashNoAmount: 'Collect cash: the amount is not on this order',
  takeCard: (amount: string) => `Take card payment ${amount}`,
  takeCardNoAmount: 'Take a card payment: the amount is not on this order',
  paid: 'Paid',
  paidHelp: 'Nothing to collect.',
  paymentUnknown: 'Payment not clear',
  paymentUnknownHelp: (method: string | null) =>
    method === null
      ? 'This order does not say how it is paid. Check with the store before you hand it over.'
      : `This order says "${method}". Check with the store before you hand it over.`,
  /** The detail's notes card. */
  notesTitle: 'Notes',
  noNotes: 'No notes on this order.',
} as const;
