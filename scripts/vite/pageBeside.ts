import { resolve } from 'node:path';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';

// A page of its own beside the driver app, in the same dist/: the customer's tracking page
// (docs/tracking.md) and the back office's desk (docs/desk.md). Each is built by its own Vite
// config once the app's build has closed — after the service worker's precache list was
// written, so drivers' phones never download it — and served for its paths by `vite preview`
// and `vite` (Hosting does it with a rewrite in firebase.json).

export interface PageBeside {
  /** The plugin's name (Vite shows it in errors). */
  name: string;
  /** The page's own Vite config, relative to the project root ("vite.track.config.ts"). */
  configFile: string;
  /** The paths (with their query string) that the page answers. */
  paths: RegExp;
  /** Its HTML as the dev server serves it ("/src/track/track.html"). */
  sourceHtml: string;
  /** Its HTML in the build ("/track.html"). */
  builtHtml: string;
}

function rewrite(paths: RegExp, to: string) {
  return (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url !== undefined && paths.test(req.url)) req.url = to;
    next();
  };
}

export function pageBeside(page: PageBeside, options: { enabled: boolean }): Plugin {
  let command: 'build' | 'serve' = 'serve';
  let outDir = 'dist';
  let mode = 'production';
  return {
    name: page.name,
    configResolved(config) {
      command = config.command;
      // Wherever the app went (`--outDir dist-proof-required` too), the page goes beside it.
      outDir = resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    configureServer(server: ViteDevServer) {
      server.middlewares.use(rewrite(page.paths, page.sourceHtml));
    },
    configurePreviewServer(server: PreviewServer) {
      server.middlewares.use(rewrite(page.paths, page.builtHtml));
    },
    // The dev server answers the page's own path (/desk) with its source HTML, so the browser
    // would look for a script beside the HTML ("./main.tsx") beside that path: name it from the
    // root instead. (The build resolves it from the page's own Vite root.)
    transformIndexHtml(html, context) {
      if (command !== 'serve' || context.path !== page.sourceHtml) return html;
      const folder = page.sourceHtml.slice(0, page.sourceHtml.lastIndexOf('/') + 1);
      return html.replace(/(src|href)="\.\//g, `$1="${folder}`);
    },
    async closeBundle() {
      if (command !== 'build' || !options.enabled) return;
      const { build } = await import('vite');
      await build({
        configFile: new URL(`../../${page.configFile}`, import.meta.url).pathname,
        mode,
        build: { outDir },
        logLevel: 'warn',
      });
    },
  };
}
