import { DEFAULT_AVERAGE_SPEED_KMH } from '@/domain/route/geo';
import { COUNTRY_PLANS, DEFAULT_PHONE_COUNTRY } from '@/domain/route/phone';
import {
  DEFAULT_DELIVERY_STATUSES,
  DEFAULT_NOT_DELIVERED_STATUS,
  DELIVERED_STATUS,
} from '@/domain/status';
import {
  collectionNames,
  DEFAULT_COLLECTION_PREFIX,
  DEFAULT_COMPANY_NAME,
  DEFAULT_COMPANY_URL,
  type CollectionNames,
} from './constants';
import {
  DEFAULT_NOT_DELIVERED_REASONS,
  DEFAULT_UNDO_SECONDS,
  MAX_REASON_LENGTH,
  MAX_UNDO_SECONDS,
} from './constants';

/** The fastest average speed VITE_AVERAGE_SPEED_KMH may say (km/h). */
const MAX_AVERAGE_SPEED_KMH = 200;
/** The longest "On my way" template (an SMS of several parts is still one message). */
const MAX_ON_MY_WAY_MESSAGE_LENGTH = 500;

// VITE_* variables are parsed and checked here, once (docs/architecture.md#modes). Nothing else in
// the app reads import.meta.env.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
}

/** VITE_PROOF_OF_DELIVERY: whether "Confirm delivered" offers, or requires, a photo. */
export type ProofOfDeliveryMode = 'off' | 'optional' | 'required';
export const PROOF_OF_DELIVERY_MODES: readonly ProofOfDeliveryMode[] = [
  'off',
  'optional',
  'required',
];
export const DEFAULT_PROOF_OF_DELIVERY: ProofOfDeliveryMode = 'optional';

interface CommonConfig {
  collections: CollectionNames;
  collectionPrefix: string;
  deliveryStatuses: readonly string[];
  companyName: string;
  companyUrl: string;
  googleMapsApiKey: string | null;
  mapsApiBaseUrl: string | null;
  proofOfDelivery: ProofOfDeliveryMode;
  /** The radio choices of the "Not delivered" sheet (VITE_NOT_DELIVERED_REASONS). */
  notDeliveredReasons: readonly string[];
  /** The status "Confirm not delivered" sets (VITE_NOT_DELIVERED_STATUS). */
  notDeliveredStatus: string;
  /** How long a status change waits on the phone and can be undone (VITE_UNDO_SECONDS); 0 = no undo. */
  undoSeconds: number;
  /** The average speed in town the arrival estimates assume (VITE_AVERAGE_SPEED_KMH), km/h. */
  averageSpeedKmh: number;
  /** The "On my way" message template (VITE_ON_MY_WAY_MESSAGE); null: each language's own. */
  onMyWayMessage: string | null;
  /** The country of phone numbers written without one (VITE_PHONE_COUNTRY), e.g. "PT". */
  phoneCountry: string;
  /** The customer's tracking link and location sharing (VITE_TRACKING, docs/tracking.md). */
  tracking: boolean;
}

export interface DemoConfig extends CommonConfig {
  mode: 'demo';
}

export interface FirebaseConfig extends CommonConfig {
  mode: 'firebase';
  firebase: FirebaseWebConfig;
  backendUrl: string;
  vapidKey: string | null;
  useEmulators: boolean;
}

export type AppConfig = DemoConfig | FirebaseConfig;

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

export type RawEnv = Record<string, string | boolean | undefined>;

const FIREBASE_VARIABLES = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  appId: 'VITE_FIREBASE_APP_ID',
  messagingSenderId: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
} as const satisfies Record<keyof FirebaseWebConfig, string>;

const BACKEND_URL = 'VITE_BACKEND_URL';

/** The variables that, all together, switch the app from demo mode to Firebase mode. */
export const REQUIRED_FIREBASE_MODE_VARIABLES: readonly string[] = [
  ...Object.values(FIREBASE_VARIABLES),
  BACKEND_URL,
];

