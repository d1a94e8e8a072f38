import { deskText } from '@/desk/i18n/texts';
import { classifyBackendError, type BackendProblem } from '@/domain/backendError';
import { isOnline } from '@/platform';

// The desk's side of the one classifier of backend errors (domain/backendError.ts,
// docs/architecture.md#backend-errors): every place that tells a person why a call failed reads
// the error here, words what is its own (a contract code, its subject) and leaves the rest to
// `problemReason`, so offline, an unreachable server, a timeout and a lapsed sign-in read alike
// everywhere.

export type { BackendProblem } from '@/domain/backendError';

/** What a failed backend call means, by the browser's connection now. */
export function deskBackendProblem(error: unknown): BackendProblem {
  return classifyBackendError(error, isOnline());
}

/** The reason to put after a place's subject ("Nobody was invited: <reason>"). */
export function problemReason(problem: BackendProblem): string {
  switch (problem.kind) {
    case 'offline':
      return deskText('backend.offline');
    case 'unreachable':
      return deskText('backend.unreachable');
    case 'timed-out':
      return deskText('backend.timedOut');
    case 'signed-out':
      return deskText('backend.signedOut');
    default:
      return problem.message;
  }
}
