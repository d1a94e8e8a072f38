// The customer's tracking page (docs/tracking.md): its JS weight and its LCP, checked by
// scripts/check-budget.mjs (`npm test`) and reported by the bench (bench/sections/trackingPage.mjs).
// The page is its own build (vite.track.config.ts) with its own manifest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { containsAny, entryKeys, fullClosure, gzipBytes } from './manifest.mjs';

export const TRACK_MANIFEST = join('.vite', 'track-manifest.json');
export const TRACK_BUDGET_GZIP_BYTES = 30 * 1024;
export const TRACK_LCP_BUDGET_MS = 1500;
/** A token of the right shape that no backend knows: the page's "not valid" answer. */
export const SAMPLE_TRACK_PATH = '/track/AAAAAAAAAAAAAAAAAAAAAA';

/** Code that must never reach the customer's page: React, any Firebase SDK. */
export const FORBIDDEN_MARKERS = {
  React: ['react.transitional.element', '__reactFiber', 'react.element'],
  Firebase: ['FirebaseError', 'identitytoolkit.googleapis.com', 'firestore.googleapis.com'],
};

/**
 * Everything the page can load (its entry and every chunk it may import), gzipped, and the
 * problems: over the budget, no page at all, or forbidden code in it. `demoAllowed`: the demo
 * build's page reads the demo store (a lazy chunk); the Firebase build's must not hold it.
 */
export function checkTrackPage(dist, { demoAllowed }) {
  const manifestPath = join(dist, TRACK_MANIFEST);
  if (!existsSync(manifestPath) || !existsSync(join(dist, 'track.html'))) {
    return { gzipBytes: 0, files: [], problems: [`${dist} has no tracking page (track.html).`] };
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = [...fullClosure(manifest, entryKeys(manifest))]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const code = readFileSync(join(dist, file), 'utf8');
      return { file, code, gzipBytes: gzipBytes(code) };
    });
  const total = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  const problems = [];
  if (total > TRACK_BUDGET_GZIP_BYTES) {
    problems.push(
      `the tracking page loads ${total} bytes of JS gzipped (budget ${TRACK_BUDGET_GZIP_BYTES}).`,
    );
  }
  for (const [what, markers] of Object.entries(FORBIDDEN_MARKERS)) {
    const holders = files.filter((file) => containsAny(file.code, markers)).map((f) => f.file);
    if (holders.length > 0)
      problems.push(`the tracking page holds ${what} (${holders.join(', ')}).`);
  }
  if (!demoAllowed && files.some((file) => file.code.includes('dispatch-demo'))) {
    problems.push('the tracking page of a Firebase build holds the demo store.');
  }
  return {
    gzipBytes: total,
    files: files.map(({ file, gzipBytes: bytes }) => ({ file, gzipBytes: bytes })),
    problems,
  };
}

/**
 * Lighthouse's mobile LCP (simulated slow 4G on a mid-range phone: its default) of the page
 * served from `dist` as Hosting would, median of `runs`.
 */
export async function measureTrackLcp(dist, { port, runs = 1, chromePath, chromeFlags }) {
  const [{ serveBuild }, chromeLauncher, { default: lighthouse }] = await Promise.all([
    import('../../bench/server.mjs'),
    import('chrome-launcher'),
    import('lighthouse'),
  ]);
  const server = await serveBuild(dist, port);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromeFlags],
    logLevel: 'silent',
  });
  try {
    const values = [];
    for (let i = 0; i < runs; i += 1) {
      const { lhr } = await lighthouse(`${server.url}${SAMPLE_TRACK_PATH}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      values.push(lhr.audits['largest-contentful-paint'].numericValue);
    }
    values.sort((a, b) => a - b);
    return { lcpMs: values[Math.floor(values.length / 2)], runs: values.length };
  } finally {
    await chrome.kill();
    await server.close();
  }
}
