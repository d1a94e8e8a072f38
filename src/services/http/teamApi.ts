import { readRecordedCash } from '@/domain/shift/settlement';
import { readDeactivatedDriver, readInvitedDriver, readPasswordLink } from '@/domain/team/wire';
import type { TeamApi } from '@/services/deskPorts';
import { DispatchApiError } from '@/services/ports';
import { createHttpClient, type IdTokenSource } from './client';
import { toDispatchApiError } from './errors';

// The desk's "Drivers" and "Cash handed in" over HTTP (docs/backend-contract.md#drivers), with
// the desk's own Bearer token, like ordersInApi.ts. Not exported from ./index.ts: the driver
// app's HTTP chunk does not carry it.

export const INVITE_PATH = '/desk/drivers/invite';
export const driverLinkPath = (uid: string) => `/desk/drivers/${encodeURIComponent(uid)}/link`;
export const deactivatePath = (uid: string) =>
  `/desk/drivers/${encodeURIComponent(uid)}/deactivate`;
export const CASH_PATH = '/desk/cash';

export interface HttpTeamApiOptions {
  /** VITE_BACKEND_URL (trailing slashes are dropped). */
  backendUrl: string;
  /** The desk's signed-in user's ID token (its own Auth session). */
  getIdToken: IdTokenSource;
  now?: () => number;
}

export function createHttpTeamApi(options: HttpTeamApiOptions): TeamApi {
  const client = createHttpClient({
    baseURL: options.backendUrl.replace(/\/+$/, ''),
    getIdToken: options.getIdToken,
  });
  const now = options.now ?? (() => Date.now());

  /** POSTs `body` (JSON, `{}` at least: the backend takes JSON only) and reads the 2xx body. */
  async function post<T>(path: string, body: unknown, read: (data: unknown) => T | null) {
    let data: unknown;
    let status: number;
    try {
      ({ data, status } = await client.post<unknown>(path, body));
    } catch (error) {
      throw toDispatchApiError(error, now());
    }
    const value = read(data);
    if (value === null) {
      throw new DispatchApiError('server', 'The server’s answer could not be read.', status);
    }
    return value;
  }

  return {
    invite: (request) => post(INVITE_PATH, request, readInvitedDriver),
    passwordLink: (uid) => post(driverLinkPath(uid), {}, readPasswordLink),
    deactivate: (uid) => post(deactivatePath(uid), {}, readDeactivatedDriver),
    recordCash: (request) => post(CASH_PATH, request, readRecordedCash),
  };
}
