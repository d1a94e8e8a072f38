import { asRecord } from './read';

// The one reading of a failed backend call, for both apps (docs/architecture.md#backend-errors):
// what went wrong, in the few kinds a person is told about. Each app words the kind from its own
// catalogue; a place adds only what is its own (a contract code it tells apart, its subject).
// Pure: the error is read by its shape (the ports' DispatchApiError: kind, status, code), and
// whether the browser is online is handed in.

export type BackendProblem =
  /** The browser is offline: nothing left it. */
  | { kind: 'offline' }
  /**
   * Online, but no answer came: the server is down or unreachable, or the browser hid its answer
   * (an origin the server does not allow: CORS). Never "offline".
   */
  | { kind: 'unreachable' }
  /** No answer in time; the call may or may not have been applied. */
  | { kind: 'timed-out' }
  /** 401: the sign-in expired or was ended. */
  | { kind: 'signed-out' }
  /** 403: the caller is not a manager (the contract's `not-a-manager`). */
  | { kind: 'not-allowed'; code: string | null; message: string }
  /** Another 4xx: refused for good, with the contract's code when the server gave one. */
  | { kind: 'refused'; status: number; code: string | null; message: string }
  /** 408, 429, 5xx or an unfollowed redirect: the server failed for now. */
  | { kind: 'server'; status: number | null; message: string }
  /** Not a backend answer at all (a bug, an unreadable answer). */
  | { kind: 'failed'; message: string };

const KINDS = new Set(['offline', 'timeout', 'unauthorized', 'rejected', 'server']);

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return typeof error === 'string' && error !== '' ? error : 'unknown error';
}

/** What a failed backend call means for the person at the screen. */
export function classifyBackendError(error: unknown, online: boolean): BackendProblem {
  const record = error instanceof Error ? asRecord(error) : null;
  const kind = record?.kind;
  const message = messageOf(error);
  if (record === null || typeof kind !== 'string' || !KINDS.has(kind)) {
    return { kind: 'failed', message };
  }
  const status = typeof record.status === 'number' ? record.status : null;
  const code = typeof record.code === 'string' && record.code !== '' ? record.code : null;
  switch (kind) {
    // No answer: offline only when the browser says so.
    case 'offline':
      return online ? { kind: 'unreachable' } : { kind: 'offline' };
    case 'timeout':
      return online ? { kind: 'timed-out' } : { kind: 'offline' };
    case 'unauthorized':
      return { kind: 'signed-out' };
    case 'rejected':
      if (status === 401) return { kind: 'signed-out' };
      if (status === 403) return { kind: 'not-allowed', code, message };
      return { kind: 'refused', status: status ?? 400, code, message };
    default:
      return { kind: 'server', status, message };
  }
}
