import { describe, expect, it, vi } from 'vitest';
import {
  runWhenIdle,
  SETTLE_DELAY_WITHOUT_IDLE_CALLBACK_MS,
  type IdleEnvironment,
} from '@/app/pwa/whenIdle';

/** A browser whose load, idle time and timers are fired by the test, in the order it chooses. */
function fakeBrowser({ withIdleCallback }: { withIdleCallback: boolean }) {
  const timers: Array<{ task: () => void; delayMs: number }> = [];
  const idleTasks: Array<{ task: () => void; timeout: number }> = [];
  const loadTasks: Array<() => void> = [];
  /** Adds `entry` to `list`; its cancel takes it out again. */
  const waiting = <Entry>(list: Entry[], entry: Entry) => {
    list.push(entry);
    return () => {
      const at = list.indexOf(entry);
      if (at !== -1) list.splice(at, 1);
    };
  };
  const environment: IdleEnvironment = {
    after: (delayMs, task) => waiting(timers, { task, delayMs }),
    requestIdleCallback: withIdleCallback
      ? (task, { timeout }) => waiting(idleTasks, { task, timeout })
      : undefined,
    afterLoad: (task) => waiting(loadTasks, task),
  };
  return {
    environment,
    timers,
    idleTasks,
    load: () => loadTasks.splice(0).forEach((task) => task()),
    becomeIdle: () => idleTasks.splice(0).forEach(({ task }) => task()),
    fireTimer: (delayMs: number) =>
      timers.filter((timer) => timer.delayMs === delayMs).forEach(({ task }) => task()),
  };
}

describe('runWhenIdle', () => {
  it('waits for the page load and then for idle time', () => {
    const browser = fakeBrowser({ withIdleCallback: true });
    const task = vi.fn();
    runWhenIdle(task, 30_000, browser.environment);

    expect(browser.idleTasks).toEqual([]);
    browser.load();
    expect(task).not.toHaveBeenCalled();
    expect(browser.idleTasks).toEqual([{ task: expect.any(Function), timeout: 30_000 }]);

    browser.becomeIdle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest deadline when the page never loads or never idles', () => {
    const browser = fakeBrowser({ withIdleCallback: true });
    const task = vi.fn();
    runWhenIdle(task, 30_000, browser.environment);

    browser.fireTimer(30_000);

    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task only once, whichever comes first', () => {
    const browser = fakeBrowser({ withIdleCallback: true });
    const task = vi.fn();
    runWhenIdle(task, 30_000, browser.environment);

    browser.load();
    browser.becomeIdle();
    browser.fireTimer(30_000);

    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without requestIdleCallback, settles for a short delay after load', () => {
    const browser = fakeBrowser({ withIdleCallback: false });
    const task = vi.fn();
    runWhenIdle(task, 30_000, browser.environment);

    browser.fireTimer(SETTLE_DELAY_WITHOUT_IDLE_CALLBACK_MS);
    expect(task).not.toHaveBeenCalled();

    browser.load();
    browser.fireTimer(SETTLE_DELAY_WITHOUT_IDLE_CALLBACK_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('once run, leaves nothing waiting', () => {
    const browser = fakeBrowser({ withIdleCallback: true });
    const task = vi.fn();
    runWhenIdle(task, 30_000, browser.environment);

    browser.load();
    browser.becomeIdle();

    expect(task).toHaveBeenCalledTimes(1);
    expect(browser.timers).toEqual([]);
    expect(browser.idleTasks).toEqual([]);
  });

  it('cancelled, never runs and leaves nothing waiting', () => {
    const browser = fakeBrowser({ withIdleCallback: true });
    const task = vi.fn();
    const cancel = runWhenIdle(task, 30_000, browser.environment);
    browser.load();

    cancel();
    browser.becomeIdle();
    browser.fireTimer(30_000);

    expect(task).not.toHaveBeenCalled();
    expect(browser.timers).toEqual([]);
    expect(browser.idleTasks).toEqual([]);
  });
});
