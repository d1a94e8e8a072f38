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
    // A worker per core (Vitest's default leaves one core to its main process, which mostly
    // waits): on two cores, two workers ran the suite in 13 minutes at a load of 5–9 where one
    // took 25 at 12–14, every test passing; the waits' patience (tests/setup.ts) covers the rest.
    maxWorkers: '100%',
  },
});