function text(env: RawEnv, name: string): string | null {
  const value = env[name];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function parseBoolean(env: RawEnv, name: string, problems: string[]): boolean {
  const value = env[name];
  if (value === undefined || value === '' || value === false) return false;
  if (value === true) return true;
  const normalised = value.trim().toLowerCase();
  if (normalised === 'true' || normalised === '1') return true;
  if (normalised === 'false' || normalised === '0') return false;
  problems.push(`${name} must be "true" or "false" (got "${value}").`);
  return false;
}

function optionalUrl(env: RawEnv, name: string, problems: string[]): string | null {
  const value = text(env, name);
  if (value === null) return null;
  if (!isHttpUrl(value)) {
    problems.push(`${name} must be an http(s) URL (got "${value}").`);
    return null;
  }
  return value;
}

function parseStatuses(env: RawEnv, problems: string[]): readonly string[] {
  const value = text(env, 'VITE_DELIVERY_STATUSES');
  if (value === null) return DEFAULT_DELIVERY_STATUSES;
  const statuses = [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (!statuses.includes(DELIVERED_STATUS)) {
    problems.push(`VITE_DELIVERY_STATUSES must contain "${DELIVERED_STATUS}" (got "${value}").`);
    return DEFAULT_DELIVERY_STATUSES;
  }
  return statuses;
}

function parsePrefix(env: RawEnv, problems: string[]): string {
  const value = env.VITE_COLLECTION_PREFIX;
  if (typeof value !== 'string') return DEFAULT_COLLECTION_PREFIX;
  // An empty prefix is allowed on purpose: a project may use unprefixed collections.
  if (!/^[A-Za-z0-9_-]*$/.test(value)) {
    problems.push(
      `VITE_COLLECTION_PREFIX may contain only letters, digits, "_" and "-" (got "${value}").`,
    );
    return DEFAULT_COLLECTION_PREFIX;
  }
  return value;
}

function parseProofOfDelivery(env: RawEnv, problems: string[]): ProofOfDeliveryMode {
  const value = text(env, 'VITE_PROOF_OF_DELIVERY');
  if (value === null) return DEFAULT_PROOF_OF_DELIVERY;
  const mode = PROOF_OF_DELIVERY_MODES.find((m) => m === value.toLowerCase());
  if (mode) return mode;
  problems.push(
    `VITE_PROOF_OF_DELIVERY must be one of ${PROOF_OF_DELIVERY_MODES.join(', ')} (got "${value}").`,
  );
  return DEFAULT_PROOF_OF_DELIVERY;
}

/** A list variable: items separated by "|" when it has one (so a reason may hold a comma), else by ",". */
function splitList(value: string): string[] {
  const separator = value.includes('|') ? '|' : ',';
  return [
    ...new Set(
      value
        .split(separator)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

function parseNotDeliveredReasons(env: RawEnv, problems: string[]): readonly string[] {
  const value = text(env, 'VITE_NOT_DELIVERED_REASONS');
  if (value === null) return DEFAULT_NOT_DELIVERED_REASONS;
  // A "reason" of punctuation only (" , | , ") is a typo in the list, not a reason.
  const reasons = splitList(value).filter((reason) => /[\p{L}\p{N}]/u.test(reason));
  const tooLong = reasons.find((reason) => reason.length > MAX_REASON_LENGTH);
  if (reasons.length === 0 || tooLong !== undefined) {
    problems.push(
      `VITE_NOT_DELIVERED_REASONS must list reasons separated by "," or "|", each at most ${MAX_REASON_LENGTH} characters (got "${value}").`,
    );
    return DEFAULT_NOT_DELIVERED_REASONS;
  }
  return reasons;
}

function parseNotDeliveredStatus(
  env: RawEnv,
  deliveryStatuses: readonly string[],
  problems: string[],
): string {
  const value = text(env, 'VITE_NOT_DELIVERED_STATUS');
  if (value === null) return DEFAULT_NOT_DELIVERED_STATUS;
  // It must stay off /delivered and be told apart from the statuses the control offers.
  if (value === DELIVERED_STATUS || deliveryStatuses.includes(value)) {
    problems.push(
      `VITE_NOT_DELIVERED_STATUS must differ from "${DELIVERED_STATUS}" and from every status of VITE_DELIVERY_STATUSES (got "${value}").`,
    );
    return DEFAULT_NOT_DELIVERED_STATUS;
  }
  return value;
}

function parseUndoSeconds(env: RawEnv, problems: string[]): number {
  const value = text(env, 'VITE_UNDO_SECONDS');
  if (value === null) return DEFAULT_UNDO_SECONDS;
  const seconds = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(seconds) || seconds > MAX_UNDO_SECONDS) {
    problems.push(
      `VITE_UNDO_SECONDS must be a whole number of seconds from 0 to ${MAX_UNDO_SECONDS} (got "${value}").`,
    );
    return DEFAULT_UNDO_SECONDS;
  }
  return seconds;
}

function parseAverageSpeed(env: RawEnv, problems: string[]): number {
  const value = text(env, 'VITE_AVERAGE_SPEED_KMH');
  if (value === null) return DEFAULT_AVERAGE_SPEED_KMH;
  const speed = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
  if (!(speed >= 1 && speed <= MAX_AVERAGE_SPEED_KMH)) {
    problems.push(
      `VITE_AVERAGE_SPEED_KMH must be a speed in km/h from 1 to ${MAX_AVERAGE_SPEED_KMH} (got "${value}").`,
    );
    return DEFAULT_AVERAGE_SPEED_KMH;
  }
  return speed;
}

function parseOnMyWayMessage(env: RawEnv, problems: string[]): string | null {
  const value = text(env, 'VITE_ON_MY_WAY_MESSAGE');
  if (value === null) return null;
  if (value.length > MAX_ON_MY_WAY_MESSAGE_LENGTH) {
    problems.push(
      `VITE_ON_MY_WAY_MESSAGE must be at most ${MAX_ON_MY_WAY_MESSAGE_LENGTH} characters (got ${value.length}).`,
    );
    return null;
  }
  return value;
}

function parsePhoneCountry(env: RawEnv, problems: string[]): string {
  const value = text(env, 'VITE_PHONE_COUNTRY');
  if (value === null) return DEFAULT_PHONE_COUNTRY;
  const country = value.toUpperCase();
  if (COUNTRY_PLANS[country] === undefined) {
    problems.push(
      `VITE_PHONE_COUNTRY must be one of ${Object.keys(COUNTRY_PLANS).join(', ')} (got "${value}").`,
    );
    return DEFAULT_PHONE_COUNTRY;
  }
  return country;
}

/** Parses the environment. Never throws: problems are returned for the error screen. */
export function parseEnv(env: RawEnv): ConfigResult {
  const problems: string[] = [];
  const collectionPrefix = parsePrefix(env, problems);
  const deliveryStatuses = parseStatuses(env, problems);
  const common: CommonConfig = {
    collectionPrefix,
    collections: collectionNames(collectionPrefix),
    deliveryStatuses,
    companyName: text(env, 'VITE_COMPANY_NAME') ?? DEFAULT_COMPANY_NAME,
    companyUrl: optionalUrl(env, 'VITE_COMPANY_URL', problems) ?? DEFAULT_COMPANY_URL,
    googleMapsApiKey: text(env, 'VITE_GOOGLE_MAPS_API_KEY'),
    mapsApiBaseUrl: optionalUrl(env, 'VITE_MAPS_API_BASE_URL', problems),
    proofOfDelivery: parseProofOfDelivery(env, problems),
    notDeliveredReasons: parseNotDeliveredReasons(env, problems),
    notDeliveredStatus: parseNotDeliveredStatus(env, deliveryStatuses, problems),
    undoSeconds: parseUndoSeconds(env, problems),
    averageSpeedKmh: parseAverageSpeed(env, problems),
    onMyWayMessage: parseOnMyWayMessage(env, problems),
    phoneCountry: parsePhoneCountry(env, problems),
    // On unless set to false: a business turns the customer's link off, not on.
    tracking: text(env, 'VITE_TRACKING') === null || parseBoolean(env, 'VITE_TRACKING', problems),
  };

  const present = REQUIRED_FIREBASE_MODE_VARIABLES.filter((name) => text(env, name) !== null);
  const useEmulators = parseBoolean(env, 'VITE_USE_FIREBASE_EMULATORS', problems);

  if (present.length === 0) {
    if (useEmulators) {
      problems.push(
        'VITE_USE_FIREBASE_EMULATORS is set but no Firebase variables are: set them all (see .env.example).',
      );
    }
    return problems.length > 0
      ? { ok: false, problems }
      : { ok: true, config: { ...common, mode: 'demo' } };
  }

  const missing = REQUIRED_FIREBASE_MODE_VARIABLES.filter((name) => text(env, name) === null);
  for (const name of missing) {
    problems.push(
      `${name} is missing: Firebase mode needs all of ${REQUIRED_FIREBASE_MODE_VARIABLES.join(', ')}.`,
    );
  }
  const backendUrl = text(env, BACKEND_URL);
  if (backendUrl !== null && !isHttpUrl(backendUrl)) {
    problems.push(`${BACKEND_URL} must be an http(s) URL (got "${backendUrl}").`);
  }
  if (problems.length > 0) return { ok: false, problems };

  const firebase = Object.fromEntries(
    Object.entries(FIREBASE_VARIABLES).map(([key, name]) => [key, text(env, name) as string]),
  ) as unknown as FirebaseWebConfig;

  return {
    ok: true,
    config: {
      ...common,
      mode: 'firebase',
      firebase,
      backendUrl: (backendUrl as string).replace(/\/+$/, ''),
      vapidKey: text(env, 'VITE_FIREBASE_VAPID_KEY'),
      useEmulators,
    },
  };
}

/**
 * The build's variables, each named on its own. Passing `import.meta.env` whole would make Vite
 * inline every VITE_* variable of the build environment into the bundle, used or not (found by
 * tests/build/pwa-build.test.ts). A variable added above must be added here too (a unit test,
 * tests/unit/config/envVariables.test.ts, checks that none is forgotten).
 */
const buildEnv: RawEnv = {
  VITE_FIREBASE_API_KEY: import.meta.env.VITE_FIREBASE_API_KEY,
  VITE_FIREBASE_AUTH_DOMAIN: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  VITE_FIREBASE_PROJECT_ID: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  VITE_FIREBASE_APP_ID: import.meta.env.VITE_FIREBASE_APP_ID,
  VITE_FIREBASE_MESSAGING_SENDER_ID: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  VITE_FIREBASE_VAPID_KEY: import.meta.env.VITE_FIREBASE_VAPID_KEY,
  VITE_BACKEND_URL: import.meta.env.VITE_BACKEND_URL,
  VITE_USE_FIREBASE_EMULATORS: import.meta.env.VITE_USE_FIREBASE_EMULATORS,
  VITE_COLLECTION_PREFIX: import.meta.env.VITE_COLLECTION_PREFIX,
  VITE_DELIVERY_STATUSES: import.meta.env.VITE_DELIVERY_STATUSES,
  VITE_COMPANY_NAME: import.meta.env.VITE_COMPANY_NAME,
  VITE_COMPANY_URL: import.meta.env.VITE_COMPANY_URL,
  VITE_GOOGLE_MAPS_API_KEY: import.meta.env.VITE_GOOGLE_MAPS_API_KEY,
  VITE_MAPS_API_BASE_URL: import.meta.env.VITE_MAPS_API_BASE_URL,
  VITE_PROOF_OF_DELIVERY: import.meta.env.VITE_PROOF_OF_DELIVERY,
  VITE_NOT_DELIVERED_REASONS: import.meta.env.VITE_NOT_DELIVERED_REASONS,
  VITE_NOT_DELIVERED_STATUS: import.meta.env.VITE_NOT_DELIVERED_STATUS,
  VITE_UNDO_SECONDS: import.meta.env.VITE_UNDO_SECONDS,
  VITE_AVERAGE_SPEED_KMH: import.meta.env.VITE_AVERAGE_SPEED_KMH,
  VITE_ON_MY_WAY_MESSAGE: import.meta.env.VITE_ON_MY_WAY_MESSAGE,
  VITE_PHONE_COUNTRY: import.meta.env.VITE_PHONE_COUNTRY,
  VITE_TRACKING: import.meta.env.VITE_TRACKING,
};

/** The configuration of this build, parsed once. */
export const configResult: ConfigResult = parseEnv(buildEnv);

/** True in `vite build` output, false in the dev server: the service worker runs only there. */
export const isProductionBuild: boolean = import.meta.env.PROD;

/**
 * True in the web build made for the native wrapper (`vite build --mode native`, docs/native.md;
 * vite.config.ts defines import.meta.env.NATIVE as a boolean literal). Where a branch decides what
 * goes into a chunk, the code writes `import.meta.env.NATIVE` itself: the bundler folds a literal
 * within a module, not an imported constant (src/main.tsx, the service loaders).
 */
export const isNativeBuild: boolean = import.meta.env.NATIVE === true;
