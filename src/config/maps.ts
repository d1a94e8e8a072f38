// Where the Maps JavaScript API comes from (docs/map.md#maps-api-base-url), in config rather than
// the map feature: the driver app's maps and the customer's tracking page (src/track, which may
// use none of the app's features) must load the script from the same, CSP-allowed origin.

export const DEFAULT_MAPS_API_BASE_URL = 'https://maps.googleapis.com';

/** "https://proxy.example/" and "https://proxy.example/maps/api/js" both mean the same base. */
export function scriptBaseUrl(mapsApiBaseUrl: string | null | undefined): string {
  const trimmed = (mapsApiBaseUrl ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return DEFAULT_MAPS_API_BASE_URL;
  return trimmed.replace(/\/maps\/api\/js$/, '');
}
