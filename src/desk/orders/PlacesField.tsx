import type { ReactElement, ReactNode } from 'react';
import { DESK_SCRIPT_LIBRARIES } from '@/desk/deskScript';
import type { GoogleMapsAdapter, PlaceChoice } from '@/ui/maps/adapter';
import { useMapsScript } from '@/ui/maps/useMapsScript';

// Google Places suggestions under the New order form's Address input, once Google's script is
// loaded (with Places: the desk's one set of options). Until then, and on a failure reported up
// (where AddressField keeps the plain field), the input alone.

export interface PlacesFieldProps {
  apiKey: string;
  apiUrl: string;
  onPlace(place: PlaceChoice): void;
  onReady(): void;
  onFailure(): void;
  /** The Address input. */
  children: ReactElement;
}

export function createPlacesField(adapter: GoogleMapsAdapter) {
  const { PlacesAutocomplete } = adapter;

  return function PlacesField(props: PlacesFieldProps): ReactNode {
    const { apiKey, apiUrl, onPlace, onReady, onFailure, children } = props;
    const { usable } = useMapsScript(adapter, {
      apiKey,
      apiUrl,
      libraries: DESK_SCRIPT_LIBRARIES,
      onReady,
      onFailure,
    });
    if (!usable) return children;
    return <PlacesAutocomplete onPlace={onPlace}>{children}</PlacesAutocomplete>;
  };
}
