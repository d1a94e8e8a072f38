// temporary: where does the demo warm start go (marks + resources)
import { launchBrowser, PHONE, installLoadProbe, signIn, firstRowTime } from './lib.mjs';
import { serveBuild } from './server.mjs';
import { reloadUnderTheWorker } from './sections/offlineStart.mjs';
const dist = process.argv[2] ?? 'dist-bench-seed';
const query = process.argv[3] ?? '?benchSeed=8&benchFast=1';
const server = await serveBuild(dist, 4390);
const browser = await launchBrowser();
const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
await context.addInitScript(installLoadProbe);
const page = await context.newPage();
await page.goto(`http://127.0.0.1:4390/login${query}`);
await signIn(page);
await page.locator('.order-row').first().waitFor({ timeout: 30_000 });
await reloadUnderTheWorker(page);
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await context.setOffline(true);
for (let i = 0; i < 4; i++) {
  await page.reload({ waitUntil: 'commit' });
  const t = (await firstRowTime(page)).firstRowMs;
  const info = await page.evaluate(() => ({
    marks: performance.getEntriesByType('mark').map((m) => `${m.name}@${m.startTime.toFixed(0)}`),
    res: performance.getEntriesByType('resource').filter(r=>r.name.includes('/assets/')).map((r) => `${r.name.split('/').pop().slice(0,24)} ${r.startTime.toFixed(0)}-${r.responseEnd.toFixed(0)}`),
    dcl: performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd.toFixed(0),
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime.toFixed(0),
  }));
  console.log(i, 'first row', t, 'dcl', info.dcl, 'fcp', info.fcp);
  if (i === 3) { console.log(info.marks.join('  ')); console.log(info.res.join('\n')); }
}
await browser.close();
server.close?.();
process.exit(0);
