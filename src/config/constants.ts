// The product's constants; what each means and why: docs/architecture.md#constants.

// The rules the pure domain applies (the SALE receipt type, the Delivered status, the default
// status list) are defined in src/domain, which imports nothing outside it.

export const DEFAULT_COLLECTION_PREFIX = 'dev_';
export const DEFAULT_COMPANY_NAME = 'Dispatch Foods';
export const DEFAULT_COMPANY_URL = 'https://example.com/';

export const MAP_ZOOM = 12;

/** The service worker registers when the app is idle, and at the latest after this delay. */
export const SERVICE_WORKER_FALLBACK_DELAY_MS = 30_000;

export const THEME = {
  darkRed: '#470b0b',
  yellow: '#f8ca0f',
} as const;

export interface CollectionNames {
  backOfficeUsers: string;
  receipts: string;
  utilities: string;
}

export function collectionNames(prefix: string): CollectionNames {
  return {
    backOfficeUsers: `${prefix}backOfficeUsers`,
    receipts: `${prefix}receipts`,
    utilities: `${prefix}utilities`,
  };
}

/** An open app asks for a new version this often (and whenever it becomes visible again). */
export const SERVICE_WORKER_UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
