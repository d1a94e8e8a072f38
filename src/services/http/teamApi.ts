import { readRecordedCash } from '@/domain/shift/settlement';
import { readDeactivatedDriver, readInvitedDriver, readPasswordLink } from '@/domain/team/wire';
import type { TeamApi } from '@/services/deskPorts';
import { createJsonPost, type JsonPostOptions } from './jsonPost';

// The desk's "Drivers" and "Cash handed in" over HTTP (docs/backend-contract.md#drivers), with
// the desk's own Bearer token, like ordersInApi.ts. Not exported from ./index.ts: the driver
// app's HTTP chunk does not carry it. Bodies are JSON, `{}` at least (the backend takes JSON
// only).

export const INVITE_PATH = '/desk/drivers/invite';
export const driverLinkPath = (uid: string) => `/desk/drivers/${encodeURIComponent(uid)}/link`;
export const deactivatePath = (uid: string) =>
  `/desk/drivers/${encodeURIComponent(uid)}/deactivate`;
export const CASH_PATH = '/desk/cash';

/** The desk's backend URL and its signed-in manager's ID token (its own Auth session). */
export type HttpTeamApiOptions = JsonPostOptions;

export function createHttpTeamApi(options: HttpTeamApiOptions): TeamApi {
  const post = createJsonPost(options);
  return {
    invite: (request) => post(INVITE_PATH, request, readInvitedDriver),
    passwordLink: (uid) => post(driverLinkPath(uid), {}, readPasswordLink),
    deactivate: (uid) => post(deactivatePath(uid), {}, readDeactivatedDriver),
    recordCash: (request) => post(CASH_PATH, request, readRecordedCash),
  };
}
