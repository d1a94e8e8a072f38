import { after, type Unsubscribe } from '@/platform';

/** What scheduling needs from the browser; tests pass a fake. Each returns its cancel. */
export interface IdleEnvironment {
  after(ms: number, task: () => void): Unsubscribe;
  /** Missing in browsers without it (Safari before 18): then a short timeout stands in. */
  requestIdleCallback?: (task: () => void, options: { timeout: number }) => Unsubscribe;
  /** Calls back once the page has loaded (at once if it already has). */
  afterLoad(task: () => void): Unsubscribe;
}

/** Without requestIdleCallback: how long after `load` the page is assumed settled. */
export const SETTLE_DELAY_WITHOUT_IDLE_CALLBACK_MS = 2_000;

const nothingToCancel: Unsubscribe = () => {};

export function browserIdleEnvironment(win: Window = window): IdleEnvironment {
  return {
    after: (ms, task) => after(ms, task),
    requestIdleCallback:
      typeof win.requestIdleCallback === 'function'
        ? (task, options) => {
            const handle = win.requestIdleCallback(() => task(), options);
            return () => win.cancelIdleCallback?.(handle);
          }
        : undefined,
    afterLoad(task) {
      if (win.document.readyState === 'complete') {
        task();
        return nothingToCancel;
      }
      const onLoad = () => task();
      win.addEventListener('load', onLoad, { once: true });
      return () => win.removeEventListener('load', onLoad);
    },
  };
}

/**
 * Runs `task` once, when the page has loaded and the browser is idle (so it never competes
 * with the first render for the network and the main thread), and at the latest `maxDelayMs`
 * after this call, whatever happens. Returns the function that cancels it: a component that
 * asks for it cancels it when it unmounts (docs/testing.md#leaks).
 */
export function runWhenIdle(
  task: () => void,
  maxDelayMs: number,
  environment: IdleEnvironment = browserIdleEnvironment(),
): Unsubscribe {
  const cancels: Unsubscribe[] = [];
  const cancelAll = () => cancels.splice(0).forEach((cancel) => cancel());
  let done = false;
  const runOnce = () => {
    if (done) return;
    done = true;
    cancelAll();
    task();
  };
  cancels.push(environment.after(maxDelayMs, runOnce));
  cancels.push(
    environment.afterLoad(() => {
      if (done) return;
      cancels.push(
        environment.requestIdleCallback
          ? environment.requestIdleCallback(runOnce, { timeout: maxDelayMs })
          : environment.after(SETTLE_DELAY_WITHOUT_IDLE_CALLBACK_MS, runOnce),
      );
    }),
  );
  return () => {
    done = true;
    cancelAll();
  };
}
