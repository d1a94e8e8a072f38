import { BrowserRouter } from 'react-router-dom';
import type { AppConfig } from '../config/env';
import { SessionProvider } from '../features/session/SessionProvider';
import { AppEnvironmentProvider } from '../features/shared/services';
import type { Services } from '../services';
import { AppRoutes } from './AppRoutes';

export function AppProviders({ config, services }: { config: AppConfig; services: Services }) {
  return (
    <AppEnvironmentProvider config={config} services={services}>
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SessionProvider>
    </AppEnvironmentProvider>
  );
}
