// Section 2: Lighthouse 12 on /login (its default: mobile, simulated throttling), median of 3.
// Each metric's median is taken on its own (runs are noisy on a shared 2-core machine).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median } from '../lib.mjs';

/** The LCP element's HTML snippet, to say what the largest paint waits for. */
function lcpElement(lhr) {
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  const table = details?.items?.[0];
  const item = table?.items?.[0] ?? table;
  return item?.node?.snippet ?? null;
}

export async function measureLighthouse(url, runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${url}/login`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      results.push({
        performance: lhr.categories.performance.score,
        accessibility: lhr.categories.accessibility.score,
        bestPractices: lhr.categories['best-practices'].score,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        lcpElement: lcpElement(lhr),
        failedAudits: Object.values(lhr.audits)
          .filter(
            (audit) =>
              audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
          )
          .map((audit) => audit.id),
        lighthouseVersion: lhr.lighthouseVersion,
      });
    }
    const pick = (key) => median(results.map((r) => r[key]));
    return {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: pick('cls'),
      runs: results.length,
      failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
      lighthouseVersion: results[0]?.lighthouseVersion,
      lcpElements: [...new Set(results.map((r) => r.lcpElement))],
      perRun: results.map((r) => ({
        performance: r.performance,
        accessibility: r.accessibility,
        bestPractices: r.bestPractices,
        lcpMs: r.lcpMs,
        tbtMs: r.tbtMs,
        cls: r.cls,
      })),
    };
  } finally {
    await chrome.kill();
  }
}
