import type { Plugin } from 'vite';
import { pageBeside } from './pageBeside.ts';

// The customer's tracking page beside the app (docs/tracking.md): built by its own config
// (vite.track.config.ts) and served for /track/<token>.

export const TRACK_PATH = /^\/track\/[^/?#]*\/?(\?.*)?$/;

export function trackingPage(options: { enabled: boolean }): Plugin {
  return pageBeside(
    {
      name: 'dispatch-tracking-page',
      configFile: 'vite.track.config.ts',
      paths: TRACK_PATH,
      sourceHtml: '/src/track/track.html',
      builtHtml: '/track.html',
    },
    options,
  );
}
