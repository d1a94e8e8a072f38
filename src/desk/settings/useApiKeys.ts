import { useCallback, useEffect, useState } from 'react';
import { deskBackendProblem, problemReason } from '@/desk/backendProblem';
import { useDeskServices } from '@/desk/deskServices';
import { deskText } from '@/desk/i18n/texts';
import type { ApiKeySummary, CreatedApiKey } from '@/domain/intake/wire';

// The intake API's keys (docs/intake.md#api-keys): listed, made and revoked through the backend
// (`POST /desk/apikeys…`); the list is read again after each change.

export type KeyList =
  | { status: 'loading' }
  | { status: 'error'; reason: string }
  | { status: 'ready'; keys: ApiKeySummary[] };

export function useApiKeys() {
  const { ordersIn } = useDeskServices();
  const [list, setList] = useState<KeyList>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    ordersIn.listApiKeys().then(
      (keys) => active && setList({ status: 'ready', keys }),
      (error: unknown) => active && setList({ status: 'error', reason: keyProblem(error) }),
    );
    return () => {
      active = false;
    };
  }, [ordersIn, attempt]);

  const reload = useCallback(() => {
    setList({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  /** A new key (its secret shown once by the caller), then the list again. */
  async function create(name: string): Promise<CreatedApiKey> {
    const created = await ordersIn.createApiKey(name);
    setAttempt((n) => n + 1);
    return created;
  }

  async function revoke(id: string): Promise<void> {
    await ordersIn.revokeApiKey(id);
    setAttempt((n) => n + 1);
  }

  return { list, reload, create, revoke };
}

/** Why a key call failed, in the desk's words. */
export function keyProblem(error: unknown): string {
  const problem = deskBackendProblem(error);
  if (problem.kind === 'offline') return deskText('apiKeys.offline');
  if (problem.kind === 'not-allowed') return deskText('apiKeys.notManager');
  return deskText('apiKeys.failed', { reason: problemReason(problem) });
}
