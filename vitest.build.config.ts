import { defineConfig } from 'vitest/config';

// The build tests (tests/build): they read the production build in dist/ and run one more build
// of their own, so they run after `npm run build` (see the `test` script), in Node.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/build/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
