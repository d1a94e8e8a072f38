import { configResult, type AppConfig, type ConfigResult } from '@/config/env';
import type { Services } from '@/services/ports';
import { ConfigErrorScreen } from './ConfigErrorScreen';
import { ServicesBoot, type FirstScreen } from './ServicesBoot';
// The app-wide styles, in this order (the cascade): tokens, base elements, controls, page pieces.
import '@/ui/theme/tokens.css';
import '@/ui/theme/base.css';
import '@/ui/theme/controls.css';
import '@/ui/theme/layout.css';

/** The whole app: a configuration error screen, or the app on the configured services. */
export function App({
  config = configResult,
  firstScreen,
  load,
  loaded,
}: {
  config?: ConfigResult;
  /** What the HTML showed before the scripts ran (src/app/prerender.tsx). */
  firstScreen?: FirstScreen;
  /** The adapters' loader (tests pass their fakes). */
  load?: (config: AppConfig) => Promise<Services>;
  /** Adapters already loaded before the first render (src/main.tsx, a remembered start). */
  loaded?: Services;
}) {
  if (!config.ok) return <ConfigErrorScreen problems={config.problems} />;
  return (
    <ServicesBoot config={config.config} firstScreen={firstScreen} load={load} loaded={loaded} />
  );
}
