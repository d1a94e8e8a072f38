import { defineConfig } from 'vitest/config';

// The native wrapper's checks (tests/native, docs/native.md): they read what `npm run
// native:sync` produced (dist-native/ and the Android and iOS projects under native/), so they
// run right after it (the `test:native` script), in Node.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/native/**/*.test.ts'],
  },
});
