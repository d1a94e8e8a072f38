import { readIdentifier, asRecord, shortText } from '@/domain/read';
import { MAX_LINK_LENGTH } from './wire';

// Where a tap on a notification or on a toast's "Open order" leads. The one link check of the
// app: the service worker and the page both go through it, so a push can never take the
// dispatcher off the app.

/** The app's pages a tap can fall back to (the route table lives in config, passed in here). */
export interface PushRoutes {
  /** The order list: where a message that names no order leads. */
  orders: string;
  /** The detail page of one order, as an in-app path. */
  orderDetail(receiptId: string): string;
}

/** URL parsers drop ASCII tabs and newlines anywhere in a URL: drop them before looking. */
const STRIPPED_BY_URL_PARSERS = /[\t\n\r]/g;
/** Two slashes, in either direction, in any mix: "//", "/\", "\\", "\/". */
const TWO_SLASHES = /^[/\\]{2}/;
/** Encodings undone before looking: a router or a server may decode a path once more. */
const MAX_DECODING_ROUNDS = 4;

/**
 * A path a browser or a router could read as protocol-relative ("//other.example/…"), also
 * once its percent-encodings ("%2f%2f", "%5c", any case) are undone, and with tabs or
 * newlines inside.
 */
export function isProtocolRelativePath(path: string): boolean {
  let current = path;
  for (let round = 0; round <= MAX_DECODING_ROUNDS; round++) {
    if (TWO_SLASHES.test(current.replace(STRIPPED_BY_URL_PARSERS, ''))) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false; // a malformed escape is not decoded by anyone either
    }
    if (decoded === current) return false;
    current = decoded;
  }
  // Still encoded after that many rounds: nobody legitimate sends that.
  return true;
}

/**
 * `link` as a URL of the app at `origin`, or null when it leads anywhere else: another origin
 * (scheme, host or port), javascript:/data: and the like, or a same-origin URL whose path
 * starts with two slashes (which a router or browser would take for another host).
 */
export function inAppUrl(link: string, origin: string): URL | null {
  let url: URL;
  let appOrigin: string;
  try {
    appOrigin = new URL(origin).origin;
    url = new URL(link.replace(STRIPPED_BY_URL_PARSERS, '').trim(), appOrigin);
  } catch {
    return null;
  }
  if (url.origin !== appOrigin) return null;
  if (!url.pathname.startsWith('/') || isProtocolRelativePath(url.pathname)) return null;
  return url;
}

/**
 * Where a tap leads, as an absolute URL of `origin`: the sender's link when it stays in the
 * app, else the order's detail page, else the order list.
 */
export function resolveClickTarget(data: unknown, origin: string, routes: PushRoutes): string {
  const fields = asRecord(data) ?? {};
  const link = shortText(fields.link, MAX_LINK_LENGTH);
  const linked = link === null ? null : inAppUrl(link, origin);
  if (linked !== null) return linked.href;
  const receiptId = readIdentifier(fields.receiptId);
  const fallback = receiptId !== null ? routes.orderDetail(receiptId) : routes.orders;
  return (inAppUrl(fallback, origin) ?? new URL('/', origin)).href;
}

/** resolveClickTarget as an in-app path (path, query and hash), for the router. */
export function clickTargetPath(data: unknown, origin: string, routes: PushRoutes): string {
  const url = new URL(resolveClickTarget(data, origin, routes));
  return `${url.pathname}${url.search}${url.hash}`;
}
