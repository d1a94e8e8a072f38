import { useEffect, useState } from 'react';
import type { AppConfig } from '../config/env';
import { loadServices, type Services } from '../services';
import { StartingScreen } from '../ui/LoadingScreen';
import { StateMessage } from '../ui/StateMessage';
import { AppProviders } from './AppProviders';

type Boot =
  | { status: 'loading' }
  | { status: 'ready'; services: Services }
  | { status: 'failed'; message: string };

/** Loads the adapters of the configured mode (their own chunk), then mounts the app. */
export function ServicesBoot({
  config,
  load = loadServices,
}: {
  config: AppConfig;
  load?: (config: AppConfig) => Promise<Services>;
}) {
  const [boot, setBoot] = useState<Boot>({ status: 'loading' });
  useEffect(() => {
    let cancelled = false;
    load(config).then(
      (services) => !cancelled && setBoot({ status: 'ready', services }),
      (error: unknown) =>
        !cancelled &&
        setBoot({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [config, load]);

  if (boot.status === 'loading') return <StartingScreen />;
  if (boot.status === 'failed') {
    return (
      <main className="page">
        <StateMessage
          tone="error"
          title="Dispatch could not start"
          action={
            <button
              type="button"
              className="button button--primary"
              onClick={() => window.location.reload()}
            >
              Reload
            </button>
          }
        >
          <p>{boot.message}</p>
        </StateMessage>
      </main>
    );
  }
  return <AppProviders config={config} services={boot.services} />;
}
