import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetRouteOnThisPage } from '@/features/route';
import { forgetRememberedStart } from '@/features/shared/rememberedStart';
import { addSignedInTexts } from '@/ui/i18n/signedInTexts';
import { PATIENCE_MS } from './setupNode';

// What a test in jsdom gets on top of every test's (setupNode.ts: leaked timers, patience).

// Screens are rendered here without the signed-in chunk that brings their English words in the
// app (src/app/signedIn.ts); the build's check (check:budget) keeps the first chunk off them.
addSignedInTexts();

// findBy… and waitFor wait as long as vi.waitFor (setupNode.ts).
configure({ asyncUtilTimeout: PATIENCE_MS });

// Registered after setupNode.ts's, so it runs before its check for leaked timers (after-hooks
// run in reverse order): the screens are unmounted first, and their timers with them.
afterEach(() => {
  cleanup();
  // A test's signed-in screens are remembered for the next start: not for the next test's.
  forgetRememberedStart();
  // Nor its route order, sort, navigation app, searches or position.
  forgetRouteOnThisPage();
});
