import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { readString } from '@/domain/read';
import { DRIVER_ROLE, isActiveDriver, isDeactivated } from '@/domain/roles';
import { readInvitation } from '@/domain/team/invite';
import type { InvitedDriver, PasswordLink } from '@/domain/team/wire';
import type { Accounts } from './accounts';
import { answerOrBusy, refuse, type CoreAnswer } from './answer';
import type { CoreConfig } from './config';
import { refuseUnlessManager } from './deskRoles';
import { isDocumentId } from './documentId';
import type { Call } from './httpTypes';
import { newMemberRecord } from './memberRecord';
import type { BackendStore, BackOfficeUserData } from './store';

// The desk's "Invite driver" (docs/backend-contract.md#drivers): POST /desk/drivers/invite makes
// the sign-in account and the back-office record and answers the link where the driver sets a
// password; POST /desk/drivers/{uid}/link makes a fresh link. Managers only (403 `not-a-manager`).
//
// The account (the identity provider) and the record (the store) are two systems, so the order
// is what keeps them in step: the caller is checked before any account is made; the account is
// made, or found when its email is in use; then, in one transaction, the record is written
// unless one exists (409 `email-in-use`). An invitation cut short between the two leaves an
// account without a record, and sending it again finishes it: an account without a record is
// given one (so is one made by hand that never had access).

export interface DeskTeamDeps {
  config: Pick<CoreConfig, 'now'>;
  store: BackendStore;
  accounts?: Accounts;
}

export const NOT_A_MANAGER = 'Only a manager may invite or deactivate drivers.';

export const unknownDriver = () => refuse(404, 'not-found', 'There is no driver with this id.');

export function accountsUnavailable(): CoreAnswer {
  return refuse(501, 'not-available', 'This server cannot manage sign-in accounts.');
}

/** 403 unless the caller is a manager: one read-only transaction, before any account is made. */
export function checkManager(store: BackendStore, uid: string): Promise<CoreAnswer | null> {
  return store.transaction(async (tx) =>
    refuseUnlessManager(uid, await tx.getBackOfficeUser(uid), NOT_A_MANAGER),
  );
}

/** The name a record goes by, for the messages that name it. */
function nameOf(uid: string, record: BackOfficeUserData): string {
  return parseBackOfficeUser(uid, record).name ?? 'another account';
}

function emailInUse(uid: string, record: BackOfficeUserData): CoreAnswer {
  const name = nameOf(uid, record);
  const message = isDeactivated(parseBackOfficeUser(uid, record))
    ? `This email belongs to ${name}, who was deactivated. Nothing was changed.`
    : `This email already belongs to ${name}. Nothing was changed.`;
  return { status: 409, body: { code: 'email-in-use', message, uid } };
}

/** POST /desk/drivers/invite `{ name, email, phone }` → 201 `{ uid, email, setPasswordLink }`. */
export function inviteDriver(deps: DeskTeamDeps, call: Call): Promise<CoreAnswer> {
  return answerOrBusy(async () => {
    const read = readInvitation(call.body);
    if (!read.ok) {
      const message = 'Some fields need another look, so nobody was invited.';
      return { status: 400, body: { code: 'invalid-request', message, errors: read.errors } };
    }
    const { accounts, store } = deps;
    if (accounts === undefined) return accountsUnavailable();
    const { name, email, phone } = read.invitation;
    const notAManager = await checkManager(store, call.uid);
    if (notAManager !== null) return notAManager;

    const account = await accounts.createUser({ email, displayName: name });
    const written = await store.transaction(async (tx): Promise<CoreAnswer | null> => {
      const refusal = refuseUnlessManager(
        call.uid,
        await tx.getBackOfficeUser(call.uid),
        NOT_A_MANAGER,
      );
      if (refusal !== null) return refusal;
      const existing = await tx.getBackOfficeUser(account.uid);
      if (existing !== null) return emailInUse(account.uid, existing);
      const now = deps.config.now();
      tx.putBackOfficeUser(account.uid, {
        ...newMemberRecord({ name, email, role: DRIVER_ROLE, now }),
        phone,
        invitedAt: now,
        invitedBy: call.uid,
      });
      return null;
    });
    if (written !== null) return written;

    // The account and its record exist: a link that cannot be made now is asked for again.
    const setPasswordLink = await accounts.passwordLink(email).catch(() => null);
    const invited: InvitedDriver = { uid: account.uid, email, setPasswordLink };
    return { status: 201, body: { ...invited } };
  });
}

/** POST /desk/drivers/{uid}/link → 200 `{ uid, email, setPasswordLink }`: a fresh link. */
export function driverPasswordLink(deps: DeskTeamDeps, call: Call): Promise<CoreAnswer> {
  return answerOrBusy(async () => {
    const { accounts, store } = deps;
    if (accounts === undefined) return accountsUnavailable();
    const driverUid = call.pathId ?? '';
    const found = await store.transaction(async (tx) => {
      const refusal = refuseUnlessManager(
        call.uid,
        await tx.getBackOfficeUser(call.uid),
        NOT_A_MANAGER,
      );
      if (refusal !== null) return { ok: false as const, answer: refusal };
      const record = isDocumentId(driverUid) ? await tx.getBackOfficeUser(driverUid) : null;
      return { ok: true as const, record };
    });
    if (!found.ok) return found.answer;
    const { record } = found;
    if (record === null) return unknownDriver();
    if (!isActiveDriver(parseBackOfficeUser(driverUid, record))) {
      return refuse(422, 'not-a-driver', 'Links are made for active drivers only.');
    }
    const email = readString(record.email)?.toLowerCase() ?? null;
    if (email === null) return refuse(422, 'no-email', 'This driver’s record has no email.');
    const link: PasswordLink = {
      uid: driverUid,
      email,
      setPasswordLink: await accounts.passwordLink(email),
    };
    return { status: 200, body: { ...link } };
  });
}
