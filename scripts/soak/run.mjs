// `npm run soak` (issue 28, docs/performance.md#the-shift-soak): a compressed shift in Chromium
// at 360 × 740 against the production demo build with the bench hooks (VITE_BENCH=true: the
// demo backend's fault switches and its record, src/demo/server/soakFaults.ts). Orders arrive
// over time; status changes (Delivered with cash, Not delivered with reasons and notes, undos,
// proof photos) are tapped while the network flaps (offline through the devtools protocol, slow,
// failing calls, answers lost after the server applied them), with reloads in the middle of
// sends, a second tab for part of the time and the phone clock jumping back and forward. At the
// end it checks that nothing was lost, nothing sent twice, nothing left on the phone.
//
//   npm run soak                     the default size (300 changes, 60 orders, 20 photos; ~10 min)
//   npm run soak -- --short          the short run of `npm test` (40 changes; a minute or two)
//   npm run soak -- --size=600       N status changes (orders and photos scale with it)
//   npm run soak -- --skip-build     reuse dist-soak/ from the last run
//   SOAK_HEAP_SNAPSHOTS=<dir>        also write heap snapshots (start, end, fresh) there
//   SOAK_PORT=4195                   where dist-soak/ is served (the bench uses 4186–4190)
//
// Prints a table and writes bench/results/soak.json; exits 1 when a check fails.
/* global window, history, dispatchEvent, PopStateEvent, indexedDB -- used inside page.evaluate */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser, PHONE, DEMO_DISPATCHER, errorText } from '../../bench/lib.mjs';
import { serveBuild } from '../../bench/server.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const short = args.includes('--short') || process.env.SOAK_SHORT === '1';
const sizeArg = args.find((arg) => arg.startsWith('--size='));
const changes = Number(
  sizeArg?.slice('--size='.length) ?? process.env.SOAK_SIZE ?? (short ? 40 : 300),
);
if (!Number.isInteger(changes) || changes < 10)
  throw new Error('--size must be a whole number ≥ 10');
const SIZE = {
  changes,
  orders: Math.max(6, Math.round(changes / 5)),
  photos: Math.max(2, Math.round(changes / 15)),
  reloads: changes >= 150 ? 3 : 1,
};
/** Orders there at the start; the rest arrive during the shift. */
const FIRST_ORDERS = Math.max(4, Math.round(SIZE.orders / 5));
const PORT = Number(process.env.SOAK_PORT ?? 4195);
const DIST = 'dist-soak';
const UNDO_SECONDS = 3;
const QUERY = `benchSeed=${FIRST_ORDERS}&soak=1`;
const DB_NAME = `dispatch-bench-${FIRST_ORDERS}`;
const OUTBOX_DB = 'dispatch-outbox';
const HEAP_GROWTH_LIMIT = 0.15;

// ---------------------------------------------------------------- a repeatable shift
let seed = 28;
/** mulberry32: the same shift every run. */
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (items) => items[Math.floor(random() * items.length)];

const REASONS = ['Customer not available', 'Wrong address', 'Customer refused', 'Other'];
const INTERMEDIATE = ['Picked Up', 'On the Way'];

// ---------------------------------------------------------------- build and serve
if (!args.includes('--skip-build')) {
  console.log(`soak: building ${DIST}/ (VITE_BENCH=true, VITE_UNDO_SECONDS=${UNDO_SECONDS})…`);
  execFileSync('npx', ['vite', 'build', '--outDir', DIST, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_BENCH: 'true', VITE_UNDO_SECONDS: String(UNDO_SECONDS) },
  });
}
const server = await serveBuild(`${root}${DIST}`, PORT);
const base = server.url.replace(/\/$/, '');

// ---------------------------------------------------------------- the browser
const browser = await launchBrowser();
const context = await browser.newContext({
  ...PHONE,
  viewport: { width: 360, height: 740 },
  locale: 'en-US',
  serviceWorkers: 'allow',
});
const problems = [];
const consoleErrors = [];
const faults = {
  offline: 0,
  slow: 0,
  failing: 0,
  lossy: 0,
  reloadsMidSend: 0,
  clockJumps: 0,
  secondTab: 0,
};
let offlineNow = false;

