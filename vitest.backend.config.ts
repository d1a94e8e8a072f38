import { defineConfig } from 'vitest/config';
import { buildConstants, sourceAlias } from './scripts/vite/sharedConfig.ts';

// The backend contract suite (tests/backend, docs/backend-contract.md): `npm run test:backend`
// (scripts/backend-tests.mjs) starts the Auth and Functions emulators and runs it against both
// homes of the backend core; run alone, it runs against the demo backend only.
export default defineConfig({
  resolve: { alias: sourceAlias },
  define: buildConstants,
  test: {
    environment: 'node',
    include: ['tests/backend/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 30000,
    hookTimeout: 30000,
  },
});
