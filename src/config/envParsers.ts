// The checks of each VITE_* variable, for parseEnv (env.ts): each reads one variable (or a few
// that go together), adds what is wrong to `problems`, and returns the value to use (its
// default when absent or wrong).
import { DEFAULT_CURRENCY, readCurrencyCode } from '@/domain/money';
import { DEFAULT_AVERAGE_SPEED_KMH } from '@/domain/route/geo';
import { COUNTRY_PLANS, DEFAULT_PHONE_COUNTRY } from '@/domain/route/phone';
import {
  DEFAULT_DELIVERY_STATUSES,
  DEFAULT_NOT_DELIVERED_STATUS,
  DELIVERED_STATUS,
} from '@/domain/status';
import {
  DEFAULT_COLLECTION_PREFIX,
  DEFAULT_NOT_DELIVERED_REASONS,
  DEFAULT_UNDO_SECONDS,
  MAX_REASON_LENGTH,
  MAX_UNDO_SECONDS,
} from './constants';

/** The fastest average speed VITE_AVERAGE_SPEED_KMH may say (km/h). */
const MAX_AVERAGE_SPEED_KMH = 200;
/** The longest "On my way" template (an SMS of several parts is still one message). */
const MAX_ON_MY_WAY_MESSAGE_LENGTH = 500;

export type RawEnv = Record<string, string | boolean | undefined>;

/** VITE_PROOF_OF_DELIVERY: whether "Confirm delivered" offers, or requires, a photo. */
export type ProofOfDeliveryMode = 'off' | 'optional' | 'required';
export const PROOF_OF_DELIVERY_MODES: readonly ProofOfDeliveryMode[] = [
  'off',
  'optional',
  'required',
];
export const DEFAULT_PROOF_OF_DELIVERY: ProofOfDeliveryMode = 'optional';

export function text(env: RawEnv, name: string): string | null {
  const value = env[name];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A host:port (an emulator's address, as the Admin SDK's *_EMULATOR_HOST), or `fallback`. */
export function parseHostPort(
  env: RawEnv,
  name: string,
  fallback: string,
  problems: string[],
): string {
  const value = text(env, name);
  if (value === null) return fallback;
  if (/^[\w.-]+:\d{1,5}$/.test(value)) return value;
  problems.push(`${name} must be host:port, e.g. ${fallback} (got "${value}").`);
  return fallback;
}

export function parseBoolean(env: RawEnv, name: string, problems: string[]): boolean {
  const value = env[name];
  if (value === undefined || value === '' || value === false) return false;
  if (value === true) return true;
  const normalised = value.trim().toLowerCase();
  if (normalised === 'true' || normalised === '1') return true;
  if (normalised === 'false' || normalised === '0') return false;
  problems.push(`${name} must be "true" or "false" (got "${value}").`);
  return false;
}

export function optionalUrl(env: RawEnv, name: string, problems: string[]): string | null {
  const value = text(env, name);
  if (value === null) return null;
  if (!isHttpUrl(value)) {
    problems.push(`${name} must be an http(s) URL (got "${value}").`);
    return null;
  }
  return value;
}

export function parseStatuses(env: RawEnv, problems: string[]): readonly string[] {
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

export function parsePrefix(env: RawEnv, problems: string[]): string {
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

export function parseProofOfDelivery(env: RawEnv, problems: string[]): ProofOfDeliveryMode {
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

export function parseNotDeliveredReasons(env: RawEnv, problems: string[]): readonly string[] {
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

export function parseNotDeliveredStatus(
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

export function parseUndoSeconds(env: RawEnv, problems: string[]): number {
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

export function parseAverageSpeed(env: RawEnv, problems: string[]): number {
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

export function parseOnMyWayMessage(env: RawEnv, problems: string[]): string | null {
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

export function parsePhoneCountry(env: RawEnv, problems: string[]): string {
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

/** VITE_CURRENCY: the business's currency (ISO 4217), the functions' CURRENCY (docs/deploy.md). */
export function parseCurrency(env: RawEnv, problems: string[]): string {
  const value = text(env, 'VITE_CURRENCY');
  if (value === null) return DEFAULT_CURRENCY;
  const code = readCurrencyCode(value);
  if (code === null) {
    problems.push(`VITE_CURRENCY must be an ISO 4217 code such as EUR or GBP (got "${value}").`);
    return DEFAULT_CURRENCY;
  }
  return code;
}
