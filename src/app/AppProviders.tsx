import type { ComponentType, ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AppConfig } from '../config/env';
import { SessionProvider } from '../features/session/SessionProvider';
import { AppEnvironmentProvider } from '../features/shared/services';
import type { Services } from '../services';
import { AppRoutes } from './AppRoutes';

/** The router the app runs in: the browser's, or a fixed location when prerendering. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

export function AppProviders({
  config,
  services,
  router: Router = BrowserRouter,
}: {
  config: AppConfig;
  services: Services;
  router?: AppRouter;
}) {
  return (
    <AppEnvironmentProvider config={config} services={services}>
      <SessionProvider>
        <Router>
          <AppRoutes />
        </Router>
      </SessionProvider>
    </AppEnvironmentProvider>
  );
}
