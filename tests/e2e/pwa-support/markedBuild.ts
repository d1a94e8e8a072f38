import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The meta tag that tells two otherwise identical builds apart in the update journey. */
export const BUILD_MARKER_META = 'dispatch-e2e-build';

/**
 * Builds the app again, with the real vite.config.ts, into `outDir`, adding
 * `<meta name="dispatch-e2e-build" content="<marker>">` to index.html: a new deployment whose
 * shell differs from dist/, so its service worker differs too (the precache revisions do).
 */
export async function buildWithMarker(outDir: string, marker: string): Promise<void> {
  const { build } = await import('vite');
  const markerPlugin: Plugin = {
    name: 'dispatch-e2e-build-marker',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { name: BUILD_MARKER_META, content: marker }, injectTo: 'head' },
    ],
  };
  await build({
    configFile: resolve('vite.config.ts'),
    logLevel: 'warn',
    plugins: [markerPlugin],
    build: { outDir: resolve(outDir), emptyOutDir: true },
  });
}
