export {
  createHttpClient,
  isRelativeRequest,
  readCookie,
  ACCEPT_HEADER,
  DEFAULT_TIMEOUT_MS,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  type HttpClientOptions,
  type IdTokenSource,
} from './client';
export { createHttpDispatchApi, DELIVERY_UPDATE_PATH, TOKEN_UPDATE_PATH } from './dispatchApi';
export type { HttpDispatchApiOptions } from './dispatchApi';
export { PROOF_UPLOAD_PATH } from './proofUpload';
export { toDispatchApiError, messageFromBody, parseRetryAfter } from './errors';
