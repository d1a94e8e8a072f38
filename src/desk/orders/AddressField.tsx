import { Suspense, useCallback, useRef } from 'react';
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

/** Where the caret was in the input that had the focus when it was taken down. */
type Caret = { start: number | null; end: number | null };

/**
 * The Address input is drawn in one of three places as Google's script arrives or fails (the
 * fallback while the suggestions' code loads, under the suggestions, alone), so React puts a new
 * input in the old one's place. One that had the focus hands it to the next with its caret: a
 * manager typing while the script arrives or fails goes on typing, and nothing typed is lost.
 */
function useFocusHandedOver() {
  const handed = useRef<Caret | null>(null);
  return useCallback((input: HTMLInputElement) => {
    const caret = handed.current;
    handed.current = null;
    if (caret !== null && input.ownerDocument.activeElement !== input) {
      input.focus();
      const end = input.value.length;
      input.setSelectionRange(caret.start ?? end, caret.end ?? end);
    }
    // Run before the input leaves the page, while it still has the focus.
    return () => {
      if (input.ownerDocument.activeElement === input) {
        handed.current = { start: input.selectionStart, end: input.selectionEnd };
      }
    };
  }, []);
}

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
  const handOver = useFocusHandedOver();
  const field = (
    <FormField
      inputRef={handOver}
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
