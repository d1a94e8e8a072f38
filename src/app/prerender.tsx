import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { configResult, type ConfigResult } from '@/config/env';
import { PATHS } from '@/config/paths';
import { noAppUpdates } from '@/features/pwa';
import { AppRoot } from './AppRoot';
import type { FirstScreen } from './ServicesBoot';

// The build (scripts/vite/prerenderFirstScreens.ts) writes the app's first screens into the
// HTML with this, so they paint before any script has run and React hydrates them instead of
// drawing them again: index.html gets "Starting Dispatch…" (every route but /login, where a
// signed-in start goes) and login.html the sign-in form (served for /login only, so a signed-in
// start never flashes the form). These are the real components, rendered as the browser's
// first render does: no adapters loaded yet, no session known, online, no update waiting.

/** The markup inside #root for a first screen: what the browser's first render produces. */
export function prerenderFirstScreen(
  firstScreen: FirstScreen,
  config: ConfigResult = configResult,
): string {
  // Where each is served: the starting screen's markup does not depend on the route.
  const location = firstScreen === 'login' ? PATHS.login : PATHS.order;
  const AtLocation = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  return renderToString(
    <AppRoot
      config={config}
      updates={noAppUpdates}
      firstScreen={firstScreen}
      router={AtLocation}
    />,
  );
}
