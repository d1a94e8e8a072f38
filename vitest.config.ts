import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { buildConstants, sourceAlias } from './scripts/vite/sharedConfig.ts';

/**
 * The tests of code that never meets a page: the domain's rules, the backend core, the scripts,
 * the lint rules. They run in node, without jsdom or the page's setup, which cost about 1.7 s a
 * file (docs/testing.md#the-commands); everything else runs in jsdom.
 */
const NODE_TESTS = [
  'tests/unit/domain/**/*.test.ts',
  'tests/unit/backend/**/*.test.ts',
  'tests/unit/scripts/**/*.test.ts',
  'tests/unit/lint/**/*.test.ts',
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: sourceAlias },
  define: buildConstants,
  test: {
    restoreMocks: true,
    // A limit for a test that hangs, not a speed check: a busy machine takes several times as long.
    testTimeout: 60_000,
    // A worker per core (Vitest's default leaves one core to its main process, which mostly
    // waits): on two cores, two workers ran the suite in 13 minutes at a load of 5–9 where one
    // took 25 at 12–14, every test passing; the waits' patience (tests/setup.ts) covers the rest.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['./tests/setupNode.ts'],
          include: NODE_TESTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          setupFiles: ['./tests/setup.ts'],
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/components/**/*.test.{ts,tsx}'],
          exclude: NODE_TESTS,
        },
      },
    ],
  },
});
