import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// What the app build (vite.config.ts) and the unit tests (vitest.config.ts) must agree on.

/** `@/…` is `src/…` (and `@backend/…` is `backend/…`), in the app, the tests and TypeScript (tsconfig*.json `paths`). */
export const sourceAlias = {
  '@': fileURLToPath(new URL('../../src', import.meta.url)),
  /** The backend core (backend/core), shared by the demo and the Cloud Functions. */
  '@backend': fileURLToPath(new URL('../../backend', import.meta.url)),
};

const packageJson = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

/**
 * Constants replaced at build time (declared in src/buildConstants.d.ts). The version shown in
 * the side menu is package.json's, so a release changes one place.
 */
export const buildConstants = { __APP_VERSION__: JSON.stringify(packageJson.version) };
