import { deskText } from '@/desk/i18n/texts';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import { isDeactivated } from '@/domain/roles';
import { errorMessage } from '@/platform';
import { DispatchApiError } from '@/services/ports';

// Why an invitation or a deactivation failed, in one sentence of the desk's words
// (docs/backend-contract.md#drivers: 403 not-a-manager, 409 email-in-use, 404 not-found,
// 422 is-a-manager; offline or timed out; signed out).

function isOffline(error: unknown): boolean {
  return (
    error instanceof DispatchApiError && (error.kind === 'offline' || error.kind === 'timeout')
  );
}

/** The invitation's failure; `owner` is the team's record already using the email, if known. */
export function inviteProblem(error: unknown, owner: BackOfficeUser | null): string {
  if (isOffline(error)) return deskText('team.invite.offline');
  if (error instanceof DispatchApiError) {
    if (error.kind === 'unauthorized') return deskText('team.signedOut');
    if (error.status === 403) return deskText('team.notManager');
    if (error.status === 409 || error.code === 'email-in-use') {
      if (owner === null) return deskText('team.invite.emailInUse');
      const name = owner.name ?? owner.email ?? '';
      return isDeactivated(owner)
        ? deskText('team.invite.emailInUseDeactivated', { name })
        : deskText('team.invite.emailInUseBy', { name });
    }
    if (error.status === 400) return deskText('team.invite.invalid');
  }
  return deskText('team.invite.failed', { reason: errorMessage(error) });
}

/** The deactivation's failure, naming the driver. */
export function deactivateProblem(error: unknown, name: string): string {
  if (isOffline(error)) return deskText('team.deactivate.offline', { name });
  if (error instanceof DispatchApiError) {
    if (error.kind === 'unauthorized') return deskText('team.signedOut');
    if (error.status === 403) return deskText('team.notManager');
    if (error.status === 404) return deskText('team.deactivate.notFound', { name });
    if (error.status === 422) return deskText('team.deactivate.isManager', { name });
  }
  return deskText('team.deactivate.failed', { name, reason: errorMessage(error) });
}
