import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// Browser journeys against the production build (dist/), served by `vite preview`.
// Playwright cannot download browsers here: we use Debian's Chromium (CHROMIUM_PATH overrides).
const port = Number(process.env.E2E_PORT ?? 4173);
/** Where the proof-required build is served: the next port. */
export const PROOF_REQUIRED_PORT = port + 1;

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  // Each file runs in order in one worker; two workers share the files (one per core on the CI
  // class: the demo journeys took 15½ min in one). E2E_WORKERS=1 runs them one file at a time.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Never retried: a retry hides a flaky journey (docs/testing.md#hunting-a-flaky-test).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Pixel 7'],
    // English phones by default: the journeys select by the English words (docs/i18n.md).
    locale: 'en-US',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'chromium-phone', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1`,
      url: `http://127.0.0.1:${port}/login`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The build with VITE_PROOF_OF_DELIVERY=required (npm run build:proof-required), for the
    // journey that needs a photo before "Confirm delivered" (tests/e2e/proof.spec.ts). Served
    // when built: npm test always builds it; a local run without it skips that one journey.
    ...(existsSync('dist-proof-required')
      ? [
          {
            command: `npx vite preview --outDir dist-proof-required --port ${PROOF_REQUIRED_PORT} --strictPort --host 127.0.0.1`,
            url: `http://127.0.0.1:${PROOF_REQUIRED_PORT}/login`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
