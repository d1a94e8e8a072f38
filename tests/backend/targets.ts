import { demoTarget } from './demoTarget';
import { functionsTarget } from './functionsTarget';
import type { Target } from './target';

// The homes of the backend core this run of the contract suite (contract*.test.ts) has: the
// Cloud Functions on the Functions emulator, over real HTTP with real ID tokens from the Auth
// emulator (when scripts/backend-tests.mjs started them), and the demo backend in-process (the
// core over the demo's IndexedDB store, fake-indexeddb here).

export * from './target';

/** The targets this run has: the demo always, the functions when the emulators run. */
export function targetFactories(): Array<[string, () => Promise<Target>]> {
  const factories: Array<[string, () => Promise<Target>]> = [['demo', demoTarget]];
  const url = process.env.BACKEND_FUNCTIONS_URL;
  const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (url && authHost) {
    factories.unshift([
      'functions',
      () =>
        functionsTarget({
          url,
          authHost,
          project: process.env.BACKEND_PROJECT ?? 'demo-dispatch-backend',
          store: process.env.BACKEND_STORE ?? 'memory',
        }),
    ]);
  }
  return factories;
}
