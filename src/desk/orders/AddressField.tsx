import { Suspense, useState } from 'react';
import { useDeskMaps } from '@/desk/deskMaps';
import { useDeskServices } from '@/desk/deskServices';
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
// the order is created with its address only; in the demo, though, the services' placeLookup
// (the demo's streets, src/demo/server/places.ts) gives a typed address naming one of them that
// street's position at once, as it is typed, and the help line says which street.
//
// The input is drawn once, always first, and never moved: Google's suggestions (PlacesField) are
// rendered beside it, lazy, inside Suspense and the error boundary, and attach to the input it
// is handed. As the script loads, arrives or fails only that sibling changes, so a manager typing
// meanwhile keeps the focus, the caret and what was typed.

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
  const { placeLookup } = useDeskServices();
  // The demo's streets stand in for Places only where Google's suggestions are not.
  const lookup = reason === null && maps.apiKey !== null ? null : (placeLookup ?? null);
  const demoPlace = lookup?.(value.address) ?? null;
  // The input element, for the suggestions to attach to once it is on the page.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const field = (
    <FormField
      inputRef={setInput}
      label={t('newOrder.address')}
      autoComplete="off"
      value={value.address}
      onValueChange={(address) =>
        onChange({ address, location: lookup?.(address)?.location ?? null })
      }
      error={error}
      help={
        value.location === null
          ? t(lookup === null ? 'newOrder.noPosition' : 'map.offDemoMap')
          : demoPlace === null
            ? t('newOrder.positionChosen')
            : t('map.onDemoMap', { street: demoPlace.name })
      }
    />
  );
  const { LazyPlacesField } = maps;
  const places =
    reason !== null || maps.apiKey === null || input === null ? null : (
      <MapErrorBoundary onError={fail} fallback={null}>
        <Suspense fallback={null}>
          <LazyPlacesField
            input={input}
            apiKey={maps.apiKey}
            apiUrl={maps.apiUrl}
            onPlace={(place) => onChange(place)}
            onReady={markReady}
            onFailure={fail}
          />
        </Suspense>
      </MapErrorBoundary>
    );
  return (
    <>
      {field}
      {places}
    </>
  );
}
