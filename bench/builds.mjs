// The app's builds the sections measure, each served on its own port (docs/performance.md#what-the-bench-does).
import { loadBuild } from '../scripts/bundle/manifest.mjs';
import { DUMMY_FIREBASE_ENV, viteBuild } from '../scripts/bundle/viteBuild.mjs';
import { buildFirebasePrime } from './firebasePrime.mjs';
import { serveBuild } from './server.mjs';

/** The Firebase build of section 6 (the driver app and the desk): talks to the emulators (the bench routes them). */
export const FIREBASE_SIGNED_IN_ENV = {
  ...DUMMY_FIREBASE_ENV,
  VITE_FIREBASE_PROJECT_ID: 'demo-dispatch-bench',
  VITE_USE_FIREBASE_EMULATORS: 'true',
};

/**
 * The production demo build, the Firebase build (dummy variables), the bench-seed build and the
 * Firebase build on the emulators; only those a section that is run uses (`runs`). The floor
 * takes `firstPort + 3` (section 2), the baseline's servers `+ 5` to `+ 9` (baseline.mjs).
 */
export function chooseBuilds(firstPort, runs) {
  const all = {
    demo: { dir: 'dist-bench-demo', env: {}, port: firstPort, sections: [1, 2, 3, 6, 10, 12] },
    firebase: {
      dir: 'dist-bench-firebase',
      env: DUMMY_FIREBASE_ENV,
      port: firstPort + 1,
      sections: [1, 2],
    },
    seed: {
      dir: 'dist-bench-seed',
      env: { VITE_BENCH: 'true' },
      port: firstPort + 2,
      // The desk is built beside the app in each build (desk.html); sections 6 (the desk's demo
      // warm start), 11 and 13 use this one's.
      sections: [3, 4, 5, 6, 7, 9, 11, 13],
    },
    firebaseSignedIn: {
      dir: 'dist-bench-firebase-emulators',
      env: FIREBASE_SIGNED_IN_ENV,
      port: firstPort + 4,
      sections: [6],
    },
  };
  return Object.fromEntries(Object.entries(all).filter(([, build]) => build.sections.some(runs)));
}

/**
 * Builds (unless `skipBuild`) and serves each of `builds`, adding its server to `servers`. A
 * build that fails keeps its error (`build.error`): the sections that need it say why.
 */
export async function buildAndServe(builds, servers, { skipBuild, attempt }) {
  for (const [name, build] of Object.entries(builds)) {
    const outcome = await attempt(`build ${name} → ${build.dir}`, async () => {
      if (!skipBuild) viteBuild(build.dir, build.env);
      if (!skipBuild && name === 'firebaseSignedIn') await buildFirebasePrime(build.dir);
      build.manifest = loadBuild(build.dir);
      servers[name] = await serveBuild(build.dir, build.port);
      return servers[name].url;
    });
    build.error = outcome.error;
  }
}
