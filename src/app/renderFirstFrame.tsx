import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { AppConfig } from '@/config/env';
import { PATHS } from '@/config/paths';
import { noAppUpdates } from '@/features/pwa';
import type { Services } from '@/services/ports';
import { AppRoot } from './AppRoot';

// Its own chunk (react-dom/server is not needed to show anything): loaded when the page is idle
// after the orders have been remembered (keepFirstFrame.ts, named by src/main.tsx).

function AtOrders({ children }: { children: ReactNode }) {
  return <StaticRouter location={PATHS.order}>{children}</StaticRouter>;
}

/**
 * #root's markup for the next start's first frame: the app as its first render after a reload
 * of /order draws it (main.tsx hydrates it with the same props): on adapters already loaded,
 * from the remembered start (the session and the shown orders, read from the phone as that
 * render reads them), online and with no update waiting as that render assumes, the first
 * screen only (FirstFrameContext).
 */
export function renderFirstFrame(config: AppConfig, services: Services): string {
  return renderToString(
    <AppRoot
      config={{ ok: true, config }}
      updates={noAppUpdates}
      firstScreen="starting"
      router={AtOrders}
      loaded={services}
      firstFrame
    />,
  );
}
