// Section 9: the customer's tracking page, /track/<token> (docs/tracking.md): the JS it loads
// (gzipped, its entry and every chunk it may import) and Lighthouse's mobile LCP, median of 3.
// The same measures as scripts/check-budget.mjs, which holds `npm test` to them.
import { freePort } from '../../scripts/freePort.mjs';
import { checkTrackPage, measureTrackLcp } from '../../scripts/bundle/trackPage.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib.mjs';

export async function measureTrackingPage(dist, { runs = 3 } = {}) {
  const size = checkTrackPage(dist, { demoAllowed: true });
  if (size.problems.length > 0 && size.gzipBytes === 0) throw new Error(size.problems.join(' '));
  const { lcpMs } = await measureTrackLcp(dist, {
    port: await freePort(),
    runs,
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  return { gzipBytes: size.gzipBytes, files: size.files, problems: size.problems, lcpMs, runs };
}
