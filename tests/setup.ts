import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { forgetRouteOnThisPage } from '@/features/route';
import { forgetRememberedStart } from '@/features/shared/rememberedStart';
import { failOnLeakedTimers, installTimerTracker, startTrackingTest } from './helpers/leakedTimers';

installTimerTracker();

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
