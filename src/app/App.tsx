import { configResult, type ConfigResult } from '../config/env';
import { ConfigErrorScreen } from './ConfigErrorScreen';
import { ServicesBoot } from './ServicesBoot';
import '../ui/theme.css';

/** The whole app: a configuration error screen, or the app on the configured services. */
export function App({ config = configResult }: { config?: ConfigResult }) {
  if (!config.ok) return <ConfigErrorScreen problems={config.problems} />;
  return <ServicesBoot config={config.config} />;
}
