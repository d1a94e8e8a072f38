// Section 6: the warm starts in Firebase mode on the bench's Auth emulator, each as a ratio to
// demo mode's, reloaded in turns with it in the same run (issue 46): the driver app's
// (sections/firebaseStart.mjs, beside section 3's demo start) and the desk's
// (sections/firebaseDeskStart.mjs). One Auth emulator serves both.
import { startAuthEmulator } from '../authEmulator.mjs';
import { FIREBASE_SIGNED_IN_ENV } from '../builds.mjs';
import { ms } from '../format.mjs';
import { measureFirebaseDeskStart } from '../sections/firebaseDeskStart.mjs';
import { measureFirebaseStart } from '../sections/firebaseStart.mjs';
import { warmStartRows } from './loading.mjs';

/** Firebase ÷ demo, same run: the target of both warm starts (the Targets table). */
export const FIREBASE_START_RATIO_TARGET = 1.25;

const ratioText = (ratio) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '—');

/** The driver app: reload /order → first row, Firebase ÷ demo. */
async function driverStart(bench, authEmulator) {
  const { row, need } = bench;
  const { warmReloads } = bench.options;
  const label = '6. Warm start (Firebase, signed in, 4× CPU)';
  const r = await bench.measured(label, 'firebaseStart', () =>
    measureFirebaseStart(bench.browserOrThrow(), {
      ...need('firebaseSignedIn'),
      authEmulator,
      firebaseEnv: FIREBASE_SIGNED_IN_ENV,
      count: 1000,
      runs: warmReloads,
      demo: need('demo'),
    }),
  );
  if (!r) return;
  row(
    label,
    `reload /order → first row, ${r.receiptsInCache} receipts cached, ÷ the demo build's ` +
      `(section 3's start), reloaded in turns, medians of ${warmReloads}`,
    ratioText(r.ratioToDemo),
    `≤ ${FIREBASE_START_RATIO_TARGET}×`,
    r.ratioToDemo <= FIREBASE_START_RATIO_TARGET,
  );
  warmStartRows(row, label, r, warmReloads);
  row(label, 'Auth: its IndexedDB open', ms(r.authDbOpenedMedianMs));
  row(
    label,
    'Firestore chunks: requested / loaded',
    `${ms(r.firestoreChunksStartMedianMs)} / ${ms(r.firestoreChunksMedianMs)}`,
  );
  row(label, 'Firestore: its cache (IndexedDB) open', ms(r.firestoreDbOpenedMedianMs));
  row(label, 'access checked (cached record): the shell shows', ms(r.shellMedianMs));
}

/** The desk: reload /desk → first card and → its own board, Firebase ÷ demo. */
async function deskStart(bench, authEmulator) {
  const { row, need } = bench;
  const { deskOrders, deskDrivers, warmReloads } = bench.options;
  const label = `6. Desk warm start (Firebase ÷ demo, ${deskOrders.toLocaleString('en')} orders, ${deskDrivers} drivers, 4× CPU)`;
  const r = await bench.measured(label, 'firebaseDeskStart', () =>
    measureFirebaseDeskStart(bench.browserOrThrow(), {
      firebase: need('firebaseSignedIn'),
      demo: need('seed'),
      authEmulator,
      firebaseEnv: FIREBASE_SIGNED_IN_ENV,
      count: deskOrders,
      drivers: deskDrivers,
      runs: warmReloads,
    }),
  );
  if (!r) return;
  const medians = `in turns, medians of ${warmReloads}`;
  row(
    label,
    `reload /desk → first card (the board kept in the first frame), Firebase ÷ demo, ${medians}`,
    ratioText(r.firstCardRatio),
    `≤ ${FIREBASE_START_RATIO_TARGET}×`,
    r.firstCardRatio <= FIREBASE_START_RATIO_TARGET,
  );
  row(
    label,
    `reload /desk → the desk's own board in its place, Firebase ÷ demo, ${medians}`,
    ratioText(r.ownBoardRatio),
  );
  row(
    label,
    "the desk's own board ÷ its first card: demo / Firebase",
    `${ratioText(r.demo.ownBoardMs / r.demo.firstCardMs)} / ${ratioText(r.firebase.ownBoardMs / r.firebase.firstCardMs)}`,
  );
  row(
    label,
    'cards once drawn / board kept in the first frame: demo, Firebase',
    `${r.demo.cards} / ${r.demo.boardKept ? 'yes' : 'no'}, ${r.firebase.cards} / ${r.firebase.boardKept ? 'yes' : 'no'}`,
  );
}

/** 6. The warm starts in Firebase mode, signed in, on the bench's Auth emulator. */
export async function firebaseStart(bench) {
  const emulator = await bench.attempt("6. the bench's Auth emulator", () =>
    startAuthEmulator(FIREBASE_SIGNED_IN_ENV.VITE_FIREBASE_PROJECT_ID),
  );
  if (emulator.error) {
    bench.failedRow('6. Warm starts (Firebase)', emulator);
    return;
  }
  try {
    await driverStart(bench, emulator.value);
    await deskStart(bench, emulator.value);
  } finally {
    await emulator.value.stop();
  }
}
