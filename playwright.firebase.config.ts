import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// The Firebase-mode journeys (tests/e2e-firebase), run by `npm run test:e2e:firebase`
// (scripts/firebase-journeys.mjs), which starts the emulators, builds dist-firebase/ for them and
// names the preview's origin: E2E_FIREBASE_APP_URL. One worker, never retried, as the demo's.
const appUrl = process.env.E2E_FIREBASE_APP_URL;
if (appUrl === undefined) {
  throw new Error('Run the Firebase-mode journeys with npm run test:e2e:firebase.');
}
const port = new URL(appUrl).port;
// The journeys' firebase-admin (tests/e2e-firebase/emulators.ts) talks to the emulators only: it
// must not probe for a Google Cloud metadata server (a warning, or a wait, on machines without).
process.env.METADATA_SERVER_DETECTION ??= 'none';

export default defineConfig({
  testDir: './tests/e2e-firebase',
  // Not under test-results/, which the demo journeys' run empties when it starts.
  outputDir: './test-results-firebase',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Pixel 7'],
    locale: 'en-US',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
  },
  projects: [{ name: 'chromium-firebase', use: { browserName: 'chromium' } }],
  webServer: {
    command: `npx vite preview --outDir dist-firebase --port ${port} --strictPort --host 127.0.0.1`,
    url: `${appUrl}/login`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
