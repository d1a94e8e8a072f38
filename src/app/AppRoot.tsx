import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AppConfig, ConfigResult } from '@/config/env';
import { PwaLayer, type AppUpdates } from '@/features/pwa';
import type { Services } from '@/services/ports';
import { showDeviceLanguage } from '@/ui/i18n';
import { App } from './App';
import type { FirstScreen } from './ServicesBoot';

/** The page's router: the browser's, or a fixed location when prerendering. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

/**
 * Everything inside #root: the app and the PWA messages beside it. src/main.tsx renders it in
 * the browser; src/app/prerender.tsx renders the same at build time, so the two agree.
 */
export function AppRoot({
  config,
  updates,
  firstScreen,
  router: Router = BrowserRouter,
  load,
  loaded,
}: {
  config?: ConfigResult;
  updates: AppUpdates;
  firstScreen: FirstScreen;
  router?: AppRouter;
  /** The adapters' loader (tests pass their fakes). */
  load?: (config: AppConfig) => Promise<Services>;
  /** Adapters already loaded before the first render (src/main.tsx, a remembered start). */
  loaded?: Services;
}) {
  // After the first render, which is English like the prerendered HTML it may hydrate: then
  // the device's language (docs/i18n.md#first-screen). Effects never run when prerendering.
  useEffect(() => void showDeviceLanguage(), []);
  return (
    <StrictMode>
      {/* One router for the page: the PWA layer beside the app reads the route too. */}
      <Router>
        <App config={config} firstScreen={firstScreen} load={load} loaded={loaded} />
        <PwaLayer updates={updates} />
      </Router>
    </StrictMode>
  );
}
