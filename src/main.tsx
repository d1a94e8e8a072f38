import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/AppRoot';
import { registerServiceWorkerWhenIdle } from './app/pwa/registerServiceWorker';
import { PATHS } from './config/paths';
import { sharedInstallPrompt } from './features/pwa';

// Listen for the browser's install offer before anything renders: it may come early.
sharedInstallPrompt();

const root = document.getElementById('root');
if (root) {
  // Production only: schedules the worker's registration for after this first render, once the
  // page has loaded and the browser is idle (30 s at the latest); the prompt needs its state.
  const appUpdates = registerServiceWorkerWhenIdle();
  // The build prerenders the first screen into the HTML (src/app/prerender.tsx): index.html
  // carries "Starting Dispatch…", login.html (served for /login) the sign-in form. React
  // hydrates that markup, so it stays on screen as it is; the dev server's HTML has none.
  const prerendered = root.dataset.firstScreen;
  const firstScreen =
    prerendered === 'login' && window.location.pathname === PATHS.login ? 'login' : 'starting';
  const app = <AppRoot updates={appUpdates} firstScreen={firstScreen} />;
  if (prerendered === firstScreen) hydrateRoot(root, app);
  else createRoot(root).render(app);
}