function watch(page, name) {
  page.on('pageerror', (error) => consoleErrors.push(`${name}: uncaught ${errorText(error)}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The browser's own line for a request the injected offline period refused (not the app's).
    if (/net::ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(text) && offlineNow) return;
    consoleErrors.push(`${name}: ${text.slice(0, 200)}`);
  });
}

const page = await context.newPage();
watch(page, 'tab 1');
const cdp = await context.newCDPSession(page);
await page.clock.install();

async function setOffline(offline) {
  offlineNow = offline;
  await context.setOffline(offline);
}

/** The fault switches of the demo backend (read by every call, from localStorage). */
async function setFaults(next) {
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, JSON.stringify(value)),
    ['dispatch-soak:faults', { slowMs: 0, failRate: 0, loseRate: 0, ...next }],
  );
}

async function readLog(target = page) {
  return target.evaluate(() => {
    const text = localStorage.getItem('dispatch-soak:log');
    return text
      ? JSON.parse(text)
      : { calls: 0, retries: 0, failed: 0, lost: 0, applied: [], uploads: [], seen: [] };
  });
}

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

/**
 * The JS heap after a forced GC (`Runtime.getHeapUsage`), and the part of it that is V8's
 * compiled code (from a heap snapshot): a page that runs for minutes compiles and optimises
 * more of the app's functions, which is no leak. SOAK_HEAP_SNAPSHOTS=<dir> keeps the snapshots
 * (start, end, fresh) for DevTools' comparison view.
 */
async function heapBytes(snapshotName) {
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
}

const storageBytes = () =>
  page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);

/** In-app navigation (no reload): the router follows history like a tap on a link. */
async function goTo(path) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
}

async function waitForList() {
  await page
    .getByRole('list', { name: 'Open orders' })
    .or(page.getByText('No open orders'))
    .first()
    .waitFor({ timeout: 60_000 });
}

// ---------------------------------------------------------------- orders
/** The dispatcher's orders in the demo backend (the "server"), by id. */
async function serverOrders() {
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
}

/** A new order arrives (the back office assigns it): written to the backend, announced. */
async function addOrder(number) {
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
}

// ---------------------------------------------------------------- taps
/** Every tap, in order: what the backend must have, per order, at the end. */
const taps = [];
const photoFile = `${root}tests/fixtures/doorstep.jpg`;

async function openOrder(order) {
  await goTo(`/order-detail?id=${encodeURIComponent(order.id)}`);
  await page
    .getByRole('heading', { level: 1, name: new RegExp(`#${order.orderNumber}\\b`) })
    .waitFor({ timeout: 30_000 });
}

/** Taps `status` on the order's page (through its sheet where it has one); undoes it if asked. */
async function tap(order, kind, { undo = false, photo = false } = {}) {
  await openOrder(order);
  let status = kind;
  if (kind === 'Delivered') {
    await page.getByRole('button', { name: 'Delivered', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: /delivered\?$/ });
    await sheet.waitFor();
    const cash = sheet.getByRole('textbox', { name: 'Cash received' });
    if ((await cash.count()) > 0) {
      const due = Number((await cash.inputValue()).replace(',', '.'));
      await cash.fill(String(Math.ceil(due / 5) * 5));
    }
    if (photo) {
      await sheet.getByLabel('Add photo').setInputFiles(photoFile);
      await sheet.getByRole('img', { name: /Photo of the delivery/ }).waitFor();
      await sheet.getByRole('textbox', { name: 'Received by' }).fill('Neighbour');
    }
    await sheet.getByRole('button', { name: 'Confirm delivered' }).click();
    await sheet.waitFor({ state: 'detached' });
  } else if (kind === 'Not delivered') {
    status = 'Not Delivered';
    await page.getByRole('button', { name: 'Not delivered', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: /not delivered\?$/ });
    await sheet.waitFor();
    const reason = pick(REASONS);
    await sheet.getByRole('radio', { name: reason }).check();
    if (reason === 'Other' || random() < 0.5) {
      await sheet
        .getByRole('textbox', { name: 'Note' })
        .fill(`Soak note ${taps.length}: gate closed`);
    }
    await sheet.getByRole('button', { name: 'Confirm not delivered' }).click();
    await sheet.waitFor({ state: 'detached' });
  } else {
    await page.getByRole('button', { name: kind, exact: true }).click();
  }
  // The screen took the tap: the status is the current one at once (whatever the network).
  const current =
    kind === 'Not delivered' ? null : page.getByRole('button', { name: kind, exact: true });
  if (current && (await current.getAttribute('aria-pressed')) !== 'true') {
    await current
      .and(page.locator('[aria-pressed="true"]'))
      .waitFor({ timeout: 5_000 })
      .catch(() => {
        problems.push(`tap ${taps.length} (${kind} on ${order.id}) did not show on the screen`);
      });
  }
  const record = {
    n: taps.length,
    orderId: order.id,
    status,
    undone: false,
    photo,
    offline: offlineNow,
  };
  taps.push(record);
  if (undo) {
    const bar = page.locator('.undo-bar');
    await bar.getByRole('button', { name: 'Undo' }).click();
    await bar.getByRole('button', { name: 'Undo' }).waitFor({ state: 'detached', timeout: 10_000 });
    // Too late (the window ended as the tap landed): "Already sent", and the change stands.
    await page.waitForTimeout(300);
    record.undone = (await page.locator('.undo-bar--note').count()) === 0;
  }
  if (!record.undone) order.status = status;
  return record;
}

/** What to tap next on an order: on through its day, ending Delivered. */
function nextKind(order) {
  if (order.status === 'Delivered') return null;
  const options = INTERMEDIATE.filter((status) => status !== order.status);
  // About five changes an order (300 over 60 orders at the default size).
  if (order.taps >= 4) return 'Delivered';
  const roll = random();
  if (roll < 0.2 && order.status !== 'Not Delivered') return 'Not delivered';
  if (roll < 0.25) return 'Delivered';
  return pick(options);
}

/**
 * Every screen and sheet of the shift once, changing nothing: the order's page, the Delivered
 * sheet with a photo (cancelled), the Not delivered sheet (cancelled), Delivered, Today, Order.
 */
async function visitEveryScreen(order) {
  await openOrder(order);
  await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  const delivered = page.getByRole('dialog', { name: /delivered\?$/ });
  await delivered.getByLabel('Add photo').setInputFiles(photoFile);
  await delivered.getByRole('img', { name: /Photo of the delivery/ }).waitFor();
  await page.keyboard.press('Escape');
  await delivered.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Not delivered', exact: true }).click();
  const notDelivered = page.getByRole('dialog', { name: /not delivered\?$/ });
  await notDelivered.waitFor();
  await page.keyboard.press('Escape');
  await notDelivered.waitFor({ state: 'detached' });
  for (const path of ['/delivered', '/today', '/order']) {
    await goTo(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
}

// ---------------------------------------------------------------- the shift
const results = { size: SIZE, startedAt: new Date().toISOString() };
const start = Date.now();
try {
  await page.goto(`${base}/login?${QUERY}`);
  await page.getByLabel('Email').fill(DEMO_DISPATCHER.email);
  await page.getByLabel('Password').fill(DEMO_DISPATCHER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await waitForList();
  await setFaults({});
  await page.evaluate(() => localStorage.removeItem('dispatch-soak:log'));

  const orders = (await serverOrders())
    .filter((order) => order.status !== 'Delivered')
    .map((order) => ({ ...order, taps: 0 }));
  let arrived = 0;
  const photosLeft = { count: SIZE.photos };

  // Warm-up: every screen and sheet of the shift once (their code loaded and compiled), then
  // the heap and storage the shift starts from.
  const [first, second] = orders;
  await tap(first, pick(INTERMEDIATE.filter((s) => s !== first.status)));
  await tap(second, 'Not delivered', { undo: true });
  await visitEveryScreen(second);
  await waitForList();
  // The heap is measured on Today (the same screen at both ends): the list's rows grow with
  // the orders that arrive, the heap of the app's own state should not.
  await goTo('/today');
  await page.getByRole('progressbar').waitFor();
  results.heapStartDetail = await heapBytes('start');
  results.heapStart = results.heapStartDetail.used;
  await goTo('/order');
  await waitForList();
  results.storageStart = await storageBytes();

  const at = (fraction) => Math.floor(SIZE.changes * fraction);
  const reloadAt = new Set([0.3, 0.5, 0.7].slice(0, SIZE.reloads).map(at));
  const phases = [
    { from: at(0.1), to: at(0.2), kind: 'offline' },
    { from: at(0.2), to: at(0.28), kind: 'slow' },
    { from: at(0.32), to: at(0.42), kind: 'failing' },
    { from: at(0.52), to: at(0.62), kind: 'lossy' },
    { from: at(0.72), to: at(0.78), kind: 'offline' },
    { from: at(0.8), to: at(0.9), kind: 'mixed' },
  ];
  let secondTab = null;

  for (let i = 0; i < SIZE.changes; i += 1) {
    // Orders arrive through the shift.
    if (
      arrived < SIZE.orders - orders.length &&
      i % Math.max(1, Math.floor(SIZE.changes / SIZE.orders)) === 0
    ) {
      arrived += 1;
      const number = 9000 + arrived;
      await addOrder(number);
      orders.push({ id: `soak-${number}`, orderNumber: `${number}`, status: 'Pending', taps: 0 });
    }
    // The network of the moment.
    for (const phase of phases) {
      if (i === phase.from) {
        if (phase.kind === 'offline') await setOffline(true);
        if (phase.kind === 'slow') {
          await setFaults({ slowMs: 1500 });
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: 400,
            downloadThroughput: 50_000,
            uploadThroughput: 20_000,
          });
        }
        if (phase.kind === 'failing') await setFaults({ failRate: 0.4 });
        if (phase.kind === 'lossy') await setFaults({ loseRate: 0.4 });
        if (phase.kind === 'mixed') await setFaults({ slowMs: 500, failRate: 0.2, loseRate: 0.2 });
        faults[phase.kind === 'mixed' ? 'failing' : phase.kind] += 1;
      }
      if (i === phase.to) {
        if (phase.kind === 'offline') await setOffline(false);
        if (phase.kind === 'slow')
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: 0,
            downloadThroughput: -1,
            uploadThroughput: -1,
          });
        await setFaults({});
      }
    }
    // A second tab for part of the shift.
    if (i === at(0.4)) {
      secondTab = await context.newPage();
      watch(secondTab, 'tab 2');
      await secondTab.goto(`${base}/order?${QUERY}`);
      faults.secondTab += 1;
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
      faults.clockJumps += 1;
    }

    const open = orders.filter((order) => order.status !== 'Delivered');
    if (open.length === 0) {
      // Every order delivered: the next one arrives now.
      arrived += 1;
      const number = 9000 + arrived;
      await addOrder(number);
      const next = { id: `soak-${number}`, orderNumber: `${number}`, status: 'Pending', taps: 0 };
      orders.push(next);
      open.push(next);
    }
    const order = pick(open);
    let kind = nextKind(order);
    // What the screen says the order is now (the model follows the taps; the screen is the truth).
    await openOrder(order);
    const currentChoice = page.locator('.status-choice--current');
    const shown =
      (await currentChoice.count()) > 0 ? await currentChoice.first().textContent() : null;
    if (
      shown &&
      shown.trim() !== order.status &&
      !(order.status === 'Not Delivered' && /not delivered/i.test(shown))
    ) {
      problems.push(
        `order ${order.id} shows "${shown.trim()}" after the tap "${order.status}" (tap ${taps.length})`,
      );
      order.status = shown.trim();
      if (kind === order.status) kind = pick(INTERMEDIATE.filter((s) => s !== order.status));
    }
    const photo = kind === 'Delivered' && photosLeft.count > 0 && random() < 0.6;
    const undo = !photo && random() < 0.15;
    if (reloadAt.has(i)) {
      // A reload in the middle of a send: slow calls, the tap, then reload once it is in flight.
      await setOffline(false);
      await setFaults({ slowMs: 2500 });
      const before = (await readLog()).calls;
      await tap(
        order,
        kind === 'Delivered' ? kind : pick(INTERMEDIATE.filter((s) => s !== order.status)),
      );
      order.taps += 1;
      const deadline = Date.now() + (UNDO_SECONDS + 10) * 1000;
      while ((await readLog()).calls === before && Date.now() < deadline)
        await page.waitForTimeout(100);
      await page.reload();
      await waitForList().catch(() => page.getByRole('heading', { level: 1 }).first().waitFor());
      faults.reloadsMidSend += 1;
      await setFaults({});
      continue;
    }
    await tap(order, kind, { undo, photo });
    if (photo) photosLeft.count -= 1;
    order.taps += 1;
  }
  if (secondTab) await secondTab.close();

  /**
   * What the outbox holds and which Web Locks are held or awaited: in soak.json when the outbox
   * does not drain, to see why (an entry backing off, failed, needing sign-in, or a lock).
   */
  async function stuckOutbox() {
    return page.evaluate(async (name) => {
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const entries = db.objectStoreNames.contains('deliveryUpdates')
        ? await new Promise((resolve) => {
            const request = db
              .transaction('deliveryUpdates')
              .objectStore('deliveryUpdates')
              .getAll();
            request.onsuccess = () => resolve(request.result);
          })
        : [];
      db.close();
      const fields = ['seq', 'receiptId', 'status', 'state', 'attempts', 'updatedAt', 'sentAt'];
      const more = ['nextAttemptAt', 'sendNotBefore', 'appliedTimestamp', 'lastError'];
      return {
        now: Date.now(),
        online: navigator.onLine,
        locks: navigator.locks ? await navigator.locks.query() : null,
        entries: entries.map((entry) =>
          Object.fromEntries([...fields, ...more].map((field) => [field, entry[field]])),
        ),
      };
    }, OUTBOX_DB);
  }

  // ---------------------------------------------------------------- the end of the shift
  await setOffline(false);
  await setFaults({});
  await goTo('/order');
  await waitForList();
  const sync = page.getByRole('status', { name: 'Sync status' });
  const settleBy = Date.now() + 180_000;
  let outbox = null;
  for (;;) {
    outbox = await page.evaluate(async (name) => {
      const names = (await indexedDB.databases()).map((db) => db.name);
      if (!names.includes(name)) return { entries: 0, stores: {} };
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const stores = {};
      for (const store of db.objectStoreNames) {
        stores[store] = await new Promise((resolve) => {
          const request = db.transaction(store).objectStore(store).count();
          request.onsuccess = () => resolve(request.result);
        });
      }
      db.close();
      return { entries: Object.values(stores).reduce((a, b) => a + b, 0), stores };
    }, OUTBOX_DB);
    const header = (await sync.textContent())?.trim() ?? '';
    if (outbox.entries === 0 && header === '') break;
    if (Date.now() > settleBy) {
      problems.push(
        `the outbox did not empty within 3 minutes (${JSON.stringify(outbox.stores)}; header "${header}")`,
      );
      results.stuck = await stuckOutbox();
      break;
    }
    await page.waitForTimeout(1000);
  }
  results.headerAtEnd = (await sync.textContent())?.trim() ?? '';

  // ---------------------------------------------------------------- checks
  const log = await readLog();
  const server = await serverOrders();
  let duplicates = 0;
  let lost = 0;
  let outOfOrder = 0;
  const byOrder = new Map();
  for (const entry of taps) {
    if (!byOrder.has(entry.orderId)) byOrder.set(entry.orderId, { expected: [], applied: [] });
    if (!entry.undone) byOrder.get(entry.orderId).expected.push(entry.status);
  }
  for (const applied of log.applied) {
    if (!byOrder.has(applied.receiptId))
      byOrder.set(applied.receiptId, { expected: [], applied: [] });
    byOrder.get(applied.receiptId).applied.push(applied.status);
  }
  const appliedIds = log.applied.map((a) => a.updateId);
  duplicates += appliedIds.length - new Set(appliedIds).size;
  for (const [orderId, { expected, applied }] of byOrder) {
    if (applied.length > expected.length) duplicates += applied.length - expected.length;
    if (applied.length < expected.length) lost += expected.length - applied.length;
    if (applied.length === expected.length && applied.some((status, i) => status !== expected[i])) {
      outOfOrder += 1;
    }
    if (JSON.stringify(applied) !== JSON.stringify(expected)) {
      problems.push(
        `order ${orderId}: tapped ${JSON.stringify(expected)}, the backend applied ${JSON.stringify(applied)}`,
      );
    }
    const final = server.find((order) => order.id === orderId);
    if (expected.length > 0 && final && final.status !== expected.at(-1)) {
      problems.push(
        `order ${orderId}: the backend says ${final.status}, the last tap was ${expected.at(-1)}`,
      );
    }
  }
  const photosTapped = taps.filter((t) => t.photo && !t.undone).length;
  const photos = await page.evaluate(async (name) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('photos')) return 0;
    const count = await new Promise((resolve) => {
      const request = db.transaction('photos').objectStore('photos').count();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return count;
  }, `${DB_NAME}-proofs`);
  if (photos !== photosTapped)
    problems.push(`${photosTapped} photos taken, the backend holds ${photos}`);
  if (new Set(log.uploads).size !== log.uploads.length)
    problems.push('a photo was taken by the backend twice');
  if (log.uploads.length !== photosTapped)
    problems.push(`${photosTapped} photos taken, ${log.uploads.length} uploaded`);
  if (outbox.entries !== 0) problems.push(`the phone still holds ${JSON.stringify(outbox.stores)}`);
  if (results.headerAtEnd !== '') problems.push(`the header still says "${results.headerAtEnd}"`);
  const databases = await page.evaluate(() =>
    indexedDB.databases().then((all) => all.map((db) => db.name)),
  );
  // The demo backend's own databases are the "server"; the app's is the outbox (now empty).
  const leftOver = databases.filter(
    (name) => ![DB_NAME, `${DB_NAME}-proofs`, OUTBOX_DB].includes(name),
  );
  if (leftOver.length > 0)
    problems.push(`IndexedDB holds more than the day's data: ${leftOver.join(', ')}`);
  await goTo('/today');
  await page.getByRole('progressbar').waitFor();
  results.heapEndDetail = await heapBytes('end');
  results.heapEnd = results.heapEndDetail.used;
  // The same app started afresh on the same data (a reload, the warm-up's screens): what the
  // shift's data alone costs. The shift's heap beyond it is what the shift left behind.
  await page.reload();
  await page.getByRole('progressbar').waitFor({ timeout: 60_000 });
  const anyOrder = (await serverOrders()).find((order) => order.status !== 'Delivered');
  if (anyOrder) await visitEveryScreen(anyOrder);
  await goTo('/today');
  await page.getByRole('progressbar').waitFor();
  results.heapFreshDetail = await heapBytes('fresh');
  results.heapFresh = results.heapFreshDetail.used;
  results.storageEnd = await storageBytes();
  // Held to its size after the warm-up (within 15 %), without V8's compiled code (which grows
  // as a long-lived page optimises more functions: docs/performance.md#the-shift-soak). Orders
  // arrive all shift, so the same app started afresh on the same data is reported beside it.
  const growth = (results.heapEnd - results.heapStart) / results.heapStart;
  const beyondFresh = (results.heapEnd - results.heapFresh) / results.heapFresh;
  const objectGrowth =
    (results.heapEndDetail.objects - results.heapStartDetail.objects) /
    results.heapStartDetail.objects;
  if (objectGrowth > HEAP_GROWTH_LIMIT) {
    problems.push(
      `the JS heap (without compiled code) grew ${(objectGrowth * 100).toFixed(0)} % since the warm-up (limit ${HEAP_GROWTH_LIMIT * 100} %)`,
    );
  }
  for (const error of consoleErrors) problems.push(`console: ${error}`);

  Object.assign(results, {
    minutes: Number(((Date.now() - start) / 60_000).toFixed(1)),
    changes: taps.length,
    undone: taps.filter((t) => t.undone).length,
    tappedOffline: taps.filter((t) => t.offline).length,
    orders: orders.length,
    ordersArrived: arrived,
    photos: photosTapped,
    faults: { ...faults, failedCalls: log.failed, lostAnswers: log.lost },
    calls: log.calls,
    retries: log.retries,
    duplicates,
    lost,
    outOfOrder,
    heapGrowthPercent: Number((growth * 100).toFixed(1)),
    heapBeyondFreshPercent: Number((beyondFresh * 100).toFixed(1)),
    heapWithoutCodeGrowthPercent: Number((objectGrowth * 100).toFixed(1)),
    databases,
    consoleErrors,
    problems,
    passed: problems.length === 0,
  });
} catch (error) {
  problems.push(`the shift stopped: ${errorText(error)}`);
  console.error(error);
  console.error('last taps:', JSON.stringify(taps.slice(-5)));
  Object.assign(results, { problems, passed: false, taps: taps.length });
  await page.screenshot({ path: `${root}test-results/soak-failure.png` }).catch(() => {});
} finally {
  await browser.close();
  await server.close();
}

// ---------------------------------------------------------------- report
const mb = (bytes) => (bytes === undefined ? '—' : `${(bytes / 1e6).toFixed(1)} MB`);
const rows = [
  ['status changes (undone)', `${results.changes ?? taps.length} (${results.undone ?? '—'})`],
  ['changes made offline', results.tappedOffline],
  ['orders (arrived during the shift)', `${results.orders} (${results.ordersArrived})`],
  ['proof photos', results.photos],
  [
    'faults injected',
    results.faults
      ? `offline ${results.faults.offline}, slow ${results.faults.slow}, failing ${results.faults.failing}, lossy ${results.faults.lossy}; ${results.faults.failedCalls} calls failed, ${results.faults.lostAnswers} answers lost; ${results.faults.reloadsMidSend} reloads mid-send, ${results.faults.clockJumps} clock jumps, ${results.faults.secondTab} second tab`
      : '—',
  ],
  ['backend calls (retries)', `${results.calls} (${results.retries})`],
  ['duplicates', results.duplicates],
  ['lost', results.lost],
  [
    'heap start → end',
    `${mb(results.heapStart)} → ${mb(results.heapEnd)} (${results.heapGrowthPercent ?? '—'} %)`,
  ],
  [
    'heap without compiled code',
    results.heapStartDetail && results.heapEndDetail
      ? `${mb(results.heapStartDetail.objects)} → ${mb(results.heapEndDetail.objects)} (${results.heapWithoutCodeGrowthPercent} %)`
      : '—',
  ],
  [
    'heap, fresh start on the same data',
    `${mb(results.heapFresh)} (end is ${results.heapBeyondFreshPercent ?? '—'} % above it)`,
  ],
  ['storage start → end', `${mb(results.storageStart)} → ${mb(results.storageEnd)}`],
  ['minutes', results.minutes],
];
const width = Math.max(...rows.map(([label]) => label.length));
console.log(`\nshift soak (${short ? 'short' : `${SIZE.changes} changes`})`);
for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
mkdirSync(`${root}bench/results`, { recursive: true });
writeFileSync(`${root}bench/results/soak.json`, `${JSON.stringify(results, null, 2)}\n`);
if (problems.length > 0) {
  console.error(`\nsoak FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('\nsoak passed: nothing lost, nothing sent twice, the phone left clean.');
