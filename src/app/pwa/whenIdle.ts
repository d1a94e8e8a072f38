import { browserTimers, type Timers } from '@/platform';

/** What scheduling needs from the browser; tests pass a fake. */
export interface IdleEnvironment extends Pick<Timers, 'setTimeout'> {
  /** Missing in browsers without it (Safari before 18): then a short timeout stands in. */
  requestIdleCallback?: (task: () => void, options: { timeout: number }) => void;
  /** Calls back once the page has loaded (at once if it already has). */
  afterLoad(task: () => void): void;
}

/** Without requestIdleCallback: how long after `load` the page is assumed settled. */
export const SETTLE_DELAY_WITHOUT_IDLE_CALLBACK_MS = 2_000;

export function browserIdleEnvironment(win: Window = window): IdleEnvironment {
  return {
    setTimeout: browserTimers.setTimeout,
    requestIdleCallback:
      typeof win.requestIdleCallback === 'function'
        ? (task, options) => void win.requestIdleCallback(() => task(), options)
        : undefined,
    afterLoad(task) {
      if (win.document.readyState === 'complete') task();
      else win.addEventListener('load', () => task(), { once: true });
    },
  };
}

/**
 * Runs `task` once, when the page has loaded and the browser is idle (so it never competes
 * with the first render for the network and the main thread), and at the latest `maxDelayMs`
 * after this call, whatever happens.
 */
export function runWhenIdle(
  task: () => void,
  maxDelayMs: number,
  environment: IdleEnvironment = browserIdleEnvironment(),
): void {
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    task();
  };
  environment.setTimeout(runOnce, maxDelayMs);
  environment.afterLoad(() => {
    if (environment.requestIdleCallback) {
      environment.requestIdleCallback(runOnce, { timeout: maxDelayMs });
    } else {
      environment.setTimeout(runOnce, SETTLE_DELAY_WITHOUT_IDLE_CALLBACK_MS);
    }
  });
}
