// Production builds of the app's variants, each into its own out dir (never dist/, which
// `npm run build` and the E2E suite own). Used by check-budget.mjs and the benchmark.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import process from 'node:process';

/** Dummy values for the variables that make a Firebase-mode build (docs/architecture.md#modes). */
export const DUMMY_FIREBASE_ENV = {
  VITE_FIREBASE_API_KEY: 'bench-dummy-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'dispatch-bench.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'dispatch-bench',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
  VITE_BACKEND_URL: 'https://backend.invalid',
};

/** The Firebase and bench variables, so a developer's .env or shell cannot leak into a variant. */
const VARIANT_VARIABLES = [...Object.keys(DUMMY_FIREBASE_ENV), 'VITE_BENCH'];

/**
 * Runs `vite build --outDir <outDir>` with `env` on top of a cleaned environment, in `cwd` (the
 * bench's baseline builds another checkout); throws on failure.
 */
export function viteBuild(outDir, env = {}, cwd = process.cwd()) {
  const cleaned = { ...process.env };
  for (const name of VARIANT_VARIABLES) delete cleaned[name];
  const vite = join(
    cwd,
    'node_modules',
    '.bin',
    process.platform === 'win32' ? 'vite.cmd' : 'vite',
  );
  const result = spawnSync(
    vite,
    ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd,
      env: { ...cleaned, ...env },
      // Quiet when it works (the PWA plugin logs its worker build even at --logLevel warn);
      // everything it said is shown when it fails.
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(
      `vite build --outDir ${outDir} failed (exit ${result.status ?? result.signal}).`,
    );
  }
}
