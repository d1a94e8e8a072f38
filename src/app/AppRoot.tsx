import { StrictMode } from 'react';
import type { AppConfig, ConfigResult } from '../config/env';
import { PwaLayer, type AppUpdates } from '../features/pwa';
import type { Services } from '../services';
import { App } from './App';
import type { AppRouter } from './AppProviders';
import type { FirstScreen } from './ServicesBoot';

/**
 * Everything inside #root: the app and the PWA messages beside it. src/main.tsx renders it in
 * the browser; src/app/prerender.tsx renders the same at build time, so the two agree.
 */
export function AppRoot({
  config,
  updates,
  firstScreen,
  router,
  load,
}: {
  config?: ConfigResult;
  updates: AppUpdates;
  firstScreen: FirstScreen;
  router?: AppRouter;
  /** The adapters' loader (tests pass their fakes). */
  load?: (config: AppConfig) => Promise<Services>;
}) {
  return (
    <StrictMode>
      <App config={config} firstScreen={firstScreen} router={router} load={load} />
      <PwaLayer updates={updates} />
    </StrictMode>
  );
}
