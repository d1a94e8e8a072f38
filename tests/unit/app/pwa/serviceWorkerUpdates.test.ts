import { describe, expect, it, vi } from 'vitest';
import { createServiceWorkerUpdates, type WorkboxLike } from '@/app/pwa/serviceWorkerUpdates';

/** workbox-window's Workbox as far as the update flow sees it; events fired by the test. */
function fakeWorkbox() {
  const listeners = new Map<string, Array<() => void>>();
  const workbox = {
    addEventListener(type: string, listener: () => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    register: vi.fn(async (): Promise<unknown> => undefined),
    update: vi.fn(async (): Promise<unknown> => undefined),
    messageSkipWaiting: vi.fn(),
    fire(type: 'waiting' | 'controlling') {
      listeners.get(type)?.forEach((listener) => listener());
    },
  } satisfies WorkboxLike & { fire(type: string): void };
  return workbox;
}

function setUp() {
  const workbox = fakeWorkbox();
  const reload = vi.fn();
  const log = vi.fn();
  const updates = createServiceWorkerUpdates(workbox, reload, log);
  const changes = vi.fn();
  updates.subscribe(changes);
  return { workbox, reload, log, updates, changes };
}

describe('createServiceWorkerUpdates', () => {
  it('is current until a new worker waits, then says so to its subscribers', () => {
    const { workbox, updates, changes } = setUp();
    expect(updates.get()).toBe('current');

    workbox.fire('waiting');

    expect(updates.get()).toBe('waiting');
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('the first install taking control is not an update', () => {
    const { workbox, updates, reload } = setUp();
    workbox.fire('controlling');
    expect(updates.get()).toBe('current');
    expect(reload).not.toHaveBeenCalled();
  });

  it('applies only when asked: skip waiting, then reload once the new worker controls', () => {
    const { workbox, updates, reload } = setUp();
    workbox.fire('waiting');
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();

    updates.applyUpdate();

    expect(updates.get()).toBe('reloading');
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    // Reloading before the new worker controls would bring back the old build.
    expect(reload).not.toHaveBeenCalled();

    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('just reloads when another tab already let the new worker take over', () => {
    const { workbox, updates, reload } = setUp();
    workbox.fire('waiting');
    workbox.fire('controlling');
    expect(reload).not.toHaveBeenCalled();
    expect(updates.get()).toBe('waiting');

    updates.applyUpdate();

    expect(reload).toHaveBeenCalledTimes(1);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('ignores a tap when nothing waits', () => {
    const { workbox, updates, reload } = setUp();
    updates.applyUpdate();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    expect(updates.get()).toBe('current');
  });

  it('logs a failed registration instead of breaking the app', async () => {
    const { workbox, updates, log } = setUp();
    const failure = new Error('SecurityError: insecure origin');
    workbox.register.mockRejectedValueOnce(failure);

    await expect(updates.register()).resolves.toBeUndefined();

    expect(log).toHaveBeenCalledWith(expect.stringContaining('not offline'), failure);
  });

  it('treats an update check without network as nothing new', async () => {
    const { workbox, updates, changes } = setUp();
    workbox.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(updates.checkForUpdate()).resolves.toBeUndefined();

    expect(updates.get()).toBe('current');
    expect(changes).not.toHaveBeenCalled();
  });
});
