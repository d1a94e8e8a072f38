// `npm run soak` (issues 28 and 32, docs/performance.md#the-shift-soak): a compressed shift in
// Chromium at 360 × 740 against the production demo build with the bench hooks
// (VITE_BENCH=true: the demo backend's fault switches and its record,
// src/demo/server/soakFaults.ts). Orders arrive over time; status changes (Delivered with cash,
// Not delivered with reasons and notes, undos, proof photos) are tapped while the network
// flaps, with reloads in the middle of sends, a second tab for part of the time, the phone
// clock jumping back and forward, and one poison order whose every change the backend answers
// 500. At the end it checks that nothing was lost, nothing sent twice, nothing left on the
// phone, that the outbox emptied promptly after every return of the network, and that the
// poison order held nothing but itself.
//
//   npm run soak                     the default size (300 changes, 60 orders, 20 photos; ~10 min)
//   npm run soak -- --short          the short run of `npm test` (40 changes; a few minutes)
//   npm run soak -- --size=600       N status changes (orders and photos scale with it)
//   npm run soak -- --skip-build     reuse dist-soak/ from the last run
//   npm run soak -- --no-poison      without the poison order
//   SOAK_HEAP_SNAPSHOTS=<dir>        also write heap snapshots (start, end, fresh) there
//   SOAK_PORT=4195                   where dist-soak/ is served (the bench uses 4186–4190)
//
// The pieces: options.mjs (size, switches), page.mjs (the driver of the page), taps.mjs (the
// taps on the screens), faults.mjs (the fault plan), drain.mjs (the drain after each return of
// the network), outbox.mjs (what the phone holds), checks.mjs, report.mjs. Prints a table and
// writes bench/results/soak.json; exits 1 when a check fails.
/* global indexedDB -- used inside page.evaluate */
import { execFileSync } from 'node:child_process';
import { DEMO_DISPATCHER, errorText } from '../../bench/lib.mjs';
import { serveBuild } from '../../bench/server.mjs';
import { checkApplied, checkDrain, checkHeap, checkPhone, checkPoison } from './checks.mjs';
import { createDrainWatch, drainSummary } from './drain.mjs';
import { createFaultPlan } from './faults.mjs';
import { DIST, INTERMEDIATE, pick, poison, PORT, QUERY, random, root } from './options.mjs';
import { SIZE, skipBuild, UNDO_SECONDS } from './options.mjs';
import { backendPhotos, outboxCounts, stuckOutbox } from './outbox.mjs';
import { poisonAtTheEnd, waitUntil } from './poison.mjs';
import { openDriver } from './page.mjs';
import { report } from './report.mjs';
import { createTapper, nextKind } from './taps.mjs';

if (!skipBuild) {
  console.log(`soak: building ${DIST}/ (VITE_BENCH=true, VITE_UNDO_SECONDS=${UNDO_SECONDS})…`);
  execFileSync('npx', ['vite', 'build', '--outDir', DIST, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, VITE_BENCH: 'true', VITE_UNDO_SECONDS: String(UNDO_SECONDS) },
  });
}
const server = await serveBuild(`${root}${DIST}`, PORT);
const base = server.url.replace(/\/$/, '');

const driver = await openDriver();
const { page } = driver;
const problems = [];
const { taps, tap, openOrder, visitEveryScreen } = createTapper(driver, problems);
let plan = null;
const drain = createDrainWatch(page, () => plan?.poisonReceiptId ?? null);
plan = createFaultPlan({ driver, drain, base });
const sync = page.getByRole('status', { name: 'Sync status' });
const headerWords = async () => (await sync.textContent())?.trim() ?? '';
const waitForScreen = () =>
  driver.waitForList().catch(() => page.getByRole('heading', { level: 1 }).first().waitFor());

