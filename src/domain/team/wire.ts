import { isRecord, readEpochMillis, readText } from '../read';
import type { Invitation } from './invite';

// The wire of the desk's "Drivers" (docs/backend-contract.md#drivers), one definition for both
// sides like deskAssign.ts: the desk's TeamApi port (services/deskPorts.ts) sends and reads these,
// the backend core (backend/core/deskTeam.ts) answers them.

/** `POST /desk/drivers/invite`'s body: the form's three fields (invite.ts reads them). */
export type InviteRequest = Invitation;

/** What an invitation made: the account, and where its driver sets a password. */
export interface InvitedDriver {
  uid: string;
  email: string;
  /**
   * Firebase's password-reset link (the demo: its sign-in page with the email filled in, the
   * password being demo1234). Null when the account and record were made but the link could
   * not be: `POST /desk/drivers/{uid}/link` asks again.
   */
  setPasswordLink: string | null;
}

/** `POST /desk/drivers/{uid}/link`'s answer: a fresh link for a driver who lost theirs. */
export interface PasswordLink {
  uid: string;
  email: string;
  setPasswordLink: string;
}

/** `POST /desk/drivers/{uid}/deactivate`'s answer. */
export interface DeactivatedDriver {
  uid: string;
  /** When the driver was first deactivated (a second call keeps the first time). */
  deactivatedAt: number;
  /** True when the record already said so: this call changed nothing but stragglers. */
  alreadyDeactivated: boolean;
  /** The open orders this call gave back to Unassigned (their receipt ids). */
  unassigned: string[];
}

/** The first usable text of `value`'s field `name`. */
function textOf(value: Record<string, unknown>, name: string): string | null {
  return readText(value[name]);
}

/** A 2xx answer of the invitation; null when it is not one (the caller reads the team again). */
export function readInvitedDriver(body: unknown): InvitedDriver | null {
  if (!isRecord(body)) return null;
  const uid = textOf(body, 'uid');
  const email = textOf(body, 'email');
  if (uid === null || email === null) return null;
  return { uid, email, setPasswordLink: textOf(body, 'setPasswordLink') };
}

export function readPasswordLink(body: unknown): PasswordLink | null {
  const invited = readInvitedDriver(body);
  if (invited === null || invited.setPasswordLink === null) return null;
  return { ...invited, setPasswordLink: invited.setPasswordLink };
}

export function readDeactivatedDriver(body: unknown): DeactivatedDriver | null {
  if (!isRecord(body)) return null;
  const uid = textOf(body, 'uid');
  const deactivatedAt = readEpochMillis(body.deactivatedAt);
  const unassigned = body.unassigned;
  if (uid === null || deactivatedAt === null || !Array.isArray(unassigned)) return null;
  if (!unassigned.every((id): id is string => typeof id === 'string')) return null;
  return {
    uid,
    deactivatedAt,
    alreadyDeactivated: body.alreadyDeactivated === true,
    unassigned,
  };
}
