import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The production build and the dev server. PWA wiring (service worker, manifest) is added by
// the PWA issue; keep this file the single place where build behaviour is decided.
export default defineConfig({
  plugins: [react()],
  server: { port: 5173, host: '127.0.0.1' },
  preview: { port: 4173, host: '127.0.0.1' },
  build: {
    // Source maps stay out of dist: they would ship the whole source to every phone.
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/check-bundle.mjs reads it to prove that the maps
    // library stays out of the initial chunk. Not served to anyone: only the build check uses it.
    manifest: true,
    target: 'es2022',
  },
});
