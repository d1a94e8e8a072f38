// Auto-dispatch's suggestions timed in Chromium at 4× CPU slowdown (CDP
// Emulation.setCPUThrottlingRate, as sections 7, 11–13 slow theirs): the bench's dispatch entry
// (entry.ts) bundled for a page, as domain.mjs bundles it for node, and the same workload
// (suggestionsWorkload.mjs) run on the page's main thread.
import path from 'node:path';
import { rolldown } from 'rolldown';
import { timeSuggestions } from './suggestionsWorkload.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** The page's global the bundle sets. */
const DOMAIN_GLOBAL = 'benchDispatchDomain';

/** entry.ts as one classic script that sets `DOMAIN_GLOBAL` (the `@/` alias as the app's). */
async function bundleForPage() {
  const bundle = await rolldown({
    input: path.join(import.meta.dirname, 'entry.ts'),
    platform: 'browser',
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    logLevel: 'warn',
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', name: DOMAIN_GLOBAL });
    return output[0].code;
  } finally {
    await bundle.close();
  }
}

/**
 * The suggestions pass timed in a blank page at `slowdown`× CPU: { firstMs, times }
 * (timeSuggestions's). The page's JIT settles later than node's: `warm` passes before timing.
 */
export async function timeSuggestionsInBrowser(
  browser,
  { slowdown = 4, warm = 5, runs = 15 } = {},
) {
  const code = await bundleForPage();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.setContent('<!doctype html><title>auto-dispatch bench</title>');
    await page.addScriptTag({ content: code });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const timed = await page.evaluate(
      `(${timeSuggestions})(${DOMAIN_GLOBAL}, { warm: ${warm}, runs: ${runs} })`,
    );
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return timed;
  } finally {
    await context.close();
  }
}
