export {
  createHttpClient,
  isRelativeRequest,
  readCookie,
  uidOfIdToken,
  WrongUserTokenError,
  ACCEPT_HEADER,
  DEFAULT_TIMEOUT_MS,
  XSRF_COOKIE_NAME,
  XSRF_HEADER_NAME,
  type HttpClientOptions,
  type IdTokenSource,
} from './client';
export { createHttpDispatchApi, DELIVERY_UPDATE_PATH, TOKEN_UPDATE_PATH } from './dispatchApi';
export type { HttpDispatchApiOptions } from './dispatchApi';
export {
  toDispatchApiError,
  errorCodeFromBody,
  messageFromBody,
  parseRetryAfter,
  UPDATE_IN_PROGRESS_CODE,
} from './errors';
export { PROOF_UPLOAD_PATH } from './proofUpload';
export { createHttpShift, POSITION_PATH, SHIFT_PATH } from './shiftApi';
export { createHttpTracking, LOCATION_PATH, TRACKING_LINK_PATH } from './tracking';
