import { DEFAULT_COLLECTION_PREFIX, DEFAULT_NOT_DELIVERED_REASONS } from '@/config/constants';
import { DEFAULT_DELIVERY_STATUSES, DEFAULT_NOT_DELIVERED_STATUS } from '@/domain/status';
import { isTimeZone } from '@/domain/shift/dayWindow';
import {
  DEFAULT_CURRENCY,
  DEFAULT_INTAKE_RATE_LIMIT,
  DEFAULT_TIME_ZONE,
  type TrackingConfig,
} from '@backend/core';

// The functions' settings, from the environment (functions/.env, docs/deploy.md). They must match
// the app's build: the same collection prefix, statuses and reasons as its VITE_* variables
// (the defaults are the app's defaults).

/**
 * How long `api` may run one request before Cloud Run ends it (the function's timeout): Cloud
 * Functions' default. At 30 s, an intake call of 100 orders waiting on other writes to the same
 * receipts (a busy evening, `npm run load`) was ended with a 500 after it had been applied.
 */
export const API_TIMEOUT_SECONDS = 60;
/**
 * Beyond the timeout, before a claim is taken over: the instances' clocks may differ by a few
 * seconds, and the request may be ended just as its apply transaction commits.
 */
export const CLAIM_LEASE_MARGIN_SECONDS = 15;
/**
 * The claim's lease on Cloud Functions: a request that holds a claim longer than the timeout
 * has been ended, so its claim is taken over then (the core's default, 2 minutes, would hold
 * the driver's change 45 s longer than needed). docs/deploy.md.
 */
export const CLAIM_LEASE_MS = (API_TIMEOUT_SECONDS + CLAIM_LEASE_MARGIN_SECONDS) * 1000;

export interface FunctionSettings {
  collectionPrefix: string;
  deliveryStatuses: readonly string[];
  notDeliveredStatus: string;
  notDeliveredReasons: readonly string[];
  allowedOrigins: readonly string[] | '*';
  region: string;
  /** The tracking link's settings (docs/tracking.md); unset ones take the core's defaults. */
  tracking: TrackingConfig;
  /** The business's currency for orders coming in (CURRENCY, ISO 4217: docs/intake.md). */
  currency: string;
  /** Calls a minute one intake API key may make (INTAKE_RATE_LIMIT, docs/intake.md#limits). */
  intakeRateLimit: number;
  /** The business's IANA time zone (TIME_ZONE): a day of "Cash handed in" without the desk's. */
  timeZone: string;
  /** True under `firebase emulators:*` (the Functions emulator sets FUNCTIONS_EMULATOR). */
  emulator: boolean;
}

export type Env = Record<string, string | undefined>;

function list(value: string | undefined): string[] | null {
  if (value === undefined || value.trim() === '') return null;
  return value
    .split(/[,|]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function readSettings(env: Env): FunctionSettings {
  const emulator = env.FUNCTIONS_EMULATOR === 'true';
  const project = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? '';
  const hostingOrigins =
    project === '' ? [] : [`https://${project}.web.app`, `https://${project}.firebaseapp.com`];
  const devOrigins = emulator
    ? [
        'http://localhost:5173',
        'http://127.0.0.1:5173',
        'http://localhost:4173',
        'http://127.0.0.1:4173',
        'http://127.0.0.1:5002',
        'http://localhost:5002',
      ]
    : [];
  const origins = env.ALLOWED_ORIGINS?.trim() === '*' ? '*' : list(env.ALLOWED_ORIGINS);
  return {
    collectionPrefix: env.COLLECTION_PREFIX?.trim() || DEFAULT_COLLECTION_PREFIX,
    deliveryStatuses: list(env.DELIVERY_STATUSES) ?? DEFAULT_DELIVERY_STATUSES,
    notDeliveredStatus: env.NOT_DELIVERED_STATUS?.trim() || DEFAULT_NOT_DELIVERED_STATUS,
    notDeliveredReasons: list(env.NOT_DELIVERED_REASONS) ?? DEFAULT_NOT_DELIVERED_REASONS,
    allowedOrigins: origins === '*' ? '*' : [...hostingOrigins, ...devOrigins, ...(origins ?? [])],
    region: env.FUNCTIONS_REGION?.trim() || 'europe-west1',
    tracking: readTracking(env),
    currency: env.CURRENCY?.trim().toUpperCase() || DEFAULT_CURRENCY,
    intakeRateLimit: Math.max(
      1,
      Math.floor(positive(env.INTAKE_RATE_LIMIT) ?? DEFAULT_INTAKE_RATE_LIMIT),
    ),
    timeZone: readTimeZone(env.TIME_ZONE),
    emulator,
  };
}

/** TIME_ZONE, checked at load: a deploy with a zone nobody knows fails here, not on a count. */
function readTimeZone(value: string | undefined): string {
  const zone = value?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(zone)) {
    throw new Error(`TIME_ZONE=${zone} is not an IANA time zone (e.g. Europe/Lisbon).`);
  }
  return zone;
}

const positive = (value: string | undefined): number | undefined => {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && number > 0 ? number : undefined;
};

/** BUSINESS_NAME, TRACKING_AFTER_FINAL_MINUTES, TRACKING_BASE_URL, AVERAGE_SPEED_KMH. */
function readTracking(env: Env): TrackingConfig {
  const minutes = positive(env.TRACKING_AFTER_FINAL_MINUTES);
  return {
    businessName: env.BUSINESS_NAME?.trim() || undefined,
    trackingAfterFinalMs: minutes === undefined ? undefined : minutes * 60_000,
    trackingBaseUrl: env.TRACKING_BASE_URL?.trim() || undefined,
    averageSpeedKmh: positive(env.AVERAGE_SPEED_KMH),
  };
}

/** The collections the functions use: the app's they read or write, and their own. */
export function backendCollections(prefix: string) {
  return {
    receipts: `${prefix}receipts`,
    backOfficeUsers: `${prefix}backOfficeUsers`,
    idempotency: `${prefix}idempotencyKeys`,
    tokens: `${prefix}pushTokens`,
    trackingLinks: `${prefix}trackingLinks`,
    trackingPositions: `${prefix}trackingPositions`,
    counters: `${prefix}counters`,
    apiKeys: `${prefix}apiKeys`,
    rateWindows: `${prefix}rateWindows`,
    driverShifts: `${prefix}driverShifts`,
    settlements: `${prefix}settlements`,
    /** One document per setting group: `dispatch` (docs/auto-dispatch.md#settings). */
    settings: `${prefix}settings`,
  };
}
