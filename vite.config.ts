import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { THEME } from './src/config/constants.ts';
import { deskPage } from './scripts/vite/deskPage.ts';
import { nativeBuildTrims, nativeModuleSideEffects } from './scripts/vite/nativeBuild.ts';
import { preloadModeServices } from './scripts/vite/preloadModeServices.ts';
import { prerenderFirstScreens } from './scripts/vite/prerenderFirstScreens.ts';
import { buildConstants, sourceAlias } from './scripts/vite/sharedConfig.ts';
import { trackingPage } from './scripts/vite/trackingPage.ts';

// The production build and the dev server. Keep this file the single place where build
// behaviour is decided.

/** `vite build --mode native`: the web app inside the Capacitor wrapper (docs/native.md). */
export const NATIVE_MODE = 'native';

/**
 * Packages the app's builds replace with a stand-in of ours: Firestore's regular-expression
 * engine, which only its pipelines use (src/services/firebase/noRegexEngine.ts says why).
 */
const STAND_INS = {
  re2js: fileURLToPath(new URL('./src/services/firebase/noRegexEngine.ts', import.meta.url)),
};

export default defineConfig(({ mode }) => ({
  resolve: { alias: { ...sourceAlias, ...STAND_INS } },
  define: {
    ...buildConstants,
    // A boolean literal (src/config/env.ts: isNativeBuild), so the bundler drops the wrapper's
    // branches from the browser build and the browser's (service worker, install) from this one.
    'import.meta.env.NATIVE': JSON.stringify(mode === NATIVE_MODE),
  },
  plugins: [
    react(),
    preloadModeServices(),
    mode === NATIVE_MODE && nativeBuildTrims(),
    prerenderFirstScreens(),
    // The PWA (docs/pwa.md): one service worker (src/sw.ts, also home of push), a manifest,
    // the precache list injected at build time. docs/pwa.md explains the whole flow.
    VitePWA({
      // The wrapper ships its files inside the app: no service worker, no web manifest.
      disable: mode === NATIVE_MODE,
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      // A new version is offered ("Update available — Reload"), never forced.
      registerType: 'prompt',
      // We register ourselves (src/app/pwa), later and more carefully than the plugin would.
      injectRegister: false,
      injectManifest: {
        // A classic (non-module) worker: module service workers are still missing in some
        // browsers the dispatchers use, and the push code of the same worker must run there too.
        rollupFormat: 'iife',
        // The shell, its lazy chunks, styles, fonts and images: everything needed to open
        // offline (the plugin adds the web manifest itself). Nothing dynamic: API, Firestore
        // and backend responses are never cached.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2}'],
        // The customer's tracking page is not the driver's app: never downloaded to a phone.
        // Nor is the back office's desk (docs/desk.md): its own page, for managers.
        globIgnores: [
          '**/node_modules/**',
          'track.html',
          'assets/track-*',
          'desk.html',
          'desk-boot.js',
          'assets/desk-*',
        ],
        // The Firebase SDK chunk of the Firebase build is large but needed to open offline.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        sourcemap: false,
      },
      // globPatterns above already lists the icons; listing them again would duplicate entries.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: 'Dispatch',
        short_name: 'Dispatch',
        description: "Today's delivery orders for the delivery staff, online or not.",
        lang: 'en',
        start_url: '/order',
        scope: '/',
        display: 'standalone',
        theme_color: THEME.darkRed,
        // The splash screen behind the icon while the app starts: the same dark red, so the
        // launch looks like one surface with the yellow mark on it.
        background_color: THEME.darkRed,
        categories: ['business', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      // The dev server never runs the worker (stale caches while editing are a trap); see
      // docs/pwa.md for checking the worker locally against a production build.
      devOptions: { enabled: false },
    }),
    // The customer's tracking page, /track/<token> (docs/tracking.md): its own small build,
    // after the app's (not in the native wrapper: customers open it on the web).
    trackingPage({ enabled: mode !== NATIVE_MODE }),
    // The back office's desk, /desk (docs/desk.md): its own build too, never in the wrapper.
    deskPage({ enabled: mode !== NATIVE_MODE }),
  ],
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: {
    // Source maps stay out of dist: they would ship the whole source to every phone.
    sourcemap: false,
    outDir: mode === NATIVE_MODE ? 'dist-native' : 'dist',
    // dist/.vite/manifest.json: scripts/check-bundle.mjs reads it to prove that the maps
    // library stays out of the initial chunk. Not served to anyone: only the build check uses it.
    manifest: true,
    target: 'es2022',
    rolldownOptions:
      mode === NATIVE_MODE ? { treeshake: { moduleSideEffects: nativeModuleSideEffects } } : {},
  },
}));
