import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { buildConstants, sourceAlias } from './scripts/vite/sharedConfig.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sourceAlias },
  define: buildConstants,
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A limit for a test that hangs, not a speed check: a busy machine takes several times as long.
    testTimeout: 60_000,
  },
});
