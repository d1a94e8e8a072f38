import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepFirstFrame, type FirstFrameKeeping } from '@/app/keepFirstFrame';
import {
  FIRST_FRAME_KEY,
  rememberOrders,
  rememberSession,
} from '@/features/shared/rememberedStart';
import { createFakeServices, receipt } from '../../support/fakeServices';
import { demoConfig } from '../../support/renderApp';

// The app keeps the next start's first frame up to date (src/app/keepFirstFrame.ts): drawn
// again, when idle, after each write of the shown orders; at once when the app goes to the
// background with the drawing already loaded; never without the orders it is drawn from.

const NOW = new Date(2026, 10, 26, 10, 0).getTime();
const UID = 'u-dispatcher';

function keeping(overrides: Partial<FirstFrameKeeping> = {}) {
  const idle: (() => void)[] = [];
  const render = vi.fn(() => '<div class="shell">the list</div>');
  const hidden = { now: false, listeners: [] as (() => void)[] };
  const options: FirstFrameKeeping = {
    build: 'index-abc',
    loadRender: () => Promise.resolve(render),
    whenIdle: (task) => {
      idle.push(task);
      return () => {};
    },
    isHidden: () => hidden.now,
    onHidden: (callback) => {
      hidden.listeners.push(callback);
      return () => hidden.listeners.splice(hidden.listeners.indexOf(callback), 1);
    },
    ...overrides,
  };
  const runIdle = async () => {
    idle.splice(0).forEach((task) => task());
    await Promise.resolve();
    await Promise.resolve();
  };
  return { options, render, runIdle, idle, hidden };
}

function signedInWithOrders() {
  rememberSession({
    user: { uid: UID, email: 'dispatcher@demo.test' },
    profile: { uid: UID, name: 'Ana', email: 'dispatcher@demo.test', role: 'dispatcher' } as never,
  });
  rememberOrders({ dispatchId: UID, since: NOW, receipts: [receipt('r1', { status: 'Pending' })] });
}

const kept = () =>
  JSON.parse(localStorage.getItem(FIRST_FRAME_KEY) ?? 'null') as Record<string, unknown> | null;

afterEach(() => localStorage.clear());

describe('keepFirstFrame', () => {
  const services = createFakeServices({ now: NOW });

  it('draws the frame when idle after the orders are remembered, one drawing per burst', async () => {
    const { options, render, runIdle, idle } = keeping();
    const stop = keepFirstFrame(demoConfig, services, options);
    signedInWithOrders();
    rememberOrders({ dispatchId: UID, since: NOW, receipts: [] });
    expect(idle).toHaveLength(1);
    await runIdle();
    expect(render).toHaveBeenCalledTimes(1);
    expect(kept()).toMatchObject({
      format: 1,
      build: 'index-abc',
      uid: UID,
      since: NOW - 10 * 3_600_000,
      language: 'en',
      html: '<div class="shell">the list</div>',
    });
    stop();
  });

  it('draws at once when the app goes to the background with the drawing loaded', async () => {
    const { options, render, runIdle, hidden } = keeping();
    const stop = keepFirstFrame(demoConfig, services, options);
    signedInWithOrders();
    await runIdle();
    hidden.now = true;
    rememberOrders({ dispatchId: UID, since: NOW, receipts: [] });
    expect(render).toHaveBeenCalledTimes(2);
    // Hidden with no orders written (a view chosen, say): drawn again all the same.
    hidden.listeners.forEach((listener) => listener());
    expect(render).toHaveBeenCalledTimes(3);
    stop();
    expect(hidden.listeners).toHaveLength(0);
  });

  it('forgets the frame when the orders it is drawn from are gone, or drawing fails', async () => {
    const { options, runIdle } = keeping();
    const stop = keepFirstFrame(demoConfig, services, options);
    localStorage.setItem(FIRST_FRAME_KEY, '{"format":1}');
    rememberOrders({ dispatchId: UID, since: NOW, receipts: [] }); // no session remembered
    await runIdle();
    expect(kept()).toBeNull();
    stop();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = keeping({
      loadRender: () =>
        Promise.resolve(() => {
          throw new Error('cannot draw');
        }),
    });
    const stopFailing = keepFirstFrame(demoConfig, services, failing.options);
    signedInWithOrders();
    localStorage.setItem(FIRST_FRAME_KEY, '{"format":1}');
    await failing.runIdle();
    expect(kept()).toBeNull();
    expect(warn).toHaveBeenCalled();
    stopFailing();
    warn.mockRestore();
  });

  it('keeps nothing without a build name (the dev server), and nothing once stopped', async () => {
    const none = keeping({ build: null });
    keepFirstFrame(demoConfig, services, none.options)();
    signedInWithOrders();
    expect(none.idle).toHaveLength(0);

    const { options, render, runIdle } = keeping();
    const stop = keepFirstFrame(demoConfig, services, options);
    signedInWithOrders();
    stop();
    await runIdle();
    expect(render).not.toHaveBeenCalled();
    expect(kept()).toBeNull();
  });
});
