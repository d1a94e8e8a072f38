import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { isRecord } from '@/domain/read';
import { isActiveDriver } from '@/domain/roles';
import {
  POSITION_MIN_GAP_MS,
  RUN_MAX_STOPS,
  SHIFT_RECORD_LIFE_MS,
  type ShiftState,
} from '@/domain/shift/driverShift';
import { answerInTransaction, answerOrBusy, refuse, tooFrequent, type CoreAnswer } from './answer';
import type { CoreConfig } from './config';
import { isDocumentId } from './documentId';
import type { Call } from './httpTypes';
import {
  StoreContention,
  type BackendStore,
  type DriverShiftRecord,
  type StoreTransaction,
} from './store';
import { parsePosition } from './tracking';

// On shift, and where (docs/backend-contract.md#on-shift-and-position, docs/privacy.md): the
// driver's phone says POST /driver/shift `{ onShift }` and, while on shift, POST /driver/position.
// Only an active driver (403 `not-a-driver`: a manager, a deactivated driver, a stranger). One
// record per driver keeps the shift and only the newest position; off shift deletes the position
// at once, and a record nobody writes for SHIFT_RECORD_LIFE_MS is deleted by the store's TTL.
// A position may carry the phone's stop order (`run`): stored with it, replaced with it, and
// deleted with it (docs/auto-dispatch.md#inputs).

export interface DriverShiftDeps {
  config: Pick<CoreConfig, 'now'>;
  store: BackendStore;
}

const notADriver = () =>
  refuse(403, 'not-a-driver', 'Only an active driver goes on shift and shares a position.');

/** 403 unless the caller is an active driver (read in the transaction). */
async function refuseUnlessDriver(tx: StoreTransaction, uid: string): Promise<CoreAnswer | null> {
  const record = await tx.getBackOfficeUser(uid);
  return isActiveDriver(record && parseBackOfficeUser(uid, record)) ? null : notADriver();
}

/** The record as it stands now: one past its life counts as none (the TTL may not have run). */
function live(shift: DriverShiftRecord | null, now: number): DriverShiftRecord | null {
  return shift !== null && shift.expireAt > now ? shift : null;
}

/** POST /driver/shift `{ onShift: boolean }` → 200 `{ onShift, shiftStartedAt }`. */
export function driverShift(deps: DriverShiftDeps, call: Call): Promise<CoreAnswer> {
  const { body, uid } = call;
  if (!isRecord(body) || typeof body.onShift !== 'boolean') {
    return Promise.resolve(
      refuse(400, 'invalid-request', 'Say whether you are on shift: {"onShift": true}.'),
    );
  }
  const onShift = body.onShift;
  return answerInTransaction(deps.store, async (tx) => {
    const refusal = await refuseUnlessDriver(tx, uid);
    if (refusal !== null) return refusal;
    const now = deps.config.now();
    const shift = live(await tx.getDriverShift(uid), now);
    const continuing = onShift && shift?.onShift === true;
    const next: DriverShiftRecord = {
      uid,
      onShift,
      shiftStartedAt: continuing ? shift.shiftStartedAt : onShift ? now : null,
      lastSeenAt: now,
      // Off shift, the position and the run go at once; a shift that goes on keeps its latest.
      position: continuing ? shift.position : null,
      run: continuing ? (shift.run ?? null) : null,
      updatedAt: now,
      expireAt: now + SHIFT_RECORD_LIFE_MS,
    };
    tx.putDriverShift(next);
    const state: ShiftState = { onShift, shiftStartedAt: next.shiftStartedAt };
    return { status: 200, body: { ...state } };
  });
}

type ParsedRun = { ok: true; run: string[] | null } | { ok: false; answer: CoreAnswer };

/**
 * The position's optional `run`: absent or null is none (an older phone); anything else must be
 * a list of at most RUN_MAX_STOPS order ids, each once, or the whole call is refused (400), so a
 * phone that sends a broken one is told, not silently believed.
 */
function parseRun(body: unknown): ParsedRun {
  const value = isRecord(body) ? body.run : undefined;
  if (value === undefined || value === null) return { ok: true, run: null };
  const valid =
    Array.isArray(value) &&
    value.length <= RUN_MAX_STOPS &&
    value.every(isDocumentId) &&
    new Set(value).size === value.length;
  return valid
    ? { ok: true, run: [...value] }
    : {
        ok: false,
        answer: refuse(
          400,
          'invalid-request',
          `run must be a list of at most ${RUN_MAX_STOPS} order ids, each once.`,
        ),
      };
}

/** How often a position reads and writes again when its record changed meanwhile. */
const POSITION_ATTEMPTS = 5;

/**
 * POST /driver/position `{ lat, lng, accuracy, at, run? }`, on shift only. Not a transaction: the
 * records are read without a lock and the shift record written only if it is still the one read
 * (the store's compare-and-set), else read again. A position is the most frequent write of an
 * evening, and its copies sent at once (two tabs, a retry) then learn at once which one is
 * stored, where two transactions on one record wait on each other (docs/performance.md).
 */
export function driverPosition(deps: DriverShiftDeps, call: Call): Promise<CoreAnswer> {
  const position = parsePosition(call.body, deps.config.now());
  if (!position.ok) return Promise.resolve(position.answer);
  const shared = parseRun(call.body);
  if (!shared.ok) return Promise.resolve(shared.answer);
  const { uid } = call;
  return answerOrBusy(async () => {
    for (let attempt = 0; attempt < POSITION_ATTEMPTS; attempt += 1) {
      const { user, shift: read } = await deps.store.readDriver(uid);
      if (!isActiveDriver(user && parseBackOfficeUser(uid, user))) return notADriver();
      const now = deps.config.now();
      const shift = live(read.record, now);
      if (shift === null || !shift.onShift) {
        return refuse(409, 'off-shift', 'You are off shift: your position is not shared.');
      }
      const last = shift.position;
      if (last !== null && position.at <= last.at) {
        // Older than what the back office already sees: ignored, never shown.
        return { status: 200, body: { stored: false, reason: 'older-than-stored' } };
      }
      const wait = last === null ? 0 : last.storedAt + POSITION_MIN_GAP_MS - now;
      if (wait > 0) return tooFrequent(wait, 'One position every 10 seconds is enough.');
      const { lat, lng, accuracy, at } = position;
      const stored = await deps.store.putDriverShiftIfUnchanged(
        {
          ...shift,
          position: { lat, lng, accuracy, at, storedAt: now },
          // The run goes with its position: a position without one (an older phone) leaves none.
          run: shared.run,
          lastSeenAt: now,
          updatedAt: now,
          expireAt: now + SHIFT_RECORD_LIFE_MS,
        },
        read,
      );
      if (stored) return { status: 200, body: { stored: true, storedAt: now } };
    }
    throw new StoreContention('The shift record kept changing while the position was stored.');
  });
}
