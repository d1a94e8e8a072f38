import { parseReceipt } from '@/domain/receipt';
import { isRecord } from '@/domain/read';
import { answerInTransaction, refuse, tooFrequent, type CoreAnswer } from './answer';
import {
  TRACKING_LINK_MAX_LIFE_MS,
  TRACKING_POSITION_INTERVAL_MS,
  TRACKING_POSITION_LIFE_MS,
  type CoreConfig,
} from './config';
import type { Call } from './httpTypes';
import type { BackendStore, ReceiptData, StoreTransaction, TrackingLink } from './store';
import { isTrackingToken, newTrackingToken, type RandomBytes } from './trackingToken';
import {
  buildTrackingView,
  businessName,
  linkState,
  onTheWayStatus,
  trackingStep,
} from './trackingView';

// The customer's tracking link (docs/backend-contract.md#tracking-link, docs/tracking.md):
// POST /order/trackinglink and POST /order/location for the driver, GET /track/{token} for the
// customer. Links and positions are kept beside the receipts; whether a link still shows
// anything is decided on every read from the receipt itself (trackingView.ts), so a delivery or a
// reassignment needs no extra write to end it.

export interface TrackingDeps {
  config: CoreConfig;
  store: BackendStore;
  /** The token's random source (tests); crypto.getRandomValues otherwise. */
  randomBytes?: RandomBytes;
}

/** Clock skew allowed on a position's `at` before it counts as "in the future". */
export const FUTURE_SKEW_MS = 60_000;

const notFoundBody = (config: CoreConfig) => ({
  code: 'not-found',
  message: 'This link is not valid or has expired.',
  business: businessName(config),
});

/** The one answer for every unusable token, whatever the reason (nothing to learn from it). */
export const trackingNotFound = (config: CoreConfig): CoreAnswer => ({
  status: 404,
  body: notFoundBody(config),
});

/**
 * An order that changed hands ends the customer's links made for anyone but `keeper` (its
 * dispatcher now; null: nobody's), for good even if it comes back. The one place of the rule:
 * the desk's assignment applies it at once (deskAssign.ts), a new link for the new dispatcher
 * lazily (below); a reading of the link finds it dead either way (linkState).
 */
export function endLinksOfOthers(
  tx: StoreTransaction,
  links: readonly TrackingLink[],
  keeper: string | null,
  now: number,
): void {
  for (const link of links) {
    if (link.uid !== keeper && link.revokedAt === null) {
      tx.putTrackingLink({ ...link, revokedAt: now });
    }
  }
}

function receiptIdOf(body: unknown): string | null {
  const id = isRecord(body) ? body.receiptId : null;
  return typeof id === 'string' && id !== '' && id.length <= 500 && !id.includes('/') ? id : null;
}

function linkUrl(config: CoreConfig, origin: string | undefined, token: string): string {
  const base = (config.trackingBaseUrl ?? origin ?? '').replace(/\/+$/, '');
  return `${base}/track/${token}`;
}

function ownership(receipt: ReceiptData | null, uid: string): CoreAnswer | null {
  if (receipt === null)
    return refuse(404, 'unknown-receipt', 'The server does not know this order.');
  if (receipt.dispatchId !== uid) {
    return refuse(403, 'not-yours', 'This order is assigned to another dispatcher.');
  }
  return null;
}

/** POST /order/trackinglink `{ receiptId, estimateMinutes? }` → `{ token, url, expiresAt }`. */
export async function trackingLink(deps: TrackingDeps, call: Call): Promise<CoreAnswer> {
  const { config, store } = deps;
  const receiptId = receiptIdOf(call.body);
  if (receiptId === null) return refuse(400, 'invalid-request', 'receiptId must be an order id.');
  const minutes = isRecord(call.body) ? call.body.estimateMinutes : undefined;
  const etaMinutes =
    typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 && minutes < 24 * 60
      ? minutes
      : null;
  const token = newTrackingToken(deps.randomBytes);
  return answerInTransaction(store, async (tx): Promise<CoreAnswer> => {
    const receipt = await tx.getReceipt(receiptId);
    const refused = ownership(receipt, call.uid);
    if (refused) return refused;
    const links = await tx.trackingLinksOf(receiptId);
    const now = config.now();
    const parsed = parseReceipt(receiptId, receipt);
    const answer = (link: TrackingLink, expiresAt: number): CoreAnswer => ({
      status: 200,
      body: { token: link.token, url: linkUrl(config, call.origin, link.token), expiresAt },
    });
    for (const link of links) {
      const state = linkState(link, parsed, config, now);
      if (link.uid === call.uid && state.valid) return answer(link, state.expiresAt);
    }
    const link: TrackingLink = {
      token,
      receiptId,
      uid: call.uid,
      createdAt: now,
      revokedAt: null,
      expireAt: now + TRACKING_LINK_MAX_LIFE_MS,
      etaAt: etaMinutes === null ? null : now + etaMinutes * 60_000,
    };
    const state = linkState(link, parsed, config, now);
    if (!state.valid) {
      // Decided before anything is written: a refused request changes nothing.
      return refuse(410, 'tracking-over', 'This order was finished too long ago to be followed.');
    }
    endLinksOfOthers(tx, links, call.uid, now);
    tx.putTrackingLink(link);
    return answer(link, state.expiresAt);
  });
}

