import { deskBackendProblem, problemReason } from '@/desk/backendProblem';
import { deskText } from '@/desk/i18n/texts';
import type { BackOfficeUser } from '@/domain/backOfficeUser';
import { isDeactivated } from '@/domain/roles';

// Why an invitation or a deactivation failed, in one sentence of the desk's words
// (docs/backend-contract.md#drivers: 403 not-a-manager, 409 email-in-use, 404 not-found,
// 422 is-a-manager), the rest read by the one classifier (desk/backendProblem.ts).

/** The invitation's failure; `owner` is the team's record already using the email, if known. */
export function inviteProblem(error: unknown, owner: BackOfficeUser | null): string {
  const problem = deskBackendProblem(error);
  switch (problem.kind) {
    case 'offline':
      return deskText('team.invite.offline');
    case 'signed-out':
      return deskText('team.signedOut');
    case 'not-allowed':
      return deskText('team.notManager');
    case 'refused': {
      if (problem.status === 409 || problem.code === 'email-in-use') {
        if (owner === null) return deskText('team.invite.emailInUse');
        const name = owner.name ?? owner.email ?? '';
        return isDeactivated(owner)
          ? deskText('team.invite.emailInUseDeactivated', { name })
          : deskText('team.invite.emailInUseBy', { name });
      }
      if (problem.status === 400) return deskText('team.invite.invalid');
      break;
    }
  }
  return deskText('team.invite.failed', { reason: problemReason(problem) });
}

/** The deactivation's failure, naming the driver. */
export function deactivateProblem(error: unknown, name: string): string {
  const problem = deskBackendProblem(error);
  switch (problem.kind) {
    case 'offline':
      return deskText('team.deactivate.offline', { name });
    case 'signed-out':
      return deskText('team.signedOut');
    case 'not-allowed':
      return deskText('team.notManager');
    case 'refused':
      if (problem.status === 404) return deskText('team.deactivate.notFound', { name });
      if (problem.status === 422) return deskText('team.deactivate.isManager', { name });
      break;
  }
  return deskText('team.deactivate.failed', { name, reason: problemReason(problem) });
}
