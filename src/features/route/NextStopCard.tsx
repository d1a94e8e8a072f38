import { useId } from 'react';
import { Link } from 'react-router-dom';
import { orderDetailPath } from '@/config/paths';
import { CallLink } from '@/features/map';
import { PaymentBadge, useOrdersFeed, type ReceiptWithSync } from '@/features/orders';
import { useConfig } from '@/features/shared/services';
import { useTranslation } from '@/ui/i18n';
import { estimate, originPoint, useLastPosition } from './estimate';
import { formatEstimate } from './format';
import { orderName } from './mapModel';
import { NavigateButton } from './NavigateButton';
import { OnMyWayButton } from './OnMyWay';

/**
 * The first open stop in route order (or, titled "Stop 3", the stop tapped on the route map):
 * who, where, what to collect, how far, and its actions. Compact, so that the list's first row
 * starts on the first screen under it at 360 × 740 (docs/display.md#the-first-screen).
 */
export function NextStopCard({ stop, title }: { stop: ReceiptWithSync; title?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { origin } = useOrdersFeed();
  const { averageSpeedKmh } = useConfig();
  const position = useLastPosition();
  const guess = estimate(stop.address.location, position, originPoint(origin), averageSpeedKmh);
  const name = orderName(stop);
  return (
    <section className="card next-stop" aria-labelledby={headingId}>
      {/* What to collect beside the title, the order's link under them: one row fewer. */}
      <div className="next-stop__head">
        <h2 id={headingId} className="section-title">
          {title ?? t('route.nextStop')}
        </h2>
        <PaymentBadge due={stop.paymentDue} />
      </div>
      <p className="next-stop__order">
        <Link to={orderDetailPath(stop.id)}>{t('route.openOrder', { order: name })}</Link>
      </p>
      {/* Who and where in one paragraph: two lines rather than three (docs/display.md). */}
      <p className="next-stop__where">
        <span className="next-stop__customer">
          {stop.customerName ?? t('orders.customerNotGiven')}
        </span>
        <span aria-hidden="true"> · </span>
        <span className="next-stop__address">{stop.address.text ?? t('orders.noAddress')}</span>
      </p>
      {stop.address.location === null ? (
        <p className="next-stop__facts">
          <span className="route-no-location">{t('route.noLocation')}</span>
        </p>
      ) : (
        guess !== null && (
          <p className="next-stop__facts">
            <span className="next-stop__distance">{formatEstimate(guess)}</span>
          </p>
        )
      )}
      <div className="next-stop__actions">
        {/* Navigate and On my way side by side, Call under them: the list starts higher. */}
        <NavigateButton place={stop.address} />
        <OnMyWayButton receipt={stop} minutes={guess?.minutes ?? null} />
        <CallLink phone={stop.customerPhone} />
      </div>
    </section>
  );
}
