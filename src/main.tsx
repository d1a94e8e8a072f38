import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { closeTopOverlay } from './app/backButton';
import { registerServiceWorkerWhenIdle } from './app/pwa/registerServiceWorker';
import { noAppUpdates, PwaLayer, sharedInstallPrompt } from './features/pwa';

// The native wrapper's build (docs/native.md) is the installed app: no install offer, no service
// worker, no update prompt; its native chrome instead. `import.meta.env.NATIVE` is the literal of
// config/env.ts's isNativeBuild, written out here so the bundler drops the other build's branch
// (service worker code from the wrapper, Capacitor chunks from the browser build).

// Listen for the browser's install offer before anything renders: it may come early.
if (!import.meta.env.NATIVE) sharedInstallPrompt();

const root = document.getElementById('root');
if (root) {
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
  createRoot(root).render(
    <StrictMode>
      {/* One router for the page: the PWA layer beside the app reads the route too. */}
      <BrowserRouter>
        <App />
        <PwaLayer updates={appUpdates} />
      </BrowserRouter>
    </StrictMode>,
  );
}
