import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { isDeactivated, isManager, MANAGER_ROLE } from '@/domain/roles';
import type { Accounts } from './accounts';
import type { CoreConfig } from './config';
import { newMemberRecord } from './memberRecord';
import type { BackendStore } from './store';

// The first manager (docs/deploy.md#from-an-empty-project-to-a-first-shift): the desk invites
// drivers, but only a manager reaches the desk, so a new project's first manager is made by
// `npm run create-manager` (scripts/create-manager.mjs), through the same ports as the desk's
// "Invite driver" (deskTeam.ts): the account first (made, or found by its email), then its
// back-office record in one transaction. Running it again changes nothing.
//
// An existing record that is not a manager's is a driver's: it is never changed silently. With
// `promote` an active driver becomes a manager (the role alone changes); a deactivated one is
// refused either way (its account is disabled: the desk's "Deactivate").

export interface FirstManagerDeps {
  config: Pick<CoreConfig, 'now'>;
  store: BackendStore;
  accounts: Accounts;
}

export interface FirstManagerRequest {
  name: string;
  /** Lower case (domain/team/invite.ts readNameAndEmail). */
  email: string;
  /** Make an existing driver's record a manager's. */
  promote: boolean;
}

export type FirstManagerOutcome =
  /** A record with the manager's role was written. */
  | 'created'
  /** The record was a manager's already: nothing was written. */
  | 'already-manager'
  /** An active driver's record, promoted (`promote`). */
  | 'promoted'
  /** A driver's record, left as it was (no `promote`). */
  | 'refused-driver'
  /** A deactivated record, left as it was. */
  | 'refused-deactivated';

export interface FirstManagerResult {
  uid: string;
  /** Whether the sign-in account was made now (false: it existed). */
  accountCreated: boolean;
  outcome: FirstManagerOutcome;
  /** The name on the existing record, when there was one. */
  existingName: string | null;
}

export async function createFirstManager(
  deps: FirstManagerDeps,
  request: FirstManagerRequest,
): Promise<FirstManagerResult> {
  const { name, email, promote } = request;
  const account = await deps.accounts.createUser({ email, displayName: name });
  const { uid } = account;
  return deps.store.transaction(async (tx) => {
    const existing = await tx.getBackOfficeUser(uid);
    const result = (outcome: FirstManagerOutcome, existingName: string | null = null) => ({
      uid,
      accountCreated: account.created,
      outcome,
      existingName,
    });
    if (existing === null) {
      const now = deps.config.now();
      tx.putBackOfficeUser(uid, newMemberRecord({ name, email, role: MANAGER_ROLE, now }));
      return result('created');
    }
    const user = parseBackOfficeUser(uid, existing);
    if (isDeactivated(user)) return result('refused-deactivated', user.name);
    if (isManager(user)) return result('already-manager', user.name);
    if (!promote) return result('refused-driver', user.name);
    const now = deps.config.now();
    tx.putBackOfficeUser(uid, { ...existing, role: MANAGER_ROLE, promotedAt: now });
    return result('promoted', user.name);
  });
}
