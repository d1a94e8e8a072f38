import { useEffect } from 'react';
import { useOrdersFeed, type ReceiptWithSync } from '@/features/orders';
import { useConfig } from '@/features/shared/services';
import { useTranslation } from '@/ui/i18n';
import { estimate, originPoint, useLastPosition } from './estimate';
import { formatEstimate } from './format';
import { NavigateButton } from './NavigateButton';
import { OnMyWayButton } from './OnMyWay';
import { keepPositionFresh } from './position';
import './route.css';

/** The order detail's one Navigate (the chosen app) and "On my way", with the distance. */
export function OrderActions({ receipt }: { receipt: ReceiptWithSync }) {
  const { t } = useTranslation();
  const { origin } = useOrdersFeed();
  const { averageSpeedKmh } = useConfig();
  const position = useLastPosition();
  useEffect(() => keepPositionFresh(), []);
  const guess = estimate(receipt.address.location, position, originPoint(origin), averageSpeedKmh);
  return (
    <div className="order-actions">
      {receipt.address.location === null ? (
        <p className="route-no-location">{t('route.noLocation')}</p>
      ) : (
        guess !== null && <p className="muted">{formatEstimate(guess)}</p>
      )}
      <div className="order-actions__buttons">
        <NavigateButton place={receipt.address} />
        <OnMyWayButton receipt={receipt} minutes={guess?.minutes ?? null} />
      </div>
    </div>
  );
}
