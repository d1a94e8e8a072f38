import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { AppConfig } from '@/config/env';
import { PATHS } from '@/config/paths';
import { noAppUpdates } from '@/features/pwa';
import type { Services } from '@/services/ports';
import { AppRoot } from './AppRoot';

function AtOrders({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={[PATHS.order]}>{children}</MemoryRouter>;
}

/**
 * The app as the first render after a reload of /order draws it, for the next start's first
 * frame (docs/pwa.md#the-list-in-the-first-frame; main.tsx hydrates it with the same props): on
 * adapters already loaded, from the remembered start (the session and the shown orders, read
 * from the phone as that render reads them), online and with no update waiting as that render
 * assumes, the first screen only (FirstFrameContext). Rendered to HTML by react-dom/server, in
 * its own chunk (htmlRenderer.ts), when the page is idle (keepFirstFrame.ts).
 */
export function firstFrameApp(config: AppConfig, services: Services): ReactElement {
  return (
    <AppRoot
      config={{ ok: true, config }}
      updates={noAppUpdates}
      firstScreen="starting"
      router={AtOrders}
      loaded={services}
      firstFrame
    />
  );
}
