import { defineConfig } from 'vitest/config';
import { buildConstants, sourceAlias } from './scripts/vite/sharedConfig.ts';

// The native wrapper's checks (tests/native, docs/native.md): they read what `npm run
// native:sync` produced (dist-native/ and the Android and iOS projects under native/), so they
// run right after it (the `test:native` script), in Node.
export default defineConfig({
  // The same `@/` alias and build constants as the app (the code under test imports `@/…`).
  resolve: { alias: sourceAlias },
  define: buildConstants,
  test: {
    environment: 'node',
    include: ['tests/native/**/*.test.ts'],
  },
});
