import { useId } from 'react';
import { Link } from 'react-router-dom';
import { orderDetailPath } from '@/config/paths';
import { CallLink } from '@/features/map';
import { PaymentBadge, useOrdersFeed, type ReceiptWithSync } from '@/features/orders';
import { useConfig } from '@/features/shared/services';
import { useTranslation } from '@/ui/i18n';
import { estimate, originPoint, useLastPosition } from './estimate';
import { formatEstimate } from './format';
import { NavigateButton } from './NavigateButton';
import { OnMyWayButton } from './OnMyWay';

/** The first open stop in route order: who, where, what to collect, how far, and its actions. */
export function NextStopCard({ stop }: { stop: ReceiptWithSync }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { origin } = useOrdersFeed();
  const { averageSpeedKmh } = useConfig();
  const position = useLastPosition();
  const guess = estimate(stop.address.location, position, originPoint(origin), averageSpeedKmh);
  const name = stop.orderNumber !== null ? `#${stop.orderNumber}` : stop.id;
  return (
    <section className="card next-stop" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {t('route.nextStop')}
      </h2>
      <p className="next-stop__order">
        <Link to={orderDetailPath(stop.id)}>{t('route.openOrder', { order: name })}</Link>
      </p>
      <p className="next-stop__customer">{stop.customerName ?? t('orders.customerNotGiven')}</p>
      <p className="next-stop__address">{stop.address.text ?? t('orders.noAddress')}</p>
      <p className="next-stop__facts">
        <PaymentBadge due={stop.paymentDue} />
        {stop.address.location === null ? (
          <span className="route-no-location">{t('route.noLocation')}</span>
        ) : (
          guess !== null && <span className="next-stop__distance">{formatEstimate(guess)}</span>
        )}
      </p>
      <div className="next-stop__actions">
        <NavigateButton place={stop.address} />
        <CallLink phone={stop.customerPhone} />
        <OnMyWayButton receipt={stop} minutes={guess?.minutes ?? null} />
      </div>
    </section>
  );
}
