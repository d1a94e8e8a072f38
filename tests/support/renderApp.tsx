import { render } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { loadSignedInChunk } from '@/app/signedInChunk';
import { parseEnv, type AppConfig } from '@/config/env';
import type { Services } from '@/services/ports';

// The signed-in screens are a lazy chunk in the app (src/app/signedInChunk.tsx); loaded here
// once, before any test, so that tests render them at once as the app does once it has loaded.
await loadSignedInChunk();

export const demoConfig: AppConfig = (() => {
  const result = parseEnv({
    VITE_COMPANY_NAME: 'Test Foods',
    VITE_COMPANY_URL: 'https://foods.test/',
    // No undo window: a status change is sent at once, so tests of other screens see it reach
    // the backend without waiting. The undo tests (tests/components/outcomesUndo.test.tsx) set
    // their own.
    VITE_UNDO_SECONDS: '0',
  });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
})();

/** Renders the whole app (router, session, shell) at `path` on the given services. */
export function renderApp(services: Services, path = '/', config: AppConfig = demoConfig) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <AppProviders config={config} services={services} />
    </BrowserRouter>,
  );
}
