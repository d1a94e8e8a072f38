import {
  createContext,
  lazy,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { scriptBaseUrl } from '@/config/maps';
import { createMapsLoader, type MapsLoader } from '@/ui/maps/mapsLoader';
import type { DeskGoogleMapProps } from './map/DeskGoogleMap';
import type { PlacesFieldProps } from './orders/PlacesField';

// Google's maps for the desk (docs/map.md#the-desks-map, docs/desk.md "New order"): the key and
// script origin of the desk's configuration and the loader, in a context provided by DeskApp,
// so that tests hand in a fake adapter without mocking. Without a provider: no key, and every
// screen is as it is without one (the own drawing, the plain Address field).

export interface DeskMaps {
  /** config.googleMapsApiKey; null: no Google on the desk. */
  apiKey: string | null;
  /** The base URL serving `/maps/api/js` (config.mapsApiBaseUrl, else Google's). */
  apiUrl: string;
  loader: MapsLoader;
  /** The map on Google's map, with the adapter and its own code (neither in the first chunk). */
  LazyDeskGoogleMap: LazyExoticComponent<ComponentType<DeskGoogleMapProps>>;
  /** Places suggestions under New order's Address, likewise. */
  LazyPlacesField: LazyExoticComponent<ComponentType<PlacesFieldProps>>;
}

export function createDeskMaps({
  apiKey,
  mapsApiBaseUrl,
  loader = createMapsLoader(),
}: {
  apiKey: string | null;
  mapsApiBaseUrl: string | null;
  loader?: MapsLoader;
}): DeskMaps {
  return {
    apiKey,
    apiUrl: scriptBaseUrl(mapsApiBaseUrl),
    loader,
    LazyDeskGoogleMap: lazy(async () => {
      const [{ createDeskGoogleMap }, adapter] = await Promise.all([
        import('./map/DeskGoogleMap'),
        loader.loadAdapter(),
      ]);
      return { default: createDeskGoogleMap(adapter) };
    }),
    LazyPlacesField: lazy(async () => {
      const [{ createPlacesField }, adapter] = await Promise.all([
        import('./orders/PlacesField'),
        loader.loadAdapter(),
      ]);
      return { default: createPlacesField(adapter) };
    }),
  };
}

const DeskMapsContext = createContext<DeskMaps>(
  createDeskMaps({ apiKey: null, mapsApiBaseUrl: null }),
);

export function DeskMapsProvider({ maps, children }: { maps: DeskMaps; children: ReactNode }) {
  return <DeskMapsContext.Provider value={maps}>{children}</DeskMapsContext.Provider>;
}

export function useDeskMaps(): DeskMaps {
  return useContext(DeskMapsContext);
}
