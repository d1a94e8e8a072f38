// The driver of the page: the browser at 360 × 740, the demo backend's fault switches and
// record (localStorage, src/demo/server/soakFaults.ts), the heap, in-app navigation, and the
// orders of the "server" (the demo backend's IndexedDB, through the bench hooks).
/* global window, history, dispatchEvent, PopStateEvent -- used inside page.evaluate */
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser, PHONE, DEMO_DISPATCHER, errorText } from '../../bench/lib.mjs';
import { DB_NAME } from './options.mjs';

export const NO_FAULTS = { slowMs: 0, failRate: 0, loseRate: 0, poisonReceiptId: null };

/** The bytes of V8's compiled code (type "code") in a heap snapshot. */
function compiledCodeBytes(snapshot) {
  const { meta } = snapshot.snapshot;
  const fields = meta.node_fields.length;
  const typeAt = meta.node_fields.indexOf('type');
  const sizeAt = meta.node_fields.indexOf('self_size');
  const code = meta.node_types[0].indexOf('code');
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields) {
    if (snapshot.nodes[i + typeAt] === code) bytes += snapshot.nodes[i + sizeAt];
  }
  return bytes;
}

export async function openDriver() {
  const browser = await launchBrowser();
  const context = await browser.newContext({
    ...PHONE,
    viewport: { width: 360, height: 740 },
    locale: 'en-US',
    serviceWorkers: 'allow',
  });
  const consoleErrors = [];
  const state = { offline: false, faults: { ...NO_FAULTS } };

  function watch(target, name) {
    target.on('pageerror', (error) => consoleErrors.push(`${name}: uncaught ${errorText(error)}`));
    target.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // The browser's own line for a request the injected offline period refused (not the app's).
      if (/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(text) && state.offline)
        return;
      consoleErrors.push(`${name}: ${text.slice(0, 200)}`);
    });
  }

  const page = await context.newPage();
  watch(page, 'tab 1');
  const cdp = await context.newCDPSession(page);
  await page.clock.install();

  const driver = {
    browser,
    context,
    page,
    cdp,
    consoleErrors,
    watch,
    get offline() {
      return state.offline;
    },
    async setOffline(offline) {
      state.offline = offline;
      await context.setOffline(offline);
    },
    /** The fault switches of the demo backend (read by every call, from localStorage). */
    async setFaults(next) {
      state.faults = { ...NO_FAULTS, ...next };
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, JSON.stringify(value)),
        ['dispatch-soak:faults', state.faults],
      );
    },
    async readLog(target = page) {
      return target.evaluate(() => {
        const text = localStorage.getItem('dispatch-soak:log');
        return text
          ? JSON.parse(text)
          : { calls: 0, retries: 0, failed: 0, lost: 0, applied: [], uploads: [], seen: [] };
      });
    },
    /**
     * The JS heap after a forced GC (`Runtime.getHeapUsage`), and the part of it that is V8's
     * compiled code (from a heap snapshot): a page that runs for minutes compiles and optimises
     * more of the app's functions, which is no leak. SOAK_HEAP_SNAPSHOTS=<dir> keeps the
     * snapshots (start, end, fresh) for DevTools' comparison view.
     */
    async heapBytes(snapshotName) {
      await cdp.send('HeapProfiler.enable');
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      const { usedSize } = await cdp.send('Runtime.getHeapUsage');
      const chunks = [];
      const collect = ({ chunk }) => chunks.push(chunk);
      cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
      const text = chunks.join('');
      const dir = process.env.SOAK_HEAP_SNAPSHOTS;
      if (dir) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(`${dir}/${snapshotName}.heapsnapshot`, text);
      }
      const code = compiledCodeBytes(JSON.parse(text));
      return { used: usedSize, code, objects: usedSize - code };
    },
    storageBytes: () => page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0),
    /** In-app navigation (no reload): the router follows history like a tap on a link. */
    async goTo(path) {
      await page.evaluate((to) => {
        history.pushState({}, '', to);
        dispatchEvent(new PopStateEvent('popstate', { state: {} }));
      }, path);
    },
    async waitForList() {
      await page
        .getByRole('list', { name: 'Open orders' })
        .or(page.getByText('No open orders'))
        .first()
        .waitFor({ timeout: 60_000 });
    },
    /** The dispatcher's orders in the demo backend (the "server"), by id. */
    serverOrders() {
      return page.evaluate(async (uid) => {
        const services = window.__dispatchBench?.services;
        if (!services) throw new Error('not a soak build (no window.__dispatchBench)');
        const records = await services.db.getAll('receipts');
        const today = new Date().setHours(0, 0, 0, 0);
        return records
          .filter((record) => record.data.dispatchId === uid && record.data.receipt_type === 'SALE')
          .filter((record) => record.data.updateTimestamp >= today)
          .map((record) => ({
            id: record.id,
            orderNumber: String(record.data.orderNumber),
            status: record.data.status,
            paymentMethod: record.data.paymentMethod ?? null,
            updateTimestamp: record.data.updateTimestamp,
          }));
      }, DEMO_DISPATCHER.uid);
    },
    /** A new order arrives (the back office assigns it): written to the backend, announced. */
    async addOrder(number) {
      await page.evaluate(
        async ({ uid, number, channel }) => {
          const { db } = window.__dispatchBench.services;
          const records = await db.getAll('receipts');
          const model = records.find(
            (r) => r.data.dispatchId === uid && r.data.receipt_type === 'SALE',
          );
          const id = `soak-${number}`;
          await db.put('receipts', {
            ...model,
            id,
            data: {
              ...model.data,
              orderNumber: `${number}`,
              status: 'Pending',
              updateTimestamp: Date.now(),
              statusReason: undefined,
              statusNote: undefined,
              cashCollected: undefined,
              proof: undefined,
            },
          });
          const bus = new BroadcastChannel(channel);
          bus.postMessage({ type: 'changed', change: { kind: 'receipts', ids: [id] } });
          bus.close();
        },
        { uid: DEMO_DISPATCHER.uid, number, channel: `${DB_NAME}:changes` },
      );
      return { id: `soak-${number}`, orderNumber: `${number}`, status: 'Pending', taps: 0 };
    },
  };
  return driver;
}
