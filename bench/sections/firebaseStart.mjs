// Section 6: warm start of the Firebase build, signed in (issue 17). The bench's own Auth
// emulator provides the session (bench/firebasePrime/ signs in through it); the Firestore persistent cache holds the dispatcher's
// back-office record and `count` of today's receipts, written with the network disabled by
// bench/firebasePrime/. Then, as section 3 does for the demo build: service worker in control,
// offline, 4× CPU, reload /order and time it to the first order row (median of 5), with the same
// milestones and the Firebase ones: Auth's and Firestore's IndexedDB opened, the Firestore chunks
// downloaded (from the worker's cache); beside the demo build's warm start, reloaded in turns.
import { primeFirestoreCache, shownText } from '../firebasePrime.mjs';
import { createEmulatorUser } from '../authEmulator.mjs';
import { PHONE, addLoadProbe, median } from '../lib.mjs';
import {
  NO_SERVICE_WORKER,
  openWarmDemo,
  prepareWarmReloads,
  reloadUnderTheWorker,
  warmStartFigures,
} from './offlineStart.mjs';

/** firebase.json's emulator ports, which the build (VITE_USE_FIREBASE_EMULATORS) talks to. */
export const BUILD_AUTH_EMULATOR = '127.0.0.1:9099';
export const BUILD_FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';
const BUILD_FIRESTORE_EMULATOR = /^http:\/\/127\.0\.0\.1:8080\//;

/** In the page, before its scripts: when each IndexedDB database finished opening. */
function installIndexedDbProbe() {
  const opened = {};
  window.__benchIndexedDb = opened;
  const open = indexedDB.open.bind(indexedDB);
  indexedDB.open = (name, version) => {
    const request = version === undefined ? open(name) : open(name, version);
    request.addEventListener('success', () => {
      opened[name] ??= performance.now();
    });
    return request;
  };
}

/** In the page, before its scripts: when the signed-in shell appeared (the session is ready). */
function installShellProbe() {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.shell__header')) return;
    window.__benchShellMs = performance.now();
    observer.disconnect();
  });
  const start = () =>
    observer.observe(document.documentElement, { childList: true, subtree: true });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** In the page: the Firebase milestones of this load (ms from navigation start). */
function firebaseMilestones() {
  const opened = window.__benchIndexedDb ?? {};
  const find = (test) => Object.entries(opened).find(([name]) => test(name))?.[1] ?? null;
  const firestoreChunks = performance
    .getEntriesByType('resource')
    .filter((entry) => /\/assets\/(firestoreAdapters|index\.esm)-/.test(entry.name));
  return {
    shellMs: window.__benchShellMs ?? null,
    authDbOpenedMs: find((name) => name === 'firebaseLocalStorageDb'),
    firestoreDbOpenedMs: find((name) => name.startsWith('firestore/')),
    firestoreChunksMs:
      firestoreChunks.length > 0 ? Math.max(...firestoreChunks.map((e) => e.responseEnd)) : null,
    firestoreChunksStartMs:
      firestoreChunks.length > 0 ? Math.min(...firestoreChunks.map((e) => e.startTime)) : null,
  };
}

/**
 * The Firebase warm start; with `demo` (the demo build's { url, dist }), the demo build's warm
 * start too, the two reloaded in turns (each first every other time) so that both meet the same
 * load of the machine: `demo` (its figures) and `ratioToDemo` (the medians' ratio).
 */
export async function measureFirebaseStart(
  browser,
  { url, authEmulator, firebaseEnv, runs = 5, count = 1000, demo = null },
) {
  const account = { email: 'bench-dispatcher@dispatch.test', password: 'bench-1234' };
  await createEmulatorUser(authEmulator.url, account);
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  let demoStart = null;
  try {
    // Sign-in reaches this bench's own emulator; Firestore's server is never there (the cache
    // answers, as on a dead network), even if someone else's emulator runs on its port.
    await context.route(`http://${BUILD_AUTH_EMULATOR}/**`, (route) =>
      route.continue({
        url: route.request().url().replace(BUILD_AUTH_EMULATOR, `127.0.0.1:${authEmulator.port}`),
      }),
    );
    await context.route(BUILD_FIRESTORE_EMULATOR, (route) => route.abort('connectionrefused'));
    await addLoadProbe(context);
    await context.addInitScript(installIndexedDbProbe);
    await context.addInitScript(installShellProbe);
    const page = await context.newPage();

    const receiptsInCache = await primeFirestoreCache(page, { url, account, firebaseEnv, count });

    // The primer signed in (Auth persists the session in IndexedDB): the app restores it.
    await page.goto(`${url}/order`);
    await page
      .locator('.order-row')
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(async (error) => {
        // Say what the page shows instead (a sign-in error, an access check that never ends).
        throw new Error(
          `no order row after the primed start; the page shows: ${await shownText(page)}`,
          {
            cause: error,
          },
        );
      });
    await reloadUnderTheWorker(page, 60_000);
    // The routes are for the online part only (sign-in, the primed start). While a context has
    // a route, Playwright intercepts every request and disables the browser's cache
    // (Network.setCacheDisabled): the timed reloads then fetched every module and stylesheet
    // through the service worker, where section 3's reloads take them from Chrome's memory
    // cache, 30–45 ms of this start's first paint at 4× (issue 35). Offline the routes have
    // nothing to do (Auth and Firestore are unreachable either way): both sections reload alike.
    await context.unrouteAll({ behavior: 'wait' });
    if (demo) {
      demoStart = await openWarmDemo(browser, demo);
      if (!demoStart) throw new Error(`the demo build: ${NO_SERVICE_WORKER}`);
    }
    const firebase = await prepareWarmReloads(context, page, {
      timeoutMs: 60_000,
      extraMilestones: [firebaseMilestones],
    });
    const demoReloads = demoStart && (await prepareWarmReloads(demoStart.context, demoStart.page));
    for (let i = 0; i < runs; i++) {
      const turn = demoReloads ? [demoReloads, firebase] : [firebase];
      for (const side of i % 2 === 0 ? turn : turn.reverse()) {
        await side.reload({ traced: side === firebase && i === runs - 1 });
      }
    }
    await firebase.finish();
    await demoReloads?.finish();
    const { times, milestones, keptFirstFrame } = firebase;
    const demoFigures = demoReloads && {
      ...warmStartFigures(demoReloads.times, demoReloads.milestones),
      keptFirstFrame: demoReloads.keptFirstFrame,
    };
    const medianOf = (key) => median(milestones.map((m) => m[key]).filter((v) => v !== null));
    return {
      ...warmStartFigures(times, milestones),
      keptFirstFrame,
      receiptsInCache,
      authDbOpenedMedianMs: medianOf('authDbOpenedMs'),
      firestoreChunksStartMedianMs: medianOf('firestoreChunksStartMs'),
      firestoreChunksMedianMs: medianOf('firestoreChunksMs'),
      firestoreDbOpenedMedianMs: medianOf('firestoreDbOpenedMs'),
      shellMedianMs: medianOf('shellMs'),
      milestones,
      ...(demoFigures
        ? { demo: demoFigures, ratioToDemo: median(times) / demoFigures.medianMs }
        : {}),
    };
  } finally {
    await demoStart?.context.close();
    await context.close();
  }
}
