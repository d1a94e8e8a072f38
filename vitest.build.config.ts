import { defineConfig } from 'vitest/config';
import { buildConstants, sourceAlias } from './scripts/vite/sharedConfig.ts';

// The build tests (tests/build): they read the production build in dist/ and run one more build
// of their own, so they run after `npm run build` (see the `test` script), in Node.
export default defineConfig({
  // The same `@/` alias and build constants as the app (the code under test imports `@/…`).
  resolve: { alias: sourceAlias },
  define: buildConstants,
  test: {
    environment: 'node',
    include: ['tests/build/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
