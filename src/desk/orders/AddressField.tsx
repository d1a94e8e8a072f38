import { Suspense } from 'react';
import { useDeskMaps } from '@/desk/deskMaps';
import { useDeskTexts } from '@/desk/i18n/texts';
import type { GeoPoint } from '@/domain/read';
import { MapErrorBoundary } from '@/ui/maps/MapErrorBoundary';
import { useGoogleMapChoice } from '@/ui/maps/useGoogleMapChoice';
import { useOnline } from '@/ui/useOnline';
import { FormField } from './FormField';

// The New order form's "Address" (docs/desk.md, "New order"): with a maps key and a connection,
// Google Places suggestions under it; choosing one fills the address with Google's and gives
// the order its map position, and typing after that drops the position (the text no longer
// matches it). Without a key, offline, or once Google failed on the page: the plain field, and
// the order is created with its address only.

export interface AddressValue {
  address: string;
  location: GeoPoint | null;
}

export function AddressField({
  value,
  onChange,
  error,
}: {
  value: AddressValue;
  onChange(value: AddressValue): void;
  error: string | null;
}) {
  const { t } = useDeskTexts();
  const maps = useDeskMaps();
  const online = useOnline();
  const { reason, fail, markReady } = useGoogleMapChoice(maps.loader, {
    apiKey: maps.apiKey,
    online,
    hasPlaces: true,
  });
  const field = (
    <FormField
      label={t('newOrder.address')}
      autoComplete="off"
      value={value.address}
      onValueChange={(address) => onChange({ address, location: null })}
      error={error}
      help={value.location === null ? t('newOrder.noPosition') : t('newOrder.positionChosen')}
    />
  );
  if (reason !== null || maps.apiKey === null) return field;
  const { LazyPlacesField } = maps;
  return (
    <MapErrorBoundary onError={fail} fallback={field}>
      <Suspense fallback={field}>
        <LazyPlacesField
          apiKey={maps.apiKey}
          apiUrl={maps.apiUrl}
          onPlace={(place) => onChange(place)}
          onReady={markReady}
          onFailure={fail}
        >
          {field}
        </LazyPlacesField>
      </Suspense>
    </MapErrorBoundary>
  );
}
