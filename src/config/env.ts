import {
  collectionNames,
  DEFAULT_COMPANY_NAME,
  DEFAULT_COMPANY_URL,
  DEFAULT_AUTH_EMULATOR_HOST,
  DEFAULT_FIRESTORE_EMULATOR_HOST,
  type CollectionNames,
} from './constants';
import {
  isHttpUrl,
  optionalUrl,
  parseAverageSpeed,
  parseBoolean,
  parseCurrency,
  parseHostPort,
  parseNotDeliveredReasons,
  parseNotDeliveredStatus,
  parseOnMyWayMessage,
  parsePhoneCountry,
  parsePrefix,
  parseProofOfDelivery,
  parseStatuses,
  parseUndoSeconds,
  text,
  type ProofOfDeliveryMode,
  type RawEnv,
} from './envParsers';

export {
  DEFAULT_PROOF_OF_DELIVERY,
  PROOF_OF_DELIVERY_MODES,
  type ProofOfDeliveryMode,
  type RawEnv,
} from './envParsers';

// VITE_* variables are parsed and checked here, once (docs/architecture.md#modes), each by its
// check in envParsers.ts. Nothing else in the app reads import.meta.env.

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  messagingSenderId: string;
}

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
  /** The business's currency, ISO 4217 (VITE_CURRENCY; the functions' CURRENCY). */
  currency: string;
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
  /** Where the emulators listen when useEmulators: host:port each (firebase.json's by default). */
  emulatorHosts: { auth: string; firestore: string };
}

export type AppConfig = DemoConfig | FirebaseConfig;

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

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
    currency: parseCurrency(env, problems),
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
  const emulatorHosts = {
    auth: parseHostPort(env, 'VITE_AUTH_EMULATOR_HOST', DEFAULT_AUTH_EMULATOR_HOST, problems),
    firestore: parseHostPort(
      env,
      'VITE_FIRESTORE_EMULATOR_HOST',
      DEFAULT_FIRESTORE_EMULATOR_HOST,
      problems,
    ),
  };
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
      emulatorHosts,
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
  VITE_AUTH_EMULATOR_HOST: import.meta.env.VITE_AUTH_EMULATOR_HOST,
  VITE_FIRESTORE_EMULATOR_HOST: import.meta.env.VITE_FIRESTORE_EMULATOR_HOST,
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
  VITE_CURRENCY: import.meta.env.VITE_CURRENCY,
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
