import { afterEach, beforeEach, vi } from 'vitest';
import { failOnLeakedTimers, installTimerTracker, startTrackingTest } from './helpers/leakedTimers';

// What every unit test gets, in node or in jsdom (tests/setup.ts adds the page's part): timers
// the code under test leaves waiting fail their test (helpers/leakedTimers), and vi.waitFor's
// patience is a busy machine's.

installTimerTracker();

// How long a wait for what a test checks may take before the test fails: findBy…, waitFor and
// vi.waitFor return as soon as the check passes, so this costs nothing on a quiet machine; on a
// busy one (CI beside another build) a render can take seconds, and the default 1 s then fails
// tests whose code is right (docs/testing.md#rules-that-keep-the-suite-honest).
export const PATIENCE_MS = 10_000;
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
  // Everything is done: a timer of the code still waiting is a leak (helpers/leakedTimers).
  failOnLeakedTimers();
});
