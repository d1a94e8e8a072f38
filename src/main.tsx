import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorkerWhenIdle } from './app/pwa/registerServiceWorker';
import { PwaLayer, sharedInstallPrompt } from './features/pwa';

// Listen for the browser's install offer before anything renders: it may come early.
sharedInstallPrompt();

const root = document.getElementById('root');
if (root) {
  // The worker registers after this first render, when the browser is idle (production only).
  const appUpdates = registerServiceWorkerWhenIdle();
  createRoot(root).render(
    <StrictMode>
      <App />
      <PwaLayer updates={appUpdates} />
    </StrictMode>,
  );
}
