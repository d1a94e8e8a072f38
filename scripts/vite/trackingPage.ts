import { resolve } from 'node:path';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';

// The customer's tracking page beside the app (docs/tracking.md): built by its own config
// (vite.track.config.ts) once the app's build has closed — after the service worker's precache
// list was written, so drivers' phones never download the customer's page — and served for
// /track/<token> by `vite preview` and `vite` (Hosting does it with a rewrite in firebase.json).

const TRACK_PATH = /^\/track\/[^/?#]*\/?(\?.*)?$/;

function rewrite(to: string) {
  return (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url !== undefined && TRACK_PATH.test(req.url)) req.url = to;
    next();
  };
}

export function trackingPage(options: { enabled: boolean }): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: 'dispatch-tracking-page',
    configResolved(config) {
      command = config.command;
      // Wherever the app went (`--outDir dist-proof-required` too), the page goes beside it.
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use(rewrite('/src/track/track.html'));
    },
    configurePreviewServer(server: PreviewServer) {
      server.middlewares.use(rewrite('/track.html'));
    },
    async closeBundle() {
      if (command !== 'build' || !options.enabled) return;
      const { build } = await import('vite');
      await build({
        configFile: new URL('../../vite.track.config.ts', import.meta.url).pathname,
        mode,
        build: { outDir },
        logLevel: 'warn',
      });
    },
  };
}
