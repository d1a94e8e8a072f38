import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { isRecord } from '@/domain/read';

// The one axios instance for the app's own backend (docs/backend-contract.md). Every request gets
// the Accept header, a timeout, the Firebase ID token fetched at send time, and — only for
// state-changing requests to relative URLs — the XSRF token from the cookie.

export const DEFAULT_TIMEOUT_MS = 15_000;
export const ACCEPT_HEADER = 'application/json, text/plain, */*';
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** The signed-in user's ID token (force-refreshed when asked), or null when signed out. */
export type IdTokenSource = (forceRefresh?: boolean) => Promise<string | null>;

export interface HttpClientOptions {
  getIdToken: IdTokenSource;
  /** Base URL for relative request URLs (the backend); may itself be relative ("/api"). */
  baseURL?: string;
  timeoutMs?: number;
}

/** Thrown by the request interceptor when there is no signed-in user to send as. */
export class MissingIdTokenError extends Error {
  constructor() {
    super('No signed-in user: cannot call the backend.');
    this.name = 'MissingIdTokenError';
  }
}

/** Thrown by the request interceptor when the token fetched is not the expected user's. */
export class WrongUserTokenError extends Error {
  constructor(expectedUid: string) {
    super(`The sign-in token is not the one of ${expectedUid}: another user is signed in.`);
    this.name = 'WrongUserTokenError';
  }
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * The user this request must be sent as: the request is stopped (WrongUserTokenError)
     * unless the ID token fetched for it is that user's.
     */
    senderUid?: string;
  }
}

/**
 * The uid a Firebase ID token names (its `user_id`, else `sub` claim), read without verifying
 * the signature: the backend verifies; this only stops the app from sending one user's change
 * with another user's token. Null when the token is not a readable JWT.
 */
export function uidOfIdToken(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    if (!isRecord(claims)) return null;
    const { user_id: userId, sub } = claims;
    if (typeof userId === 'string' && userId !== '') return userId;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

/** Thrown by the request interceptor when the ID token could not be fetched at all. */
export class IdTokenUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Could not get a fresh sign-in token.', { cause });
    this.name = 'IdTokenUnavailableError';
  }
}

// Same test axios uses for "absolute": a scheme, or a protocol-relative "//host".
const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

/** True when the request's final URL (baseURL + url) is relative, i.e. goes to our own origin. */
export function isRelativeRequest(config: Pick<InternalAxiosRequestConfig, 'url' | 'baseURL'>) {
  const url = config.url ?? '';
  if (ABSOLUTE_URL.test(url)) return false;
  const base = config.baseURL ?? '';
  return !ABSOLUTE_URL.test(base);
}

const SAFE_METHODS = new Set(['get', 'head']);

export function readCookie(name: string, cookieString: string): string | null {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

function documentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}

/**
 * Adds X-XSRF-TOKEN for non-GET/HEAD requests to relative URLs only. axios' built-in handling
 * is switched off because it also sends the token on GETs and on absolute same-origin URLs.
 */
function addXsrfToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const method = (config.method ?? 'get').toLowerCase();
  if (SAFE_METHODS.has(method) || !isRelativeRequest(config)) return config;
  const token = readCookie(XSRF_COOKIE_NAME, documentCookies());
  if (token) config.headers.set(XSRF_HEADER_NAME, token);
  return config;
}

export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const instance = axios.create({
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    headers: { Accept: ACCEPT_HEADER },
    // Our interceptor decides about the XSRF header; axios' own logic must not add it.
    withXSRFToken: false,
    xsrfCookieName: '',
    xsrfHeaderName: '',
    // A timeout reports ETIMEDOUT instead of the ambiguous ECONNABORTED.
    transitional: { clarifyTimeoutError: true },
  });

  instance.interceptors.request.use(async (config) => {
    let token: string | null;
    try {
      // Fetched per request, so a token refreshed by the SDK (or forced after a 401) is used.
      token = await options.getIdToken();
    } catch (error) {
      throw new IdTokenUnavailableError(error);
    }
    if (!token) throw new MissingIdTokenError();
    // Fails closed: a token whose user cannot be read is not sent as anybody in particular.
    if (config.senderUid !== undefined && uidOfIdToken(token) !== config.senderUid) {
      throw new WrongUserTokenError(config.senderUid);
    }
    config.headers.set('Authorization', `Bearer ${token}`);
    return addXsrfToken(config);
  });

  return instance;
}
