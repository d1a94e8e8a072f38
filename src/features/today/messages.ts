import { i18n, reasonText } from '@/ui/i18n';

// The visible words of the Today screen, read from the catalogue (section `today`) when shown.
// Getters, so callers keep `M.title`; TodayPage calls useTranslation() to re-render on a
// language change. English, exact: "Today", "<n> delivered", "<n> not delivered", "<n> open"
// and "Cash collected" are names other tests depend on.

export const TODAY_MESSAGES = {
  get title() {
    return i18n.t('today.title');
  },
  get menuLink() {
    return i18n.t('today.menuLink');
  },
  get loading() {
    return i18n.t('today.loading');
  },
  get loadError() {
    return i18n.t('today.loadError');
  },
  delivered: (n: number) => i18n.t('today.delivered', { count: n }),
  notDelivered: (n: number) => i18n.t('today.notDelivered', { count: n }),
  open: (n: number) => i18n.t('today.open', { count: n }),
  progress: (delivered: number, total: number) => i18n.t('today.progress', { delivered, total }),
  get progressLabel() {
    return i18n.t('today.progressLabel');
  },
  /** A configured reason is a server word: translated only when the catalogue knows it. */
  reasonCount: (reason: string | null, n: number) =>
    i18n.t('today.reasonCount', {
      reason: reason === null ? i18n.t('today.noReason') : reasonText(reason),
      count: n,
    }),
  get cashTitle() {
    return i18n.t('today.cashTitle');
  },
  cashCollected: (amount: string) => i18n.t('today.cashCollected', { amount }),
  get cashFromServer() {
    return i18n.t('today.cashFromServer');
  },
  get cashFromPhone() {
    return i18n.t('today.cashFromPhone');
  },
  cashFromBoth: (server: string, phone: string) => i18n.t('today.cashFromBoth', { server, phone }),
  get cashNone() {
    return i18n.t('today.cashNone');
  },
  cashUnrecorded: (n: number) => i18n.t('today.cashUnrecorded', { count: n }),
  cashToCollect: (amount: string) => i18n.t('today.cashToCollect', { amount }),
  get cardTitle() {
    return i18n.t('today.cardTitle');
  },
  cardTaken: (amount: string) => i18n.t('today.cardTaken', { amount }),
  cardToTake: (amount: string) => i18n.t('today.cardToTake', { amount }),
  get offline() {
    return i18n.t('today.offline');
  },
  get fromCache() {
    return i18n.t('today.fromCache');
  },
  /** Amounts in several currencies, each shown on its own: "€12.00 + US$5.00". */
  joinAmounts: (amounts: readonly string[]) => amounts.join(' + '),
};
