// Section 1: JS per route, gzipped bytes as transferred (Resource Timing encodedBodySize; our
// server gzips like a static host). Measured in the browser on a first visit (empty cache).
import { basename } from 'node:path';
import { entryKeys, staticClosure } from '../../scripts/bundle/manifest.mjs';
import {
  checkAfterSignIn,
  checkBudget,
  SERVICE_ENTRIES,
  SIGNED_IN_CHUNK,
} from '../../scripts/bundle/budget.mjs';
import { PHONE, signIn } from '../lib.mjs';

/**
 * The files /login fetches when idle, after the form works, for after sign-in
 * (src/app/signedInChunk.tsx): the signed-in screens' chunk and what it alone imports.
 */
function prefetchedForSignIn(build, mode) {
  const { manifest } = build;
  if (!manifest[SIGNED_IN_CHUNK]) return new Set();
  const forTheForm = staticClosure(manifest, [...entryKeys(manifest), SERVICE_ENTRIES[mode]]);
  return new Set(
    [...staticClosure(manifest, [SIGNED_IN_CHUNK])]
      .filter((key) => !forTheForm.has(key))
      .map((key) => manifest[key].file),
  );
}

/** In the page: the JS files fetched so far, and the first contentful paint. */
function scriptsSoFar() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  const scripts = performance
    .getEntriesByType('resource')
    .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
    .map((entry) => ({
      file: new URL(entry.name).pathname.replace(/^\//, ''),
      bytes: entry.encodedBodySize,
      end: entry.responseEnd,
    }));
  return { fcp, scripts };
}

const sum = (scripts) => scripts.reduce((total, s) => total + s.bytes, 0);
const names = (scripts) => scripts.map((s) => basename(s.file));

export async function measureJsPerRoute(browser, { url, mode, build }) {
  const context = await browser.newContext({ ...PHONE });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login`);
    const formShown = await page
      .getByLabel('Email')
      .waitFor({ timeout: 20_000 })
      .then(
        () => true,
        () => false,
      );
    await page.waitForLoadState('networkidle');
    const login = await page.evaluate(scriptsSoFar);
    const beforePaint = login.scripts.filter((s) => login.fcp !== null && s.end <= login.fcp);
    const prefetched = prefetchedForSignIn(build, mode);
    const forTheForm = login.scripts.filter((s) => !prefetched.has(s.file));
    const whenIdle = login.scripts.filter((s) => prefetched.has(s.file));
    const result = {
      // The budget's figure is check:budget's (scripts/bundle/budget.mjs), read from the build:
      // one definition of /login's JS, gzipped as the check gzips. The browser's figure beside it
      // is what this server sent, whose gzip level is its own.
      loginBudgetBytes: checkBudget(build, { mode }).loginGzipBytes,
      loginBeforePaintBytes: sum(beforePaint),
      loginBeforePaintFiles: names(beforePaint),
      loginBytes: sum(forTheForm),
      loginFiles: names(forTheForm),
      loginPrefetchedBytes: sum(whenIdle),
      loginPrefetchedFiles: names(whenIdle),
      loginFormShown: formShown,
    };
    if (!formShown) {
      const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 160);
      result.loginNote = `the login form did not show: "${text}"`;
    }

    if (mode === 'demo') {
      await signIn(page);
      await page.locator('.order-row').first().waitFor({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const after = await page.evaluate(scriptsSoFar);
      const added = after.scripts.filter((s) => !login.scripts.some((l) => l.file === s.file));
      Object.assign(result, {
        orderAddsBytes: sum(added),
        orderAddsFiles: names(added),
        orderHow: 'measured: signed in as dispatcher@demo.test, JS fetched until the first row',
      });
    } else {
      // Firebase is unreachable here: what signing in adds is read from the Vite manifest, as
      // check:budget counts it (scripts/bundle/budget.mjs, checkAfterSignIn: Firestore's
      // adapters; the chunks that wait for their own need, such as Messaging, are not counted).
      const added = checkAfterSignIn(build, { mode }).files.map(({ file, gzipBytes }) => ({
        file,
        bytes: gzipBytes,
      }));
      Object.assign(result, {
        orderAddsBytes: sum(added),
        orderAddsFiles: names(added),
        orderHow:
          'from the Vite manifest (Firebase is unreachable here), as check:budget counts after sign-in',
      });
    }
    result.totalBytes = result.loginBytes + result.loginPrefetchedBytes + result.orderAddsBytes;
    return result;
  } finally {
    await context.close();
  }
}
