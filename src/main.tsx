import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { registerServiceWorkerWhenIdle } from './app/pwa/registerServiceWorker';
import { PwaLayer, sharedInstallPrompt } from './features/pwa';

// Listen for the browser's install offer before anything renders: it may come early.
sharedInstallPrompt();

const root = document.getElementById('root');
if (root) {
  // Production only: schedules the worker's registration for after this first render, once the
  // page has loaded and the browser is idle (30 s at the latest); the prompt needs its state.
  const appUpdates = registerServiceWorkerWhenIdle();
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
