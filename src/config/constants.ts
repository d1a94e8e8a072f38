// The product's constants; what each means and why: docs/architecture.md#constants.

// The rules the pure domain applies (the SALE receipt type, the Delivered status, the default
// status list) are defined in src/domain, which imports nothing outside it.

export const DEFAULT_COLLECTION_PREFIX = 'dev_';
export const DEFAULT_COMPANY_NAME = 'Dispatch Foods';
export const DEFAULT_COMPANY_URL = 'https://example.com/';

/**
 * Where firebase.json's Auth and Firestore emulators listen: the app's default, as host:port, for
 * a build with VITE_USE_FIREBASE_EMULATORS (VITE_AUTH_EMULATOR_HOST and
 * VITE_FIRESTORE_EMULATOR_HOST move them: the Firebase-mode journeys' emulators run on free ports).
 */
export const DEFAULT_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
export const DEFAULT_FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';

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
  /** The drivers' shifts and last positions: managers read them (the desk), nobody writes. */
  driverShifts: string;
  /** "Cash handed in": managers read them (the desk), nobody writes. */
  settlements: string;
}

export function collectionNames(prefix: string): CollectionNames {
  return {
    backOfficeUsers: `${prefix}backOfficeUsers`,
    receipts: `${prefix}receipts`,
    utilities: `${prefix}utilities`,
    driverShifts: `${prefix}driverShifts`,
    settlements: `${prefix}settlements`,
  };
}

/** An open app asks for a new version this often (and whenever it becomes visible again). */
export const SERVICE_WORKER_UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The reasons of the "Not delivered" sheet when VITE_NOT_DELIVERED_REASONS is not set. */
export const DEFAULT_NOT_DELIVERED_REASONS: readonly string[] = [
  'Customer not available',
  'Wrong address',
  'Customer refused',
  "Couldn't reach the customer",
  'Other',
];
/** A reason is a radio label on a 360 px phone: longer ones are a configuration mistake. */
export const MAX_REASON_LENGTH = 80;

/** The undo window of a status change when VITE_UNDO_SECONDS is not set (docs/outcomes.md). */
export const DEFAULT_UNDO_SECONDS = 8;
/** Longer and a forgotten change sits on the phone while the driver drives off. */
export const MAX_UNDO_SECONDS = 60;
