import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { PUSH_CHECK_AT_THE_LATEST_MS } from '@/features/notifications/useNotificationsState';
import { rememberOrders, rememberSession } from '@/features/shared/rememberedStart';
import { createFakePush } from '../../support/fakePush';
import { createFakeServices, receipt } from '../../support/fakeServices';
import { renderApp } from '../../support/renderApp';

// Push's support check (in Firebase mode it downloads Firebase Messaging's chunk) waits until
// today's orders are on screen: a start fetches what the list needs first
// (docs/performance.md#after-sign-in). The menu's Notifications item appears once it has run.

const now = Date.now();
const orders = [receipt('r-1', { status: 'Pending', updateTimestamp: now - 1000 })];

function setup() {
  const services = createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    now,
    receipts: orders,
  });
  const push = createFakePush({ permission: 'granted' });
  const support = vi.spyOn(push, 'support');
  services.push = push;
  services.control.holdFeed();
  renderApp(services, '/order');
  return { services, support, push };
}

const menu = () => screen.findByRole('navigation', { name: 'Main menu' });

/**
 * The page's timeouts and frames are the test's from here (time still flows, for findBy…'s):
 * a wait for something that must not happen runs past it instead of sleeping.
 */
const driveTime = () =>
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    shouldAdvanceTime: true,
  });

/**
 * A second of the page's time: the frame and the timeout after it that a check run as soon as
 * the screen is drawn would wait for, and long before the check's at-the-latest timer.
 */
const A_MOMENT_MS = 1_000;

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('the push support check at start', () => {
  it('waits for the orders, then runs and starts the token sync', async () => {
    driveTime();
    const { services, support, push } = setup();
    const nav = await menu();
    // The shell is up, the orders are not: nothing about push yet.
    await act(() => vi.advanceTimersByTimeAsync(A_MOMENT_MS));
    expect(support).not.toHaveBeenCalled();
    expect(within(nav).queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();

    act(() => services.control.releaseFeed());
    expect(await screen.findByRole('list', { name: 'Open orders' })).toBeInTheDocument();
    await waitFor(() => expect(support).toHaveBeenCalled(), { timeout: 10_000 });
    expect(await within(nav).findByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'Notifications are on.',
    );
    await waitFor(() => expect(push.control.listeners()).toBe(1));
  });

  it('waits for the feed on a remembered start too, not for the orders remembered', async () => {
    const user = { uid: 'u-dispatcher', email: 'dispatcher@demo.test' };
    rememberSession({ user, profile: { ...user, name: 'Sam Rivera', role: null, raw: {} } });
    rememberOrders({ dispatchId: user.uid, since: startOfLocalDay(now), receipts: orders });
    driveTime();
    const { services, support } = setup();
    expect(await screen.findByRole('list', { name: 'Open orders' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(A_MOMENT_MS));
    expect(support).not.toHaveBeenCalled();

    act(() => services.control.releaseFeed());
    await waitFor(() => expect(support).toHaveBeenCalled(), { timeout: 10_000 });
  });

  it('runs after an error of the feed too', async () => {
    const { services, support } = setup();
    await menu();
    // The shell can be up before the orders' screen listens to the feed: an error sent before
    // then reaches no one, and the check would run only at its at-the-latest timer.
    await waitFor(() => expect(services.control.feedListeners()).toBeGreaterThan(0));
    act(() => services.control.failFeed('permission-denied'));
    await waitFor(() => expect(support).toHaveBeenCalled(), { timeout: 10_000 });
  });

  it('runs at the latest after a while when the orders never come', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { support } = setup();
    await menu();
    expect(support).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(PUSH_CHECK_AT_THE_LATEST_MS));
    await waitFor(() => expect(support).toHaveBeenCalled(), { timeout: 10_000 });
  });
});
