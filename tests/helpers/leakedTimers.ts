// Timers the app leaves behind, caught in the test that left them (docs/testing.md#leaks).
//
// A timeout, interval or animation frame that the app's code (src/) started and that is still
// waiting once a test has unmounted everything is a leak: it belongs to a component, hook or
// service that was not cleaned up, and it fires later into another test's page — or, after the
// last test, into no page at all ("document is not defined"), failing a run whose tests all
// passed. tests/setupNode.ts installs this tracker, and after each test (after Testing Library's
// cleanup) cancels what the test left and fails that test, naming where each timer was started.
//
// Only timers started from src/ count: the test's own timers and the libraries' (React's
// scheduler, Testing Library's waitFor, Vitest's timeouts) are theirs to manage. Fake timers
// (vi.useFakeTimers) replace these functions while installed, so they are not tracked.

type Kind = 'setTimeout' | 'setInterval' | 'requestAnimationFrame';

interface Pending {
  kind: Kind;
  /** Where in src/ it was started: "src/desk/board/useBoardMenu.ts:130:7". */
  startedAt: string;
  test: number;
  cancel(): void;
}

const pending = new Map<unknown, Pending>();
let currentTest = 0;

/** Where the timer running now was started: a timer it starts was started there too. */
let runningOrigin: string | null = null;

const appFrame = (frame: string) => /(\/src\/[^\s)]+)/.exec(frame)?.[1].slice(1) ?? null;

/**
 * Where the app started a timer: its caller and the app's frames above it ("a ← b"), then where
 * the timer that is running now was started, or null if the caller is not the app's own code.
 */
function appCaller(stack: string | undefined): string | null {
  const frames = (stack ?? '').split('\n').slice(1);
  const callerAt = frames.findIndex((frame) => !frame.includes('leakedTimers'));
  const caller = frames[callerAt];
  if (caller === undefined || caller.includes('node_modules') || appFrame(caller) === null) {
    return null;
  }
  const appFrames = frames
    .slice(callerAt)
    .filter((frame) => !frame.includes('node_modules'))
    .map(appFrame)
    .filter((frame): frame is string => frame !== null);
  // The platform's timer helpers first, then who called them: the frames that name the leak.
  const outside = appFrames.filter((frame) => !frame.startsWith('src/platform/'));
  const shown = [appFrames[0], ...outside.filter((frame) => frame !== appFrames[0])].slice(0, 4);
  const from = runningOrigin === null ? '' : ` (in a timer started at ${runningOrigin})`;
  return shown.join(' ← ') + from;
}

/** Runs a tracked timer's callback, so that the timers it starts say where it came from. */
function runFrom(origin: string | null, run: () => void): void {
  const outer = runningOrigin;
  runningOrigin = origin ?? outer;
  try {
    run();
  } finally {
    runningOrigin = outer;
  }
}

function track(kind: Kind, handle: unknown, startedAt: string | null, cancel: () => void) {
  if (startedAt !== null) pending.set(handle, { kind, startedAt, test: currentTest, cancel });
}

type Callback = (...args: unknown[]) => void;

/** Wraps the global timers once per test file (tests/setupNode.ts). */
export function installTimerTracker(): void {
  const g = globalThis as typeof globalThis & Record<string, unknown>;
  const realSetTimeout = g.setTimeout;
  const realClearTimeout = g.clearTimeout;
  const realSetInterval = g.setInterval;
  const realClearInterval = g.clearInterval;

  // `any` here: the wrappers stand in for Node's and the DOM's overloaded timer signatures.
  /* eslint-disable @typescript-eslint/no-explicit-any */
  g.setTimeout = ((callback: Callback, ms?: number, ...args: unknown[]) => {
    const startedAt = appCaller(new Error().stack);
    const handle: unknown = realSetTimeout(
      (...callbackArgs: unknown[]) => {
        pending.delete(handle);
        if (typeof callback === 'function') runFrom(startedAt, () => callback(...callbackArgs));
      },
      ms,
      ...args,
    );
    track('setTimeout', handle, startedAt, () => realClearTimeout(handle as any));
    return handle;
  }) as any;
  g.clearTimeout = ((handle: unknown) => {
    pending.delete(handle);
    realClearTimeout(handle as any);
  }) as any;
  g.setInterval = ((callback: Callback, ms?: number, ...args: unknown[]) => {
    const startedAt = appCaller(new Error().stack);
    const handle: unknown = realSetInterval(
      (...callbackArgs: unknown[]) => runFrom(startedAt, () => callback(...callbackArgs)),
      ms,
      ...args,
    );
    track('setInterval', handle, startedAt, () => realClearInterval(handle as any));
    return handle;
  }) as any;
  g.clearInterval = ((handle: unknown) => {
    pending.delete(handle);
    realClearInterval(handle as any);
  }) as any;

  const realFrame = g.requestAnimationFrame as
    ((callback: FrameRequestCallback) => number) | undefined;
  const realCancelFrame = g.cancelAnimationFrame as ((handle: number) => void) | undefined;
  if (typeof realFrame === 'function' && typeof realCancelFrame === 'function') {
    const frameKey = (handle: number) => `frame:${handle}`;
    g.requestAnimationFrame = ((callback: FrameRequestCallback) => {
      const startedAt = appCaller(new Error().stack);
      const handle = realFrame((time) => {
        pending.delete(frameKey(handle));
        runFrom(startedAt, () => callback(time));
      });
      track('requestAnimationFrame', frameKey(handle), startedAt, () => realCancelFrame(handle));
      return handle;
    }) as any;
    g.cancelAnimationFrame = ((handle: number) => {
      pending.delete(frameKey(handle));
      realCancelFrame(handle);
    }) as any;
  }
  /* eslint-enable @typescript-eslint/no-explicit-any */
}

/** A new test begins: what earlier tests left is no longer this one's. */
export function startTrackingTest(): void {
  currentTest += 1;
}

/**
 * Cancels every timer the app started during this test that is still waiting, and throws,
 * naming them, if there was any.
 */
export function failOnLeakedTimers(): void {
  const leaked = [...pending.entries()].filter(([, timer]) => timer.test === currentTest);
  for (const [handle, timer] of leaked) {
    timer.cancel();
    pending.delete(handle);
  }
  if (leaked.length === 0) return;
  const lines = leaked.map(([, timer]) => `  - ${timer.kind} started at ${timer.startedAt}`);
  throw new Error(
    `This test left ${leaked.length} timer(s) of the app running after it ended ` +
      `(a component, hook or service did not clear it on unmount or dispose):\n${lines.join('\n')}`,
  );
}
