import type { ReactNode } from 'react';
import { DESK_SCRIPT_LIBRARIES } from '@/desk/deskScript';
import type { GoogleMapsAdapter, PlaceChoice } from '@/ui/maps/adapter';
import { useMapsScript } from '@/ui/maps/useMapsScript';

// Google Places suggestions on the New order form's Address input, once Google's script is
// loaded (with Places: the desk's one set of options). AddressField draws the input and renders
// this beside it: the suggestions attach to that input and come off it when this goes (a failure
// reported up), so the input is never drawn anew. Until the script is usable, nothing.

export interface PlacesFieldProps {
  /** The Address input, drawn by AddressField. */
  input: HTMLInputElement;
  apiKey: string;
  apiUrl: string;
  onPlace(place: PlaceChoice): void;
  onReady(): void;
  onFailure(): void;
}

export function createPlacesField(adapter: GoogleMapsAdapter) {
  const { PlacesAutocomplete } = adapter;

  return function PlacesField(props: PlacesFieldProps): ReactNode {
    const { input, apiKey, apiUrl, onPlace, onReady, onFailure } = props;
    const { usable } = useMapsScript(adapter, {
      apiKey,
      apiUrl,
      libraries: DESK_SCRIPT_LIBRARIES,
      onReady,
      onFailure,
    });
    return usable ? <PlacesAutocomplete input={input} onPlace={onPlace} /> : null;
  };
}
