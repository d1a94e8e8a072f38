import { AppRoot } from './app/AppRoot';
import { closeTopOverlay } from './app/backButton';
import { firstFrameApp } from './app/firstFrameApp';
import { drawFirstFrameWith } from './app/keepFirstFrame';
import {
  FIRST_FRAME_WAIT_MS,
  loadBeforeFirstRender,
  type EarlyStart,
} from './app/loadBeforeFirstRender';
import { mountApp } from './app/mountApp';
import { registerServiceWorkerWhenIdle } from './app/pwa/registerServiceWorker';
import { prefetchSignedInChunk } from './app/signedInChunk';
import { configResult } from './config/env';
import { PATHS } from './config/paths';
import { noAppUpdates, sharedInstallPrompt } from './features/pwa';
import { rememberedSession } from './features/shared/rememberedStart';

// The native wrapper's build (docs/native.md) is the installed app: no install offer, no service
// worker, no update prompt; its native chrome instead. `import.meta.env.NATIVE` is the literal of
// config/env.ts's isNativeBuild, written out here so the bundler drops the other build's branch
// (service worker code from the wrapper, Capacitor chunks from the browser build).

// Listen for the browser's install offer before anything renders: it may come early.
if (!import.meta.env.NATIVE) sharedInstallPrompt();

const root = document.getElementById('root');
if (root) {
  // The next start's first frame, drawn with react-dom/server (its own chunk), when idle.
  drawFirstFrameWith(() =>
    import('./app/htmlRenderer').then(
      ({ renderToString }) =>
        (config, services) =>
          renderToString(firstFrameApp(config, services)),
    ),
  );
  // Production only: schedules the worker's registration for after this first render, once the
  // page has loaded and the browser is idle (30 s at the latest); the prompt needs its state.
  const appUpdates = import.meta.env.NATIVE ? noAppUpdates : registerServiceWorkerWhenIdle();
  if (import.meta.env.NATIVE) {
    void import('./services/native/shell').then(({ startNativeShell }) =>
      startNativeShell({
        closeOverlay: closeTopOverlay,
        openPath(path) {
          // React Router follows popstate: the app shows the path without reloading.
          window.history.pushState(null, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
      }),
    );
  }
  // The build prerenders the first screen into the HTML (src/app/prerender.tsx): index.html
  // carries "Starting Dispatch…", login.html (served for /login) the sign-in form. React
  // hydrates that markup, so it stays on screen as it is; the dev server's HTML has none.
  // public/boot.js may have put the list in its place before the first paint ('orders': the
  // first frame, docs/pwa.md#the-list-in-the-first-frame).
  const prerendered = root.dataset.firstScreen;
  const firstFrame = prerendered === 'orders';
  const firstScreen =
    prerendered === 'login' && window.location.pathname === PATHS.login ? 'login' : 'starting';
  // Every start but the sign-in form's is most likely signed in: fetch and run the signed-in
  // screens' chunk now, alongside the adapters and the session, not once they are known.
  if (firstScreen === 'starting') prefetchSignedInChunk(false);
  // The sign-in form with a remembered session (docs/architecture.md#remembered-start): the
  // first render already sends the dispatcher on to the orders, so it does not match the
  // prerendered form, and React draws afresh instead of hydrating it.
  const formLeftAtOnce = firstScreen === 'login' && rememberedSession() !== null;
  const hydrate = prerendered === firstScreen && !formLeftAtOnce;
  const mount = (early?: EarlyStart) => {
    // The first frame is hydrated by the render that drew it: on the loaded adapters. Without
    // them (a load that failed), the app draws afresh over it, as over "Starting Dispatch…".
    const hydratesFirstFrame = firstFrame && Boolean(early?.loaded);
    return mountApp(
      root,
      <AppRoot
        updates={appUpdates}
        firstScreen={firstScreen}
        load={early?.load}
        loaded={early?.loaded ?? undefined}
        firstFrame={hydratesFirstFrame}
      />,
      // Drawn afresh over the prerendered screen when the first render is the signed-in one.
      hydratesFirstFrame || (hydrate && !early?.loaded),
      {
        // A first frame that does not match the render (another state of the phone than the one
        // it was drawn in) is drawn afresh by React: said in the console, for the engineer.
        onRecoverableError: (error) => console.warn('The first screen was drawn afresh:', error),
      },
    );
  };
  // A remembered signed-in start renders once its adapters are here (loadBeforeFirstRender.ts);
  // with the first frame on screen, in its language, and however long they take.
  const early =
    firstScreen === 'starting' && rememberedSession() !== null
      ? firstFrame
        ? loadBeforeFirstRender(configResult, FIRST_FRAME_WAIT_MS, undefined, root.dataset.language)
        : loadBeforeFirstRender()
      : null;
  if (early) void early.then(mount);
  else mount();
}
