// Section 9: the outbox's drain (issue 32, docs/outbox.md). On the bench build's demo with its
// usual backend (every call travels the demo's delay before it is applied), queue 80 status
// changes over 8 orders while offline — tapped on each order's page, "Picked Up" and
// "On the Way" in turn — wait until every undo window is over, then go online and time (in the
// page) from just before the network comes back until the demo backend has applied the 80th
// change. Also
// checked: exactly 80 applied (nothing lost, nothing doubled).
import { PHONE, signIn } from '../lib.mjs';

const ORDERS = 8;
const CHANGES_PER_ORDER = 10;
const STATUSES = ['Picked Up', 'On the Way'];
/** The build's undo window (VITE_UNDO_SECONDS, default 8 s) plus a margin. */
const UNDO_WAIT_MS = 9_000;

/**
 * In the page: the demo backend's applied updates (one per Idempotency-Key; a claim of a change
 * still travelling, `in-progress`, is not applied yet).
 */
async function appliedCount() {
  const services = window.__dispatchBench?.services;
  if (!services) throw new Error('not a bench build (no window.__dispatchBench)');
  const records = await services.db.getAll('appliedUpdates');
  return records.filter((record) => record.state !== 'in-progress').length;
}

/**
 * In the page: the start of the clock, right before the network comes back (the `online`
 * event may come a moment after the browser is online, and the outbox may have started).
 */
function markOnline() {
  window.__drainOnlineAt = performance.now();
}

/**
 * In the page: ms from going online until `target` updates are applied (polled), and the
 * progress on the way ([ms, applied] whenever the count moved).
 */
function timeUntilApplied(target) {
  const { db } = window.__dispatchBench.services;
  const applied = async () =>
    (await db.getAll('appliedUpdates')).filter((record) => record.state !== 'in-progress').length;
  return new Promise((resolve, reject) => {
    const deadline = performance.now() + 180_000;
    const progress = [];
    const look = async () => {
      const count = await applied();
      const at = performance.now() - (window.__drainOnlineAt ?? performance.now());
      if (progress.at(-1)?.[1] !== count) progress.push([Math.round(at), count]);
      if (count >= target && window.__drainOnlineAt !== null) {
        resolve({ ms: at, count, progress });
      } else if (performance.now() > deadline) {
        reject(new Error(`only ${count} of ${target} applied after 3 minutes`));
      } else setTimeout(look, 25);
    };
    void look();
  });
}

export async function measureDrain(browser, { url }) {
  const context = await browser.newContext({ ...PHONE, viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/login?benchSeed=${ORDERS}`);
    await signIn(page);
    const open = page.getByRole('list', { name: 'Open orders' });
    await open.locator('.order-row').first().waitFor({ timeout: 30_000 });
    const orders = await open.getByRole('link').evaluateAll((links) =>
      links.map((link) => ({
        id: new URL(link.href).searchParams.get('id'),
        title: link.querySelector('.order-row__title')?.textContent ?? '',
      })),
    );
    if (orders.length < ORDERS) {
      throw new Error(`only ${orders.length} open orders in the bench seed`);
    }
    const before = await page.evaluate(appliedCount);

    await context.setOffline(true);
    const tapsStarted = Date.now();
    for (const { id, title } of orders.slice(0, ORDERS)) {
      await page.evaluate(
        (to) => {
          history.pushState({}, '', to);
          dispatchEvent(new PopStateEvent('popstate', { state: {} }));
        },
        `/order-detail?id=${encodeURIComponent(id)}`,
      );
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 30_000 });
      // Start with the status the order is not in, so every tap is a change.
      const pressed = page.locator('[aria-pressed="true"]');
      const first = (await page
        .getByRole('button', { name: STATUSES[0], exact: true })
        .and(pressed)
        .count())
        ? 1
        : 0;
      for (let i = 0; i < CHANGES_PER_ORDER; i++) {
        const button = page.getByRole('button', { name: STATUSES[(first + i) % 2], exact: true });
        await button.click();
        await button.and(pressed).waitFor({ timeout: 5_000 });
      }
    }
    const total = ORDERS * CHANGES_PER_ORDER;
    const status = page.getByRole('status', { name: 'Sync status' });
    await status.filter({ hasText: `${total} waiting` }).waitFor({ timeout: 30_000 });
    const tapSeconds = (Date.now() - tapsStarted) / 1000;
    await page.waitForTimeout(UNDO_WAIT_MS);

    await page.evaluate(markOnline);
    await context.setOffline(false);
    const drained = await page.evaluate(timeUntilApplied, before + total);
    const applied = drained.count - before;
    if (applied !== total) throw new Error(`${applied} changes applied, ${total} expected`);
    return {
      changes: total,
      orders: ORDERS,
      drainSeconds: Math.round(drained.ms / 100) / 10,
      tapSeconds: Math.round(tapSeconds),
      applied,
      progress: drained.progress.map(([ms, count]) => [ms, count - before]),
    };
  } catch (error) {
    // BENCH_DRAIN_SHOT=<file.png>: the screen as it was when the section failed (a tap that
    // found its button disabled, say).
    if (process.env.BENCH_DRAIN_SHOT) {
      await context.pages()[0]?.screenshot({ path: process.env.BENCH_DRAIN_SHOT });
    }
    throw error;
  } finally {
    await context.close();
  }
}
