import { useId, type ReactNode } from 'react';
import { useDeskTexts } from '@/desk/i18n/texts';
import type { Money } from '@/domain/payment';
import type { DriverDay, ShiftOrder } from '@/domain/shift/endOfShift';
import type { Settlement } from '@/domain/shift/settlement';
import { reasonText } from '@/ui/i18n';
import { CashHandedIn } from './CashHandedIn';
import { ShiftOrderRow } from './ShiftOrderRow';
import { differenceText, isSettledEven, totalsText } from './shiftText';

// One driver's day on End of shift (docs/end-of-shift.md#per-driver): a region named by the
// driver, with the day's figures — the same function over the same receipts as that driver's
// Today page (domain/shift/endOfShift.ts) —, "Cash handed in", and the day's orders.

/** The currency most of the orders' amounts are in: what a zero is shown in. */
export function usualCurrencyOf(orders: readonly ShiftOrder[]): string | null {
  const counts = new Map<string, number>();
  for (const order of orders) {
    for (const money of [order.cashDue, order.cashCollected, order.cardTaken]) {
      if (money?.currency != null) {
        counts.set(money.currency, (counts.get(money.currency) ?? 0) + 1);
      }
    }
  }
  let usual: string | null = null;
  for (const [currency, count] of counts) {
    if (usual === null || count > (counts.get(usual) ?? 0)) usual = currency;
  }
  return usual;
}

function Figure({
  label,
  children,
  uneven = false,
}: {
  label: string;
  children: ReactNode;
  uneven?: boolean;
}) {
  return (
    <div className={uneven ? 'shift-figure shift-figure--uneven' : 'shift-figure'}>
      {/* The space keeps "Cash collected €35.30" one phrase when the figure is read as text. */}
      <dt>{label}</dt> <dd>{children}</dd>
    </div>
  );
}

export function DriverDaySection({
  driver,
  name,
  day,
  settlement,
  canCount,
  nameOf,
}: {
  driver: DriverDay;
  name: string;
  day: string;
  settlement: Settlement | null;
  /** "Cash handed in" is offered (a driver the team knows). */
  canCount: boolean;
  nameOf(uid: string): string;
}) {
  const { t } = useDeskTexts();
  const headingId = useId();
  const { summary } = driver;
  const usual = usualCurrencyOf(driver.orders);
  const money = (totals: readonly Money[]) => totalsText(totals, usual);
  const even = isSettledEven(driver.difference);
  const unrecorded = summary.cashCollected.unrecorded;
  return (
    <section className="shift-driver" aria-labelledby={headingId}>
      <h2 id={headingId} className="shift-driver__name">
        {name}
      </h2>
      <dl className="shift-figures">
        <Figure label={t('shift.delivered')}>{summary.delivered}</Figure>
        <Figure label={t('shift.notDelivered')}>
          {summary.notDelivered}
          {summary.notDeliveredReasons.length > 0 && (
            <ul className="shift-figures__reasons">
              {summary.notDeliveredReasons.map(({ reason, count }) => (
                <li key={reason ?? ''}>
                  {t('shift.reasonCount', {
                    reason: reason === null ? t('shift.noReason') : reasonText(reason),
                    count,
                  })}
                </li>
              ))}
            </ul>
          )}
        </Figure>
        <Figure label={t('shift.open')}>{summary.open}</Figure>
        <Figure label={t('shift.cashToCollect')}>{money(driver.cashDue)}</Figure>
        <Figure label={t('shift.cashCollected')}>
          {money(summary.cashCollected.totals)}
          {unrecorded > 0 && (
            <span className="shift-figures__note">
              {t('shift.cashUnrecorded', { count: unrecorded })}
            </span>
          )}
        </Figure>
        <Figure label={t('shift.difference')} uneven={!even}>
          {differenceText(driver.difference)}
        </Figure>
        <Figure label={t('shift.cashStillOpen')}>{money(summary.cashToCollect)}</Figure>
        <Figure label={t('shift.cardPayments')}>{money(summary.cardTaken)}</Figure>
      </dl>
      {canCount && (
        <CashHandedIn
          dispatchId={driver.dispatchId}
          driverName={name}
          day={day}
          settlement={settlement}
          collected={summary.cashCollected.totals}
          nameOf={nameOf}
        />
      )}
      <h3 className="shift-driver__orders">{t('shift.orders', { name })}</h3>
      <ul className="shift-orders plain-list">
        {driver.orders.map((order) => (
          <ShiftOrderRow key={order.id} order={order} />
        ))}
      </ul>
    </section>
  );
}
