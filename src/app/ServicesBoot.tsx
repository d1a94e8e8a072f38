import { useEffect, useState } from 'react';
import { demoAccountsBeforeLoad, loadServices } from '@/app/loadServices';
import type { AppConfig } from '@/config/env';
import { deferred, errorMessage } from '@/platform';
import type { Services } from '@/services/ports';
import { useTranslation } from '@/ui/i18n';
import { StartingScreen } from '@/ui/LoadingScreen';
import { ReloadButton } from '@/ui/ReloadButton';
import { StateMessage } from '@/ui/StateMessage';
import { AppProviders } from './AppProviders';
import { createPendingServices } from './pendingServices';

type Boot =
  | { status: 'loading' }
  | { status: 'ready'; services: Services }
  | { status: 'failed'; message: string };

/**
 * What shows while the adapters load: "Starting Dispatch…" (every route but /login), or the
 * sign-in form itself on /login, whose HTML the build prerenders (docs/performance.md).
 */
export type FirstScreen = 'starting' | 'login';

/** Loads the adapters of the configured mode (their own chunk), then mounts the app. */
export function ServicesBoot({
  config,
  load = loadServices,
  firstScreen = 'starting',
  loaded,
}: {
  config: AppConfig;
  load?: (config: AppConfig) => Promise<Services>;
  firstScreen?: FirstScreen;
  /** Adapters already loaded before the first render (src/main.tsx, a remembered start). */
  loaded?: Services;
}) {
  const { t } = useTranslation();
  const [boot, setBoot] = useState<Boot>(() =>
    loaded ? { status: 'ready', services: loaded } : { status: 'loading' },
  );
  // Created once, and only for the sign-in screen: it runs on these until the adapters load.
  const [pending] = useState(() => {
    if (firstScreen !== 'login') return null;
    // The real adapters, as a promise the pending services wait on.
    const real = deferred<Services>();
    return {
      real,
      services: createPendingServices(config.mode, real.promise, demoAccountsBeforeLoad(config)),
    };
  });
  useEffect(() => {
    if (loaded) return;
    let cancelled = false;
    load(config).then(
      (services) => {
        pending?.real.resolve(services);
        if (!cancelled) setBoot({ status: 'ready', services });
      },
      (error: unknown) => {
        pending?.real.reject(error);
        if (!cancelled) {
          setBoot({
            status: 'failed',
            message: errorMessage(error),
          });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [config, load, loaded, pending]);

  if (boot.status === 'loading') {
    // The same element type as when ready, so the form (and what was typed) stays as it is
    // when the real adapters replace the pending ones.
    if (pending) return <AppProviders config={config} services={pending.services} />;
    return <StartingScreen />;
  }
  if (boot.status === 'failed') {
    return (
      <main className="page">
        <StateMessage
          tone="error"
          headingLevel={1}
          title={t('app.couldNotStart')}
          action={<ReloadButton />}
        >
          <p>{boot.message}</p>
        </StateMessage>
      </main>
    );
  }
  return <AppProviders config={config} services={boot.services} />;
}
