import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { forgetRouteOnThisPage } from '@/features/route';
import { forgetRememberedStart } from '@/features/shared/rememberedStart';
import { addSignedInTexts } from '@/ui/i18n/signedInTexts';
import { failOnLeakedTimers, installTimerTracker, startTrackingTest } from './helpers/leakedTimers';

installTimerTracker();

// Screens are rendered here without the signed-in chunk that brings their English words in the
// app (src/app/signedIn.ts); the build's check (check:budget) keeps the first chunk off them.
addSignedInTexts();

// How long a wait for what a test checks may take before the test fails: findBy…, waitFor and
// vi.waitFor return as soon as the check passes, so this costs nothing on a quiet machine; on a
// busy one (CI beside another build) a render can take seconds, and the default 1 s then fails
// tests whose code is right (docs/testing.md#rules-that-keep-the-suite-honest).
const PATIENCE_MS = 10_000;
configure({ asyncUtilTimeout: PATIENCE_MS });
const waitForWithDefault = vi.waitFor;
vi.waitFor = ((callback, options) =>
  waitForWithDefault(
    callback,
    typeof options === 'number' ? options : { timeout: PATIENCE_MS, ...options },
  )) as typeof vi.waitFor;

beforeEach(() => {
  startTrackingTest();
});

afterEach(() => {
  cleanup();
  // A test's signed-in screens are remembered for the next start: not for the next test's.
  forgetRememberedStart();
  // Nor its route order, sort, navigation app, searches or position.
  forgetRouteOnThisPage();
  // Everything is unmounted: a timer of the app still waiting is a leak (helpers/leakedTimers).
  failOnLeakedTimers();
});
