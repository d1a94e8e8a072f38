import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  startScriptsAfterFirstPaint,
  withBuildName,
} from './scripts/vite/prerenderFirstScreens.ts';
import { buildConstants, sourceAlias } from './scripts/vite/sharedConfig.ts';

// The back office's desk (docs/desk.md), built on its own beside the driver app: React, but
// none of the app's plugins (preloads, prerender, service worker), so the driver app does not
// grow and drivers' phones never download it. Its HTML is dist/desk.html (Hosting serves it for
// /desk and /desk/**), its code dist/assets/desk-*, and its manifest
// dist/.vite/desk-manifest.json (scripts/check-budget.mjs weighs it). The app's build runs this
// one after itself (scripts/vite/deskPage.ts).

const root = fileURLToPath(new URL('./src/desk', import.meta.url));
const projectRoot = fileURLToPath(new URL('.', import.meta.url));

export const DESK_MANIFEST = '.vite/desk-manifest.json';

/** Firestore's regular-expression engine, which only its pipelines use (as in vite.config.ts). */
const STAND_INS = {
  re2js: fileURLToPath(new URL('./src/services/firebase/noRegexEngine.ts', import.meta.url)),
};

/**
 * The build's name on desk-boot.js's tag: desk-boot.js shows the board kept in the first frame
 * only when this build drew it (docs/desk.md#the-board-in-the-first-frame). And the desk's
 * scripts started by boot.js after the first paint, as the driver app's sign-in page's are: the
 * kept board's paint then never waits on them (the module scripts of <head> ran before it).
 */
const nameOnDeskBoot: Plugin = {
  name: 'dispatch-desk-build-name',
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) =>
      context.bundle === undefined
        ? html
        : startScriptsAfterFirstPaint(
            withBuildName(html, context.bundle, '<script src="/desk-boot.js"'),
          ),
  },
};

export default defineConfig({
  root,
  // The VITE_* settings of the project, as the app reads them.
  envDir: projectRoot,
  // The app's public files (boot.js: the theme before the first paint; the icons), known to
  // this build as public, and not copied again: the app's build has put them in dist/.
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  resolve: { alias: { ...sourceAlias, ...STAND_INS } },
  define: {
    ...buildConstants,
    // The desk is never inside the native wrapper (config/env.ts: isNativeBuild).
    'import.meta.env.NATIVE': JSON.stringify(false),
  },
  plugins: [react(), nameOnDeskBoot],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    target: 'es2022',
    manifest: DESK_MANIFEST,
    rolldownOptions: {
      input: { desk: fileURLToPath(new URL('./src/desk/desk.html', import.meta.url)) },
      output: {
        entryFileNames: 'assets/desk-[hash].js',
        chunkFileNames: 'assets/desk-[name]-[hash].js',
        assetFileNames: 'assets/desk-[name]-[hash][extname]',
      },
    },
  },
});
