import { useId, useMemo } from 'react';
import type { MoneyTotal, DaySummary } from '@/domain/summary';
import { summarizeDay } from '@/domain/summary';
import { FeedError, formatMoneyValue, useOrdersFeed, useOrdersSync } from '@/features/orders';
import { useConfig } from '@/features/shared/services';
import { useTakingLong } from '@/features/shared/useTakingLong';
import { CardSection } from '@/ui/CardSection';
import { formatMoney } from '@/ui/format';
import { useTranslation } from '@/ui/i18n';
import { useOnline } from '@/ui/useOnline';
import { TODAY_MESSAGES as M } from './messages';
import { notDeliveredStatusOf } from './notDeliveredStatus';
import { summaryOrders } from './summaryOrders';
import './today.css';

/**
 * "€35.30", or several currencies side by side ("€12.00 + US$5.00"); an empty sum is zero in
 * the day's usual currency.
 */
function formatTotals(totals: readonly MoneyTotal[], usualCurrency: string | null): string {
  const shown = totals.flatMap((total) => formatMoneyValue(total) ?? []);
  if (shown.length > 0) return M.joinAmounts(shown);
  return formatMoney(0, usualCurrency) ?? '0';
}

/** The currency most of today's orders are in: what a zero is shown in. */
function usualCurrencyOf(currencies: readonly (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const currency of currencies) {
    if (currency !== null) counts.set(currency, (counts.get(currency) ?? 0) + 1);
  }
  let usual: string | null = null;
  for (const [currency, count] of counts) {
    if (usual === null || count > (counts.get(usual) ?? 0)) usual = currency;
  }
  return usual;
}

/** How long an online answer from the cache lasts before Today says its figures may wait. */
export const FROM_CACHE_NOTICE_AFTER_MS = 2_000;

/** The end-of-shift summary (docs/today.md): counts, progress, cash and card totals. */
export function TodayPage() {
  useTranslation(); // re-renders the catalogue words below on a language change
  const { feed, lists, retry } = useOrdersFeed();
  const { outboxEntries: changes } = useOrdersSync();
  const config = useConfig();
  const online = useOnline();
  // Online, an answer from the phone's cache is usually followed by the server's within a
  // moment (every start gives one): said only once it lasts, so the page does not jump.
  const cacheLasting = useTakingLong(
    online && feed.status === 'ready' && feed.fromCache,
    FROM_CACHE_NOTICE_AFTER_MS,
  );
  const notDeliveredStatus = notDeliveredStatusOf(config);
  const feedReceipts = feed.status === 'ready' ? feed.receipts : null;

  const result = useMemo(() => {
    if (feedReceipts === null) return null;
    const shown = [...lists.open, ...lists.delivered];
    return {
      summary: summarizeDay(summaryOrders(shown, feedReceipts, changes), notDeliveredStatus),
      usualCurrency: usualCurrencyOf(shown.map((r) => r.currency)),
    };
  }, [feedReceipts, lists, changes, notDeliveredStatus]);

  return (
    <section className="page today" aria-labelledby="today-title">
      <header className="page__header">
        <h1 id="today-title" className="page__title">
          {M.title}
        </h1>
      </header>
      {feed.status === 'loading' && (
        <div role="status" aria-label={M.loading} className="skeleton-list">
          <div className="skeleton-row skeleton-row--tall" />
        </div>
      )}
      {feed.status === 'error' && (
        <FeedError title={M.loadError} message={feed.message} onRetry={retry} />
      )}
      {feed.status === 'ready' && result !== null && (
        <>
          {(!online || cacheLasting) && (
            <p className="notice notice--info">{online ? M.fromCache : M.offline}</p>
          )}
          <TodaySummary summary={result.summary} usualCurrency={result.usualCurrency} />
        </>
      )}
    </section>
  );
}

function TodaySummary({
  summary,
  usualCurrency,
}: {
  summary: DaySummary;
  usualCurrency: string | null;
}) {
  useTranslation(); // re-renders the catalogue words below on a language change
  const progressCaptionId = useId();
  const money = (totals: readonly MoneyTotal[]) => formatTotals(totals, usualCurrency);
  const cash = summary.cashCollected;
  return (
    <>
      <div className="card today__progress">
        <p id={progressCaptionId} className="today__progress-caption">
          {M.progress(summary.delivered, summary.total)}
        </p>
        <progress
          className="today__progress-bar"
          aria-labelledby={progressCaptionId}
          title={M.progressLabel}
          value={summary.delivered}
          max={Math.max(summary.total, 1)}
        />
      </div>

      <ul className="today__counts plain-list">
        <li className="today__count today__count--delivered">{M.delivered(summary.delivered)}</li>
        <li className="today__count today__count--not-delivered">
          {M.notDelivered(summary.notDelivered)}
          {summary.notDeliveredReasons.length > 0 && (
            <ul className="today__reasons">
              {summary.notDeliveredReasons.map(({ reason, count }) => (
                <li key={reason ?? ''}>{M.reasonCount(reason, count)}</li>
              ))}
            </ul>
          )}
        </li>
        <li className="today__count today__count--open">{M.open(summary.open)}</li>
      </ul>

      <CardSection title={M.cashTitle}>
        <p className="today__money today__money--strong">{M.cashCollected(money(cash.totals))}</p>
        <p className="today__source">
          {cash.source === 'server'
            ? M.cashFromServer
            : cash.source === 'phone'
              ? M.cashFromPhone
              : cash.source === 'server-and-phone'
                ? M.cashFromBoth(money(cash.fromServer), money(cash.fromPhone))
                : M.cashNone}
        </p>
        {cash.unrecorded > 0 && (
          <p className="today__source">{M.cashUnrecorded(cash.unrecorded)}</p>
        )}
        <p className="today__money">{M.cashToCollect(money(summary.cashToCollect))}</p>
      </CardSection>

      <CardSection title={M.cardTitle}>
        <p className="today__money">{M.cardTaken(money(summary.cardTaken))}</p>
        <p className="today__money">{M.cardToTake(money(summary.cardToTake))}</p>
      </CardSection>
    </>
  );
}
