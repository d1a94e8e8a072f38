import type { CoreAnswer } from './answer';
import { pathWithoutApi, type HttpDeps, type HttpRequest, type HttpResponse } from './httpTypes';
import { trackingNotFound, trackingView } from './tracking';

// GET /track/{token} over HTTP: public (no bearer token, any origin: the page holds nothing
// private and is safe to forward), cacheable for a few seconds so a page polling every 10–20 s
// and a forwarded link opened by several people cost one read between them behind a CDN.

/** How long a view may be reused: under the page's shortest poll, so a delivery shows in 20 s. */
export const TRACK_MAX_AGE_SECONDS = 5;
/** An unusable token stays unusable: its 404 may be kept longer. */
export const TRACK_NOT_FOUND_MAX_AGE_SECONDS = 60;

/** `/track/<token>` (also under `/api`) → the token; null for any other path. */
export function trackTokenOf(path: string): string | null {
  const match = /^\/track\/([^/]*)$/.exec(pathWithoutApi(path));
  return match ? decodeURIComponent(match[1]) : null;
}

/** A view is kept a few seconds, the one 404 longer; a 503 `busy` (contention) not at all. */
function cacheControlOf(status: number): string {
  if (status === 200) return `public, max-age=${TRACK_MAX_AGE_SECONDS}`;
  if (status === 404) return `public, max-age=${TRACK_NOT_FOUND_MAX_AGE_SECONDS}`;
  return 'no-store';
}

export async function handleTrackGet(
  deps: HttpDeps,
  request: HttpRequest,
  token: string,
): Promise<HttpResponse> {
  const method = request.method.toUpperCase();
  const cors = { 'Access-Control-Allow-Origin': '*' };
  if (method === 'OPTIONS') {
    return {
      status: 204,
      headers: {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Max-Age': '600',
      },
      body: '',
    };
  }
  const respond = (answer: CoreAnswer, cache: string): HttpResponse => ({
    status: answer.status,
    headers: {
      ...cors,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': cache,
      'X-Robots-Tag': 'noindex',
      ...answer.headers,
    },
    body: method === 'HEAD' ? '' : JSON.stringify(answer.body),
  });
  if (method !== 'GET' && method !== 'HEAD') {
    return { ...respond(trackingNotFound(deps.config), 'no-store'), status: 405 };
  }
  try {
    const answer = await trackingView(deps, token);
    return respond(answer, cacheControlOf(answer.status));
  } catch (error) {
    deps.logError?.('/track failed', error);
    return respond(
      { status: 500, body: { code: 'internal', message: 'Please try again shortly.' } },
      'no-store',
    );
  }
}
