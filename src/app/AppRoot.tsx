import { StrictMode, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AppConfig, ConfigResult } from '@/config/env';
import { PwaLayer, type AppUpdates } from '@/features/pwa';
import { FirstFrameContext } from '@/features/shared/firstFrame';
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
  firstFrame: drawsFirstFrame = false,
}: {
  config?: ConfigResult;
  updates: AppUpdates;
  firstScreen: FirstScreen;
  router?: AppRouter;
  /** The adapters' loader (tests pass their fakes). */
  load?: (config: AppConfig) => Promise<Services>;
  /** Adapters already loaded before the first render (src/main.tsx, a remembered start). */
  loaded?: Services;
  /**
   * This render draws the first frame (firstFrameApp.tsx) or hydrates it: the screens draw the
   * first screen only, until this render is committed.
   */
  firstFrame?: boolean;
}) {
  const [firstFrame, setFirstFrame] = useState(drawsFirstFrame);
  // Once React owns the page, the rest of the list is drawn (effects never run on a server).
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the change must follow the commit
  useEffect(() => setFirstFrame(false), []);
  // After the first render, which is English like the prerendered HTML it may hydrate: then
  // the device's language (docs/i18n.md#first-screen). Effects never run when prerendering.
  useEffect(() => void showDeviceLanguage(), []);
  return (
    <StrictMode>
      <FirstFrameContext.Provider value={firstFrame}>
        {/* One router for the page: the PWA layer beside the app reads the route too. */}
        <Router>
          <App config={config} firstScreen={firstScreen} load={load} loaded={loaded} />
          <PwaLayer updates={updates} />
        </Router>
      </FirstFrameContext.Provider>
    </StrictMode>
  );
}
