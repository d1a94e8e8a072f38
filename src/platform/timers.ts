// The one place in src/ that calls the browser's timers (docs/architecture.md#platform).
// Modules that wait take a `Timers` option defaulting to `browserTimers`, so tests drive time.

export type Unsubscribe = () => void;

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

// Looked up on globalThis at each call, so fake timers installed later still apply.
export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Calls `callback` once after `ms`; returns the function that cancels it. */
export function after(ms: number, callback: () => void, timers = browserTimers): Unsubscribe {
  const handle = timers.setTimeout(callback, ms);
  return () => timers.clearTimeout(handle);
}

/**
 * `work`'s outcome if it settles within `ms`; otherwise what `late` gives — its value, or its
 * throw as the rejection. The timer ends as soon as either comes, so nothing waits on it after.
 * For "this answer, or give up after a while": a late one is ignored.
 */
export function withDeadline<T>(
  work: Promise<T>,
  ms: number,
  late: () => T,
  timers = browserTimers,
): Promise<T> {
  let stopWaiting: Unsubscribe = () => {};
  const deadline = new Promise<T>((resolve, reject) => {
    stopWaiting = after(
      ms,
      () => {
        try {
          resolve(late());
        } catch (error) {
          reject(error);
        }
      },
      timers,
    );
  });
  return Promise.race([work, deadline]).finally(stopWaiting);
}

/** Calls `callback` every `ms` until the returned function is called. */
export function every(ms: number, callback: () => void): Unsubscribe {
  const handle = globalThis.setInterval(callback, ms);
  return () => globalThis.clearInterval(handle);
}

/**
 * Calls `task` once the browser has drawn its next frame: a frame comes only after the task
 * running now and what it has already queued (a render React has scheduled, say), so work that
 * must not delay the screen goes after it. A hidden page draws no frames, and some environments
 * have none: there it runs after a zero timeout. Returns the function that cancels it: a
 * component that asks for it cancels it when it unmounts (docs/testing.md#leaks).
 */
export function afterNextPaint(task: () => void): Unsubscribe {
  const nextFrame = globalThis.requestAnimationFrame;
  if (typeof nextFrame !== 'function' || globalThis.document?.visibilityState === 'hidden') {
    return after(0, task);
  }
  let cancelTimeout: Unsubscribe | null = null;
  // The frame's callbacks run just before its paint; the timeout, once it is done.
  const frame = nextFrame(() => {
    cancelTimeout = after(0, task);
  });
  return () => {
    globalThis.cancelAnimationFrame?.(frame);
    cancelTimeout?.();
  };
}

/**
 * Calls `task` once the next frame is drawn and the browser is then idle, at the latest
 * `timeoutMs` after that frame: before nothing the user waits for. The frame first: a change
 * committed in a task of its own (a realtime snapshot) leaves an idle period before the frame
 * that shows it is due, and a long task there held that frame (the desk's suggestions, measured
 * in docs/performance.md#the-desk-section-11). Without requestIdleCallback (Safari before 18)
 * it runs once the next frame is drawn. Returns the function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs: number): Unsubscribe {
  let cancelled = false;
  let cancelIdle: Unsubscribe | null = null;
  const run = () => {
    if (!cancelled) task();
  };
  const cancelPaint = afterNextPaint(() => {
    if (cancelled) return;
    const idle = globalThis.requestIdleCallback;
    if (typeof idle !== 'function') return run();
    const handle = idle(run, { timeout: timeoutMs });
    cancelIdle = () => globalThis.cancelIdleCallback?.(handle);
  });
  return () => {
    cancelled = true;
    cancelPaint();
    cancelIdle?.();
  };
}

/** Resolves after `ms` (at once for 0 or less). */
export function delay(ms: number, timers = browserTimers): Promise<void> {
  return ms <= 0
    ? Promise.resolve()
    : new Promise((resolve) => {
        timers.setTimeout(resolve, ms);
      });
}
