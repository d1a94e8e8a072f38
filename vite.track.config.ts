import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { buildConstants, sourceAlias } from './scripts/vite/sharedConfig.ts';

// The customer's tracking page (docs/tracking.md), built on its own beside the app: no React,
// no Firebase SDK, none of the app's plugins (preloads, prerender, service worker). Its HTML is
// dist/track.html (Hosting serves it for /track/**), its code dist/assets/track-*.js, and its
// manifest dist/.vite/track-manifest.json (scripts/check-budget.mjs weighs it). The app's build
// runs this one after itself (scripts/vite/trackingPage.ts).

const root = fileURLToPath(new URL('./src/track', import.meta.url));
const projectRoot = fileURLToPath(new URL('.', import.meta.url));

export const TRACK_MANIFEST = '.vite/track-manifest.json';

export default defineConfig({
  root,
  // The VITE_* settings of the project, as the app reads them.
  envDir: projectRoot,
  publicDir: false,
  resolve: { alias: sourceAlias },
  define: buildConstants,
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    sourcemap: false,
    target: 'es2022',
    manifest: TRACK_MANIFEST,
    rolldownOptions: {
      input: { track: fileURLToPath(new URL('./src/track/track.html', import.meta.url)) },
      output: {
        entryFileNames: 'assets/track-[hash].js',
        chunkFileNames: 'assets/track-[name]-[hash].js',
        assetFileNames: 'assets/track-[name]-[hash][extname]',
      },
    },
  },
});
