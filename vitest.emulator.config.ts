import { defineConfig } from 'vitest/config';
import { buildConstants, sourceAlias } from './scripts/vite/sharedConfig.ts';

// Tests that need a running Firebase emulator: tests/emulator (Auth, `npm run test:auth`) and
// tests/rules (Firestore rules, `npm run test:rules`). scripts/emulator-tests.mjs starts the emulator
// with `firebase emulators:exec` and runs one folder inside it; `npm run test:unit` never sees them.
export default defineConfig({
  // The same `@/` alias and build constants as the app (the code under test imports `@/…`).
  resolve: { alias: sourceAlias },
  define: buildConstants,
  test: {
    environment: 'node',
    include: ['tests/emulator/**/*.test.ts', 'tests/rules/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 20000,
    hookTimeout: 20000,
  },
});
