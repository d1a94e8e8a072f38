import { useEffect, useMemo, useState } from 'react';
import type { ConfigResult } from '@/config/env';
import { errorMessage } from '@/platform';
import type { DeskServices } from '@/services/deskPorts';
import { LoadingScreen } from '@/ui/LoadingScreen';
import { StateMessage } from '@/ui/StateMessage';
import { createDeskMaps, DeskMapsProvider } from './deskMaps';
import { DeskServicesProvider } from './deskServices';
import { forgetDeskFirstFrame } from './firstFrame/deskFirstFrame';
import { useTakeOverFirstFrame } from './firstFrame/takeOver';
import { useDeskTexts } from './i18n/texts';
import { DeskSessionProvider, useDeskSession } from './session/DeskSession';
import { DeskSignIn } from './session/DeskSignIn';
import { DeskHeader } from './shell/DeskHeader';
import { DeskNav, type DeskView } from './shell/DeskNav';
import { DeskSection } from './shell/DeskSection';

// The desk (docs/desk.md): its adapters loaded once, then its own session, then the sign-in
// form, or the signed-in manager's sections (the board first).

type Load = (config: Extract<ConfigResult, { ok: true }>['config']) => Promise<DeskServices>;

/** One load per configuration: StrictMode (and a remount) must not open the adapters twice. */
const loads = new WeakMap<object, Promise<DeskServices>>();

type Boot =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; services: DeskServices };

export function DeskApp({ configResult, load }: { configResult: ConfigResult; load: Load }) {
  const { t } = useDeskTexts();
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });
  // Google's maps on the desk: the configuration's key (docs/map.md#the-desks-map).
  const maps = useMemo(
    () =>
      configResult.ok
        ? createDeskMaps({
            apiKey: configResult.config.googleMapsApiKey,
            mapsApiBaseUrl: configResult.config.mapsApiBaseUrl,
          })
        : null,
    [configResult],
  );
  useEffect(() => {
    if (!configResult.ok) return;
    let active = true;
    let loading = loads.get(configResult.config);
    if (loading === undefined) {
      loading = load(configResult.config);
      loads.set(configResult.config, loading);
    }
    loading.then(
      (services) => active && setBoot({ status: 'ready', services }),
      (error: unknown) => active && setBoot({ status: 'failed', message: errorMessage(error) }),
    );
    return () => {
      active = false;
    };
  }, [configResult, load]);

  useEffect(() => {
    document.title = t('app.title');
  });

  const failed = !configResult.ok || boot.status === 'failed';
  // Why the desk could not start replaces the board kept in the first frame.
  useTakeOverFirstFrame(failed);
  if (failed) {
    const problems = configResult.ok ? null : configResult.problems.join(' ');
    return (
      <main className="desk-boot">
        <StateMessage tone="error" title={t('app.couldNotStart')} headingLevel={1}>
          <p>
            {problems === null
              ? boot.status === 'failed' && boot.message
              : t('app.configError', { problems })}
          </p>
          <p>{t('app.couldNotStartHelp')}</p>
        </StateMessage>
      </main>
    );
  }
  if (boot.status === 'loading' || maps === null) {
    return <LoadingScreen label={t('app.starting')} />;
  }
  return (
    <DeskMapsProvider maps={maps}>
      <DeskRoot services={boot.services} />
    </DeskMapsProvider>
  );
}

/** Everything after the adapters: the session, then the sign-in form or the board. */
export function DeskRoot({ services }: { services: DeskServices }) {
  return (
    <DeskServicesProvider services={services}>
      <DeskSessionProvider>
        <DeskScreens />
      </DeskSessionProvider>
    </DeskServicesProvider>
  );
}

function DeskScreens() {
  const { t } = useDeskTexts();
  const { state } = useDeskSession();
  // Signed out (or refused) at the start: the sign-in form replaces the board kept in the first
  // frame, which is forgotten (it was the board of a session that has ended).
  const signedOut = state.status === 'signedOut' || state.status === 'refused';
  useTakeOverFirstFrame(signedOut);
  useEffect(() => {
    if (signedOut) forgetDeskFirstFrame();
  }, [signedOut]);
  if (state.status === 'loading') return <LoadingScreen label={t('app.starting')} />;
  return (
    <>
      <DeskHeader />
      {state.status === 'ready' ? <SignedInDesk key={state.user.uid} /> : <DeskSignIn />}
    </>
  );
}

/** A manager's desk: its sections, the board first (again after a sign-out and back). */
function SignedInDesk() {
  const [view, setView] = useState<DeskView>('board');
  return (
    <>
      <DeskNav view={view} onView={setView} />
      <DeskSection view={view} />
    </>
  );
}
