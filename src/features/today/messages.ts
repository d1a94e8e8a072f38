// The visible words of the Today screen, in one place so the translation work can take them
// over whole. English, exact: "Today", "<n> delivered", "<n> not delivered", "<n> open" and
// "Cash collected" are names other tests depend on.

export const TODAY_MESSAGES = {
  title: 'Today',
  menuLink: 'Today',
  loading: "Loading today's summary",
  loadError: "Couldn't load today's orders",
  delivered: (n: number) => `${n} delivered`,
  notDelivered: (n: number) => `${n} not delivered`,
  open: (n: number) => `${n} open`,
  progress: (delivered: number, total: number) => `${delivered} of ${total}`,
  progressLabel: 'Delivered so far',
  reasonCount: (reason: string | null, n: number) => `${reason ?? 'No reason given'}: ${n}`,
  cashTitle: 'Cash',
  cashCollected: (amount: string) => `Cash collected ${amount}`,
  cashFromServer: 'As recorded by the server.',
  cashFromPhone: "From this phone's confirmations: not on the server yet.",
  cashFromBoth: (server: string, phone: string) =>
    `${server} recorded by the server, ${phone} confirmed on this phone and not on the server yet.`,
  cashNone: 'No cash recorded yet today.',
  cashUnrecorded: (n: number) =>
    n === 1
      ? '1 cash delivery has no amount recorded and is not counted.'
      : `${n} cash deliveries have no amount recorded and are not counted.`,
  cashToCollect: (amount: string) => `Cash still to collect ${amount}`,
  cardTitle: 'Card',
  cardTaken: (amount: string) => `Card payments taken ${amount}`,
  cardToTake: (amount: string) => `Card payments still to take ${amount}`,
  offline: "You're offline: counted from what this phone knows.",
  fromCache: 'Counted from the orders saved on this phone; it updates when the connection is back.',
  /** Amounts in several currencies, each shown on its own: "€12.00 + US$5.00". */
  joinAmounts: (amounts: readonly string[]) => amounts.join(' + '),
} as const;
