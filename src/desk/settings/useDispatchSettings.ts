import { useCallback, useEffect, useState } from 'react';
import { deskBackendProblem, problemReason } from '@/desk/backendProblem';
import { useDeskServices } from '@/desk/deskServices';
import { deskText } from '@/desk/i18n/texts';
import type { BusinessDispatchSettings, DispatchSettingsChoice } from '@/domain/dispatch/settings';

// "Settings → Auto-dispatch" (docs/auto-dispatch.md#settings): the business's dispatch settings,
// read through the backend (POST /desk/settings/read) and saved through it (POST /desk/settings).

export type SettingsRead =
  | { status: 'loading' }
  | { status: 'error'; reason: string }
  | { status: 'ready'; settings: BusinessDispatchSettings };

export function useDispatchSettings() {
  const { ordersIn } = useDeskServices();
  const [read, setRead] = useState<SettingsRead>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    ordersIn.readDispatchSettings().then(
      (settings) => active && setRead({ status: 'ready', settings }),
      (error: unknown) =>
        active &&
        setRead({
          status: 'error',
          reason: deskText('autoDispatch.readFailed', {
            reason: problemReason(deskBackendProblem(error)),
          }),
        }),
    );
    return () => {
      active = false;
    };
  }, [ordersIn, attempt]);

  const reload = useCallback(() => {
    setRead({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const save = useCallback(
    (choice: DispatchSettingsChoice) => ordersIn.saveDispatchSettings(choice),
    [ordersIn],
  );

  return { read, reload, save };
}

/** Why a save failed, in the desk's words. */
export function saveProblem(error: unknown): string {
  const problem = deskBackendProblem(error);
  if (problem.kind === 'offline') return deskText('autoDispatch.offline');
  if (problem.kind === 'not-allowed') return deskText('autoDispatch.notManager');
  return deskText('autoDispatch.failed', { reason: problemReason(problem) });
}
