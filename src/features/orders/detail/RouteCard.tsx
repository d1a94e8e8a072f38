import type { OriginAddress } from '@/domain/origin';
import type { Receipt } from '@/domain/receipt';
import { DeliveryMap } from '@/features/map';
import { useConfig } from '@/features/shared/services';
import { CardSection } from '@/ui/CardSection';
import { useTranslation } from '@/ui/i18n';
import { useOrderScreenExtensions } from '../screenExtensions';

/**
 * The store and the delivery address on a map (or a card with both when there is no map); the
 * page's one Navigate is with the customer (CustomerCard).
 */
export function RouteCard({ receipt, origin }: { receipt: Receipt; origin: OriginAddress | null }) {
  const { t } = useTranslation();
  const { googleMapsApiKey, mapsApiBaseUrl } = useConfig();
  const { useDriverPosition = noPosition } = useOrderScreenExtensions();
  const driver = useDriverPosition();
  return (
    <CardSection title={t('orderDetail.route')}>
      <DeliveryMap
        origin={origin}
        destination={receipt.address}
        apiKey={googleMapsApiKey}
        mapsApiBaseUrl={mapsApiBaseUrl}
        showNavigate={false}
        driver={driver}
      />
    </CardSection>
  );
}

function noPosition(): null {
  return null;
}
