import type { BackOfficeUser } from '@/domain/backOfficeUser';
import { isSameLocalDay } from '@/domain/day';
import { parseOriginAddress, type OriginAddress } from '@/domain/origin';
import { asRecord, isRecord, type Fields } from '@/domain/read';
import type { Receipt } from '@/domain/receipt';
import { safeLocalStorage } from '@/platform';
import type { AuthUser } from '@/services/ports';

// The remembered start (docs/architecture.md#remembered-start): what the last signed-in
// screens showed, kept on the phone so that the next start shows them at once, before Auth has
// restored the session, before the access check and before the day's orders query has
// answered (with Firebase: until Firestore's SDK has loaded, opened its cache and run the query
// over it, about a second on a mid-range phone). The services then confirm or correct it: the
// same user and the first real snapshot replace it silently; no user, or a refused access
// check, ends the session as before. Nothing here is trusted further than a start: it is the
// phone's own record of what it showed, like Firestore's cache beside it, and it is forgotten
// when the session ends.
//
// Kept in localStorage, read synchronously: the first render of the app already has it, so
// there is no loading frame in between. A record written by another build, for another user
// or another day, or that does not read back, is ignored.

const SESSION_KEY = 'dispatch.rememberedSession';
const ORDERS_KEY = 'dispatch.rememberedOrders';
/** The first frame (firstFrame.ts): read before any module runs, by public/boot.js. */
export const FIRST_FRAME_KEY = 'dispatch.firstFrame';
/** A record written by another build may have another shape: it is not read. */
const FORMAT = `${__APP_VERSION__}/1`;
/**
 * Larger records are not kept (about 5,000 orders): localStorage is written on the main thread
 * and holds about 5 M characters per site, shared with the display and language choices.
 */
export const MAX_REMEMBERED_CHARS = 2_500_000;

/** The session the last start confirmed: the user and their back-office record. */
export interface RememberedSession {
  user: AuthUser;
  profile: BackOfficeUser;
}

/** Where records are kept: localStorage, or a stand-in in tests; null when there is none. */
export type RememberedStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;

/**
 * The last record parsed under each key, with its text: the same text read again is not parsed
 * again. The orders' record is megabytes at thousands of orders, and a redraw of the first
 * frame reads it twice (keepFirstFrame.ts checks it, the drawing's first render reads it), as
 * does a start. What it gives back is shared: callers treat it as read-only, as they do the
 * feed's receipts.
 */
const lastParsed = new Map<
  string,
  { storage: RememberedStorage; text: string; record: Fields | null }
>();

function readRecord(storage: RememberedStorage, key: string): Fields | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    const last = lastParsed.get(key);
    if (last !== undefined && last.storage === storage && last.text === text) return last.record;
    const parsed = asRecord(JSON.parse(text));
    const record = parsed?.format === FORMAT ? parsed : null;
    lastParsed.set(key, { storage, text, record });
    return record;
  } catch {
    // Unreadable (blocked storage, a torn write): as if nothing was remembered.
    return null;
  }
}

/** Keeps `record` under `key`, or nothing when it is too large or the storage is full. */
function writeRecord(storage: RememberedStorage, key: string, record: object): void {
  if (storage === null) return;
  try {
    const text = JSON.stringify({ format: FORMAT, ...record });
    if (text.length > MAX_REMEMBERED_CHARS) {
      storage.removeItem(key);
      return;
    }
    storage.setItem(key, text);
  } catch {
    // Full or blocked storage: the next start waits for the services, as it always could.
    forget(storage, key);
  }
}

function forget(storage: RememberedStorage, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Blocked storage holds nothing of ours.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function rememberedSession(
  storage: RememberedStorage = safeLocalStorage(),
): RememberedSession | null {
  const record = readRecord(storage, SESSION_KEY);
  const user = asRecord(record?.user);
  const profile = asRecord(record?.profile);
  if (!user || !profile || !isText(user.uid) || profile.uid !== user.uid) return null;
  return {
    user: { uid: user.uid, email: typeof user.email === 'string' ? user.email : null },
    // Written by this build from a parsed record: trusted once it names the same user.
    profile: profile as unknown as BackOfficeUser,
  };
}

export function rememberSession(
  session: RememberedSession,
  storage: RememberedStorage = safeLocalStorage(),
): void {
  writeRecord(storage, SESSION_KEY, session);
}

/** What is kept of `dispatchId`'s day: the shown orders and the store's address. */
export interface RememberedDay {
  /** The orders the signed-in screens last showed; null when none can be read back. */
  receipts: Receipt[] | null;
  /**
   * The store's address kept with them (the Next stop card's distance): a start draws it at
   * once, instead of adding the distance's line, and moving the list down, when it loads.
   */
  origin: OriginAddress | null;
}

/**
 * What the signed-in screens last showed to `dispatchId`, if it was today's (the day starting
 * at `since`, epoch ms): one read of the record, however many of its parts a start needs.
 */
export function rememberedDay(
  dispatchId: string,
  since: number,
  storage: RememberedStorage = safeLocalStorage(),
): RememberedDay {
  const none = { receipts: null, origin: null };
  const record = readRecord(storage, ORDERS_KEY);
  if (record === null || record.dispatchId !== dispatchId) return none;
  if (typeof record.since !== 'number' || !isSameLocalDay(record.since, since)) return none;
  const receipts = record.receipts;
  // Written by this build from parsed receipts: the shape is trusted once the ids are there.
  const readable =
    Array.isArray(receipts) &&
    receipts.every((receipt: unknown) => isRecord(receipt) && isText(receipt.id));
  return {
    receipts: readable ? (receipts as Receipt[]) : null,
    origin: parseOriginAddress({ originAddress_formated: record.origin }),
  };
}

/** The orders of `rememberedDay`, alone. */
export function rememberedOrders(
  dispatchId: string,
  since: number,
  storage: RememberedStorage = safeLocalStorage(),
): Receipt[] | null {
  return rememberedDay(dispatchId, since, storage).receipts;
}

export function rememberOrders(
  orders: {
    dispatchId: string;
    since: number;
    receipts: readonly Receipt[];
    origin?: OriginAddress | null;
  },
  storage: RememberedStorage = safeLocalStorage(),
): void {
  writeRecord(storage, ORDERS_KEY, orders);
  for (const listener of [...rememberedListeners]) listener();
}

const rememberedListeners = new Set<() => void>();

/**
 * Calls `listener` after each write of the shown orders (the first frame is drawn again from
 * them: src/app/keepFirstFrame.ts); returns the way to stop.
 */
export function onOrdersRemembered(listener: () => void): () => void {
  rememberedListeners.add(listener);
  return () => rememberedListeners.delete(listener);
}

/** Forgets the session, its orders and its first frame: at sign-out, and when access is refused. */
export function forgetRememberedStart(storage: RememberedStorage = safeLocalStorage()): void {
  forget(storage, SESSION_KEY);
  forget(storage, ORDERS_KEY);
  forget(storage, FIRST_FRAME_KEY);
}
