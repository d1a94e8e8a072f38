// The fault plan: at fixed points of the shift (fractions of the changes), the network drops,
// slows, fails, loses answers and flaps; the page reloads mid-send; a second tab opens; the
// phone's clock jumps. And all shift, when on, a poison order: every change of one order is
// answered 500 by the demo backend (src/demo/server/soakFaults.ts).
import { QUERY, SIZE } from './options.mjs';

/**
 * Network phases: [from, to) as fractions of the shift's changes. No return of the network
 * drains into another fault: the slow phase once began at the very change the first offline
 * period ended (0.2), so that return was timed against calls 3.5× slower while the shift kept
 * tapping (docs/performance.md#the-first-return-of-the-network-slow-wave-5).
 */
const PHASES = [
  { from: 0.02, to: 0.09, kind: 'slow' },
  { from: 0.1, to: 0.2, kind: 'offline' },
  { from: 0.32, to: 0.42, kind: 'failing' },
  { from: 0.52, to: 0.62, kind: 'lossy' },
  // Offline for two changes, online for two, again and again: many returns of the network.
  { from: 0.62, to: 0.69, kind: 'flapping' },
  { from: 0.72, to: 0.78, kind: 'offline' },
  { from: 0.8, to: 0.9, kind: 'mixed' },
];
const FLAP_CHANGES = 2;
const NORMAL_LINK = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const SLOW_LINK = {
  offline: false,
  latency: 400,
  downloadThroughput: 50_000,
  uploadThroughput: 20_000,
};

export const at = (fraction) => Math.floor(SIZE.changes * fraction);

export function createFaultPlan({ driver, drain, base }) {
  const { context, cdp, page } = driver;
  const counts = {
    offline: 0,
    slow: 0,
    failing: 0,
    lossy: 0,
    flaps: 0,
    reloadsMidSend: 0,
    clockJumps: 0,
    secondTab: 0,
  };
  let poisonReceiptId = null;
  let secondTab = null;
  const phases = PHASES.map((p) => ({ ...p, from: at(p.from), to: at(p.to) }));

  /** The switches of the moment; the poison order stays on whatever else changes. */
  const setFaults = (next = {}) => driver.setFaults({ ...next, poisonReceiptId });

  async function setOffline(offline, label) {
    const wasOffline = driver.offline;
    await driver.setOffline(offline);
    if (wasOffline && !offline) await drain.networkBack(label);
    if (!wasOffline && offline) drain.networkGone();
  }

  async function startPhase(phase) {
    if (phase.kind === 'offline' || phase.kind === 'flapping') await setOffline(true);
    if (phase.kind === 'slow') {
      await setFaults({ slowMs: 1500 });
      await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    }
    if (phase.kind === 'failing') await setFaults({ failRate: 0.4 });
    if (phase.kind === 'lossy') await setFaults({ loseRate: 0.4 });
    if (phase.kind === 'mixed') await setFaults({ slowMs: 500, failRate: 0.2, loseRate: 0.2 });
    const counted = phase.kind === 'mixed' ? 'failing' : phase.kind;
    if (counted in counts) counts[counted] += 1;
  }

  async function endPhase(phase, i) {
    // A return straight into another fault (the slow phase after the first offline one) drains
    // against that fault: its label says so (docs/performance.md#the-first-return-of-the-network-slow-wave-5).
    const next = phases.filter((p) => p.from === i).map((p) => p.kind);
    const label =
      next.length > 0 ? `change ${i} (into the ${next.join(' and ')} phase)` : `change ${i}`;
    if (phase.kind === 'offline' || phase.kind === 'flapping') await setOffline(false, label);
    if (phase.kind === 'slow') await cdp.send('Network.emulateNetworkConditions', NORMAL_LINK);
    await setFaults({});
  }

  return {
    counts,
    reloadAt: new Set([0.3, 0.5, 0.7].slice(0, SIZE.reloads).map(at)),
    get poisonReceiptId() {
      return poisonReceiptId;
    },
    /** Every change of this order is answered 500 from now on (null: none). */
    async poison(receiptId) {
      poisonReceiptId = receiptId;
      await setFaults({});
    },
    setFaults,
    setOffline,
    /** The faults due before change `i`. */
    async before(i) {
      for (const phase of phases) {
        if (i === phase.from) await startPhase(phase);
        else if (i === phase.to) await endPhase(phase, i);
        else if (phase.kind === 'flapping' && i > phase.from && i < phase.to) {
          const offline = Math.floor((i - phase.from) / FLAP_CHANGES) % 2 === 0;
          if (offline !== driver.offline) {
            if (!offline) counts.flaps += 1;
            await setOffline(offline, `change ${i} (flapping)`);
          }
        }
      }
      // A second tab for part of the shift.
      if (i === at(0.4)) {
        secondTab = await context.newPage();
        driver.watch(secondTab, 'tab 2');
        await secondTab.goto(`${base}/order?${QUERY}`);
        counts.secondTab += 1;
      }
      if (i === at(0.6) && secondTab) {
        await secondTab.close();
        secondTab = null;
      }
      // The phone's clock corrects itself: once back, once forward (never across midnight).
      if (i === at(0.45) || i === at(0.85)) {
        const now = await page.evaluate(() => Date.now());
        const midnight = new Date(now).setHours(0, 0, 0, 0);
        const room = Math.min(now - midnight, midnight + 86_400_000 - now);
        const jump = Math.min(10 * 60_000, Math.max(0, room - 60_000));
        await page.clock.setSystemTime(now + (i === at(0.45) ? -jump : jump));
        counts.clockJumps += 1;
      }
    },
    /**
     * A reload in the middle of a send: slow calls, the tap, then reload once it is in flight.
     * The claim the cut-off call left must not hold the change (backend/core/claims.ts).
     */
    async reloadMidSend(tapNow, waitForScreen) {
      await setOffline(false, 'reload');
      await setFaults({ slowMs: 2500 });
      const before = (await driver.readLog()).calls;
      await tapNow();
      const deadline = Date.now() + 13_000;
      while ((await driver.readLog()).calls === before && Date.now() < deadline)
        await page.waitForTimeout(100);
      await page.reload();
      await waitForScreen();
      counts.reloadsMidSend += 1;
      await setFaults({});
    },
    async end() {
      if (secondTab) await secondTab.close();
      secondTab = null;
    },
  };
}
