import type { AppConfig } from '../config/env';
import { SessionProvider } from '../features/session/SessionProvider';
import { AppEnvironmentProvider } from '../features/shared/services';
import type { Services } from '../services';
import { AppRoutes } from './AppRoutes';

/** The app on loaded services, inside the page's router (mounted in main.tsx). */
export function AppProviders({ config, services }: { config: AppConfig; services: Services }) {
  return (
    <AppEnvironmentProvider config={config} services={services}>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </AppEnvironmentProvider>
  );
}
