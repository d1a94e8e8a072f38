import { isRecord, readEpochMillis, readGeoPoint, readNumber } from '../read';

// On shift, and where (docs/backend-contract.md#on-shift-and-position, docs/privacy.md): one
// record per driver, `${prefix}driverShifts/{uid}`, written by the backend only (the driver's
// phone through POST /driver/shift and /driver/position), read by managers only (the desk's list
// and map). One definition for both sides, like deskAssign.ts.

/** The phone sends a position at most this often (or after moving POSITION_MIN_METRES). */
export const POSITION_INTERVAL_MS = 30_000;
export const POSITION_MIN_METRES = 100;
/** The backend stores at most one position per driver in this time (429 with Retry-After). */
export const POSITION_MIN_GAP_MS = 10_000;
/** A position older than this looks stale on the desk. */
export const STALE_POSITION_MS = 5 * 60_000;
/**
 * A record not written for this long is deleted by the store's TTL policy (Firestore deletes
 * within a day after): a phone that died on shift does not stay "on shift" nor keep its place.
 */
export const SHIFT_RECORD_LIFE_MS = 12 * 60 * 60_000;
/**
 * The most stops a shared run may list (`run`, with the position): a day's run is far shorter,
 * and the record stays small. The phone sends its first RUN_MAX_STOPS.
 */
export const RUN_MAX_STOPS = 100;

/** The driver's last position, as the backend keeps it (only the newest one). */
export interface ShiftPosition {
  lat: number;
  lng: number;
  /** Metres. */
  accuracy: number;
  /** When the phone took it (phone clock). */
  at: number;
  /** When the backend stored it (server clock): "last seen", and staleness. */
  storedAt: number;
}

/** A driver's shift as the desk reads it. */
export interface DriverShift {
  uid: string;
  onShift: boolean;
  /** When the current shift began (null off shift). */
  shiftStartedAt: number | null;
  /** The server time of the driver's last shift or position call. */
  lastSeenAt: number | null;
  /** Null off shift (deleted at once), or before the first position of the shift. */
  position: ShiftPosition | null;
  /**
   * The driver's open orders (receipt ids) in the order their phone will drive them, as it sent
   * them with its last position; null off shift, from a phone that shares none, or unreadable.
   */
  run: readonly string[] | null;
}

/** What POST /driver/shift answers: the shift as the backend now has it. */
export interface ShiftState {
  onShift: boolean;
  shiftStartedAt: number | null;
}

/** POST /driver/position's body. */
export interface PositionReport {
  lat: number;
  lng: number;
  accuracy: number;
  at: number;
  /** The open orders' receipt ids in the phone's route order (at most RUN_MAX_STOPS). */
  run?: readonly string[];
}

/** A shared run read tolerantly: at most RUN_MAX_STOPS non-empty ids, else none (null). */
export function readRun(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > RUN_MAX_STOPS) return null;
  const ids = value.filter((id): id is string => typeof id === 'string' && id !== '');
  return ids.length === value.length ? ids : null;
}

function readPosition(value: unknown): ShiftPosition | null {
  const point = readGeoPoint(value);
  if (point === null || !isRecord(value)) return null;
  const accuracy = readNumber(value.accuracy);
  const at = readEpochMillis(value.at);
  const storedAt = readEpochMillis(value.storedAt);
  if (accuracy === null || accuracy < 0 || at === null || storedAt === null) return null;
  return { ...point, accuracy, at, storedAt };
}

/** A driver's shift record, read tolerantly (a bad position is none; a bad record is off). */
export function parseDriverShift(uid: string, data: unknown): DriverShift {
  const fields = isRecord(data) ? data : {};
  const onShift = fields.onShift === true;
  return {
    uid,
    onShift,
    shiftStartedAt: onShift ? readEpochMillis(fields.shiftStartedAt) : null,
    lastSeenAt: readEpochMillis(fields.lastSeenAt),
    position: onShift ? readPosition(fields.position) : null,
    run: onShift ? readRun(fields.run) : null,
  };
}

export function readShiftState(body: unknown): ShiftState | null {
  if (!isRecord(body) || typeof body.onShift !== 'boolean') return null;
  return {
    onShift: body.onShift,
    shiftStartedAt: body.onShift ? readEpochMillis(body.shiftStartedAt) : null,
  };
}

/** True when the position is older than STALE_POSITION_MS (by the server's storing time). */
export function isStalePosition(position: Pick<ShiftPosition, 'storedAt'>, now: number): boolean {
  return now - position.storedAt > STALE_POSITION_MS;
}

/** Whole minutes since `at` ("last seen 2 min ago"); 0 for a time in the future. */
export function minutesAgo(at: number, now: number): number {
  return Math.max(0, Math.floor((now - at) / 60_000));
}

/** On shift first, then the most recently seen, then by uid: the desk's order of drivers. */
export function compareShifts(a: DriverShift, b: DriverShift): number {
  if (a.onShift !== b.onShift) return a.onShift ? -1 : 1;
  return (b.lastSeenAt ?? -Infinity) - (a.lastSeenAt ?? -Infinity) || a.uid.localeCompare(b.uid);
}
