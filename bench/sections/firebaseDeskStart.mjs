// Section 6, the desk's part (issue 46): the desk's warm start in the Firebase build against the
// desk's warm start in the demo, in the same run, reloaded in turns so both meet the same load.
//
// What "warm start" means for the desk: the manager was signed in and had the board on screen
// before; they reload /desk. The desk has no service worker (the driver app's never precaches
// it: docs/desk.md), so the page comes from the bench's server (its modules from Chrome's cache)
// and the reload is online, unlike the driver app's offline one. Both sides: 1,000 open orders
// among 40 drivers, one in ten unassigned (the demo: its desk bench seed in the `seed` build;
// Firebase: the same spread in the desk's own Firestore cache, bench/firebasePrime/), the board
// kept in the first frame (docs/desk.md#the-board-in-the-first-frame), 4× CPU as the driver
// app's warm starts; reload /desk, median of BENCH_RELOADS of:
// - the first card on screen (the load probe: the kept board's, painted before any module runs),
// - the desk's own board in its place (its `desk: own screen` mark): in Firebase mode, after
//   Auth restored the session from IndexedDB and Firestore answered the board, the team and the
//   manager's record from its cache. Firestore's and Auth's servers (the build's emulator hosts)
//   are blocked, as on a dead network (section 6's driver start is offline too): the SDK shows
//   a cached query at once, server or not, and a Firestore emulator of someone else on those
//   ports can never answer with another project's (empty) board. Blocked by CDP
//   (Network.setBlockedURLs), not by Playwright routes, which turn the browser's cache off.
import { createEmulatorUser } from '../authEmulator.mjs';
import { primeFirestoreCache, shownText } from '../firebasePrime.mjs';
import { addLoadProbe, firstRowTime, median } from '../lib.mjs';
import { DESK_CARD, DESK_CPU_SLOWDOWN, DESK_VIEWPORT, openDesk, reloadDesk } from './desk.mjs';
import { BUILD_AUTH_EMULATOR, BUILD_FIRESTORE_EMULATOR_HOST } from './firebaseStart.mjs';

/** src/desk/firstFrame/deskFirstFrame.ts's key: the board kept for the next start. */
const DESK_FIRST_FRAME_KEY = 'dispatch.desk.firstFrame';
/** src/services/firebase/desk.ts's app name: the desk's own session and Firestore cache. */
const DESK_FIREBASE_APP = 'dispatch-desk';

/** Waits until the desk has kept its board for the next start; false after `timeoutMs`. */
function deskBoardKept(page, timeoutMs = 30_000) {
  return page
    .waitForFunction((key) => localStorage.getItem(key) !== null, DESK_FIRST_FRAME_KEY, {
      timeout: timeoutMs,
    })
    .then(
      () => true,
      () => false,
    );
}

/** The Firebase desk, signed in with a primed cache, its servers blocked. */
async function openFirebaseDesk(browser, { url, authEmulator, firebaseEnv, count, drivers }) {
  const account = { email: 'bench-manager@dispatch.test', password: 'bench-1234' };
  await createEmulatorUser(authEmulator.url, account);
  const context = await browser.newContext({ viewport: DESK_VIEWPORT });
  try {
    await addLoadProbe(context, DESK_CARD);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', {
      urls: [`http://${BUILD_AUTH_EMULATOR}/*`, `http://${BUILD_FIRESTORE_EMULATOR_HOST}/*`],
    });
    // The primer signs in through the bench's own emulator (not blocked), as the desk's app.
    const receiptsInCache = await primeFirestoreCache(page, {
      url,
      account,
      firebaseEnv,
      count,
      extra: {
        app: DESK_FIREBASE_APP,
        role: 'manager',
        drivers: String(drivers),
        authPort: String(authEmulator.port),
      },
    });
    await page.goto(`${url}/desk`);
    await firstRowTime(page, 120_000).catch(async (error) => {
      throw new Error(`no card on the Firebase desk; the page shows: ${await shownText(page)}`, {
        cause: error,
      });
    });
    return { context, page, cdp, receiptsInCache };
  } catch (error) {
    await context.close();
    throw error;
  }
}

export async function measureFirebaseDeskStart(
  browser,
  { firebase, demo, authEmulator, firebaseEnv, count = 1000, drivers = 40, runs = 5 },
) {
  const demoDesk = await openDesk(browser, { url: demo.url, count, drivers });
  let firebaseDesk = null;
  try {
    firebaseDesk = await openFirebaseDesk(browser, {
      url: firebase.url,
      authEmulator,
      firebaseEnv,
      count,
      drivers,
    });
    const pages = { demo: demoDesk.page, firebase: firebaseDesk.page };
    const kept = {};
    const cdps = {
      firebase: firebaseDesk.cdp,
      demo: await demoDesk.context.newCDPSession(pages.demo),
    };
    for (const side of ['demo', 'firebase']) {
      kept[side] = await deskBoardKept(pages[side]);
      await cdps[side].send('Emulation.setCPUThrottlingRate', { rate: DESK_CPU_SLOWDOWN });
    }
    const starts = { demo: [], firebase: [] };
    // In turns, each side first every other time, so that both meet the same load.
    for (let i = 0; i < runs; i++) {
      for (const side of i % 2 === 0 ? ['demo', 'firebase'] : ['firebase', 'demo']) {
        starts[side].push(await reloadDesk(pages[side], 120_000));
      }
    }
    for (const side of ['demo', 'firebase']) {
      await cdps[side].send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    const figures = (side) => {
      const medianOf = (key) =>
        median(starts[side].map((start) => start[key]).filter((v) => v !== null));
      return {
        firstCardMs: medianOf('firstCardMs'),
        ownBoardMs: medianOf('ownBoardMs'),
        longestTaskMs: medianOf('longestTaskMs'),
        cards: medianOf('cards'),
        boardKept: kept[side],
        starts: starts[side],
      };
    };
    const [demoFigures, firebaseFigures] = [figures('demo'), figures('firebase')];
    return {
      count,
      drivers,
      runs,
      cpuSlowdown: DESK_CPU_SLOWDOWN,
      receiptsInCache: firebaseDesk.receiptsInCache,
      demo: demoFigures,
      firebase: firebaseFigures,
      firstCardRatio: firebaseFigures.firstCardMs / demoFigures.firstCardMs,
      ownBoardRatio: firebaseFigures.ownBoardMs / demoFigures.ownBoardMs,
    };
  } finally {
    await firebaseDesk?.context.close();
    await demoDesk.context.close();
  }
}