type ParsedPosition =
  | { ok: true; lat: number; lng: number; accuracy: number; at: number }
  | { ok: false; answer: CoreAnswer };

export function parsePosition(body: unknown, now: number): ParsedPosition {
  const bad = (status: number, code: string, message: string): ParsedPosition => ({
    ok: false,
    answer: refuse(status, code, message),
  });
  if (!isRecord(body)) return bad(400, 'invalid-request', 'The request must be a JSON object.');
  const { lat, lng, accuracy, at } = body;
  const numbers = [lat, lng, accuracy, at];
  if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n))) {
    return bad(400, 'invalid-request', 'lat, lng, accuracy and at must be numbers.');
  }
  const [la, ln, acc, time] = numbers as number[];
  if (la < -90 || la > 90 || ln < -180 || ln > 180 || acc < 0 || time < 0) {
    return bad(422, 'out-of-range', 'This position is not on the Earth.');
  }
  if (time > now + FUTURE_SKEW_MS) {
    return bad(422, 'in-the-future', 'This position is dated in the future.');
  }
  return { ok: true, lat: la, lng: ln, accuracy: acc, at: time };
}

/** POST /order/location `{ receiptId, lat, lng, accuracy, at }`. */
export async function trackingLocation(deps: TrackingDeps, call: Call): Promise<CoreAnswer> {
  const { config, store } = deps;
  const receiptId = receiptIdOf(call.body);
  if (receiptId === null) return refuse(400, 'invalid-request', 'receiptId must be an order id.');
  const position = parsePosition(call.body, config.now());
  if (!position.ok) return position.answer;
  return answerInTransaction(store, async (tx): Promise<CoreAnswer> => {
    const receipt = await tx.getReceipt(receiptId);
    const refused = ownership(receipt, call.uid);
    if (refused) return refused;
    if (receipt?.status !== onTheWayStatus(config)) {
      return refuse(409, 'not-on-the-way', 'Your position is shared only while On the Way.');
    }
    const stored = await tx.getTrackingPosition(receiptId);
    const now = config.now();
    const mine = stored !== null && stored.uid === call.uid ? stored : null;
    if (mine !== null && position.at <= mine.at) {
      // Older than what the customer already sees: ignored, never shown.
      return { status: 200, body: { stored: false, reason: 'older-than-stored' } };
    }
    const wait = mine === null ? 0 : mine.storedAt + TRACKING_POSITION_INTERVAL_MS - now;
    if (wait > 0) return tooFrequent(wait, 'One position every 10 seconds is enough.');
    tx.putTrackingPosition({
      receiptId,
      uid: call.uid,
      lat: position.lat,
      lng: position.lng,
      accuracy: position.accuracy,
      at: position.at,
      storedAt: now,
      expireAt: now + TRACKING_POSITION_LIFE_MS,
    });
    return { status: 200, body: { stored: true, storedAt: now } };
  });
}

/** GET /track/{token}: the customer's view, or the one 404 for every unusable token. */
export async function trackingView(deps: TrackingDeps, token: string): Promise<CoreAnswer> {
  const { config, store } = deps;
  if (!isTrackingToken(token)) return trackingNotFound(config);
  return answerInTransaction(store, async (tx): Promise<CoreAnswer> => {
    const link = await tx.getTrackingLink(token);
    if (link === null) return trackingNotFound(config);
    const data = await tx.getReceipt(link.receiptId);
    if (data === null) return trackingNotFound(config);
    const receipt = parseReceipt(link.receiptId, data);
    const now = config.now();
    const state = linkState(link, receipt, config, now);
    const step = trackingStep(receipt.status, config);
    const position =
      state.valid && step === 'on-the-way' ? await tx.getTrackingPosition(link.receiptId) : null;
    if (!state.valid) {
      // The one write of a GET, on purpose: a link seen reassigned is ended for good, even if
      // the order comes back to its driver. The core ends links when it moves an order itself
      // (deskAssign, deskDeactivate, a new link), but a receipt's driver can also change by a
      // write the core does not make (the business's own systems on Firestore); this reading is
      // where such a change is first seen. It writes only then (a link already revoked, or only
      // expired, is left as it is), and the answer is the same 404 with or without it.
      endLinksOfOthers(tx, [link], receipt.dispatchId, now);
      return trackingNotFound(config);
    }
    const view = buildTrackingView({
      config,
      link,
      receipt: { ...receipt, destination: receipt.address.location },
      position,
      expiresAt: state.expiresAt,
      now,
    });
    return { status: 200, body: { ...view } };
  });
}