const results = { size: SIZE, startedAt: new Date().toISOString() };
const start = Date.now();
try {
  await page.goto(`${base}/login?${QUERY}`);
  await page.getByLabel('Email').fill(DEMO_DISPATCHER.email);
  await page.getByLabel('Password').fill(DEMO_DISPATCHER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await driver.waitForList();
  await plan.setFaults({});
  await page.evaluate(() => localStorage.removeItem('dispatch-soak:log'));

  const orders = (await driver.serverOrders())
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
  await driver.waitForList();
  // The heap is measured on Today (the same screen at both ends): the list's rows grow with
  // the orders that arrive, the heap of the app's own state should not.
  await driver.goTo('/today');
  await page.getByRole('progressbar').waitFor();
  results.heapStartDetail = await driver.heapBytes('start');
  results.heapStart = results.heapStartDetail.used;
  await driver.goTo('/order');
  await driver.waitForList();
  results.storageStart = await driver.storageBytes();
  // The last of the first orders is the poison order (the warm-up tapped the first two).
  const poisoned = poison ? orders.at(-1) : null;
  if (poisoned) await plan.poison(poisoned.id);

  const arrive = async () => {
    arrived += 1;
    const order = await driver.addOrder(9000 + arrived);
    orders.push(order);
    return order;
  };
  for (let i = 0; i < SIZE.changes; i += 1) {
    // Orders arrive through the shift.
    const every = Math.max(1, Math.floor(SIZE.changes / SIZE.orders));
    if (arrived < SIZE.orders - orders.length && i % every === 0) await arrive();
    await plan.before(i);

    const open = orders.filter((order) => order.status !== 'Delivered');
    // Every order delivered: the next one arrives now.
    if (open.length === 0) open.push(await arrive());
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
    if (plan.reloadAt.has(i)) {
      const reloadKind =
        kind === 'Delivered' ? kind : pick(INTERMEDIATE.filter((s) => s !== order.status));
      await plan.reloadMidSend(async () => {
        await tap(order, reloadKind);
        order.taps += 1;
      }, waitForScreen);
      continue;
    }
    await tap(order, kind, { undo, photo });
    if (photo) photosLeft.count -= 1;
    order.taps += 1;
  }
  await plan.end();

  // ---------------------------------------------------------------- the end of the shift
  await plan.setOffline(false, 'end of the shift');
  await plan.setFaults({});
  await driver.goTo('/order');
  await driver.waitForList();
  await drain.settle();
  if (poisoned) results.poison = await poisonAtTheEnd({ driver, plan, order: poisoned });
  let outbox = null;
  const drained = await waitUntil(page, async () => {
    outbox = await outboxCounts(page);
    return outbox.entries === 0 && (await headerWords()) === '';
  });
  if (!drained) {
    problems.push(
      `the outbox did not empty within 3 minutes (${JSON.stringify(outbox?.stores)}; header "${await headerWords()}")`,
    );
    results.stuck = await stuckOutbox(page);
  }
  results.headerAtEnd = await headerWords();

  // ---------------------------------------------------------------- checks
  const log = await driver.readLog();
  const server = await driver.serverOrders();
  const applied = checkApplied({ taps, log, server }, problems);
  const databases = await page.evaluate(() =>
    indexedDB.databases().then((all) => all.map((db) => db.name)),
  );
  const photos = checkPhone(
    {
      taps,
      log,
      photos: await backendPhotos(page),
      outbox,
      headerAtEnd: results.headerAtEnd,
      databases,
    },
    problems,
  );
  results.drain = { ...drainSummary(drain.returns), each: drain.returns };
  checkDrain(drain.returns, problems);
  if (results.poison) checkPoison({ poison: results.poison, taps }, problems);
  await driver.goTo('/today');
  await page.getByRole('progressbar').waitFor();
  results.heapEndDetail = await driver.heapBytes('end');
  results.heapEnd = results.heapEndDetail.used;
  // The same app started afresh on the same data (a reload, the warm-up's screens): what the
  // shift's data alone costs. The shift's heap beyond it is what the shift left behind.
  await page.reload();
  await page.getByRole('progressbar').waitFor({ timeout: 60_000 });
  const anyOrder = (await driver.serverOrders()).find((order) => order.status !== 'Delivered');
  if (anyOrder) await visitEveryScreen(anyOrder);
  await driver.goTo('/today');
  await page.getByRole('progressbar').waitFor();
  results.heapFreshDetail = await driver.heapBytes('fresh');
  results.heapFresh = results.heapFreshDetail.used;
  results.storageEnd = await driver.storageBytes();
  const objectGrowth = checkHeap(results, problems);
  const growth = (results.heapEnd - results.heapStart) / results.heapStart;
  const beyondFresh = (results.heapEnd - results.heapFresh) / results.heapFresh;
  for (const error of driver.consoleErrors) problems.push(`console: ${error}`);

  Object.assign(results, {
    minutes: Number(((Date.now() - start) / 60_000).toFixed(1)),
    changes: taps.length,
    undone: taps.filter((t) => t.undone).length,
    tappedOffline: taps.filter((t) => t.offline).length,
    orders: orders.length,
    ordersArrived: arrived,
    photos,
    faults: {
      ...plan.counts,
      failedCalls: log.failed,
      lostAnswers: log.lost,
      poisonedCalls: log.poisoned ?? 0,
    },
    calls: log.calls,
    retries: log.retries,
    ...applied,
    heapGrowthPercent: Number((growth * 100).toFixed(1)),
    heapBeyondFreshPercent: Number((beyondFresh * 100).toFixed(1)),
    heapWithoutCodeGrowthPercent: Number((objectGrowth * 100).toFixed(1)),
    databases,
    consoleErrors: driver.consoleErrors,
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
  await driver.browser.close();
  await server.close();
}

if (!report(results, taps)) process.exit(1);
