import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { REMEMBER_AFTER_MS } from '@/features/orders/useRememberShownOrders';
import { rememberedOrders, rememberedSession } from '@/features/shared/rememberedStart';
import { FROM_CACHE_NOTICE_AFTER_MS } from '@/features/today/TodayPage';
import { createFakeServices, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

/** An order as its row in the list shows it (the next stop card names it too). */
const ROW = { selector: '.order-row__title' };

// The remembered start (docs/architecture.md#remembered-start): a start shows what the last
// session showed, before Auth, the access check and the feed answer; they then confirm or
// correct it.

const now = Date.now();
const today = startOfLocalDay(now);
const orders = [
  receipt('r1', { status: 'Pending', updateTimestamp: now - 60_000, orderNumber: '1001' }),
  receipt('r2', { status: 'Pending', updateTimestamp: now - 30_000, orderNumber: '1002' }),
];

// Every test starts with an empty outbox.
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => vi.restoreAllMocks());

/** Signs in on a first start and lets the shown orders be written down; then a new page. */
async function rememberAFirstStart() {
  renderApp(createFakeServices({ receipts: orders }), '/login');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), 'dispatcher@demo.test');
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText(/1002/, ROW)).toBeInTheDocument();
  await waitFor(() => expect(rememberedOrders('u-dispatcher', today)).toHaveLength(2), {
    timeout: REMEMBER_AFTER_MS + 2_000,
  });
  expect(rememberedSession()?.user.uid).toBe('u-dispatcher');
  cleanup();
}

/** Services whose Auth and feed have not answered yet (as while Firebase's SDK loads). */
function servicesNotAnsweringYet(signedInAs: string | undefined, receipts = orders) {
  const services = createFakeServices({ receipts, signedInAs });
  let restore: (() => void) | null = null;
  const onAuthStateChanged = services.auth.onAuthStateChanged.bind(services.auth);
  vi.spyOn(services.auth, 'onAuthStateChanged').mockImplementation((listener) => {
    let stop: (() => void) | null = null;
    restore = () => (stop = onAuthStateChanged(listener));
    return () => stop?.();
  });
  services.control.holdFeed();
  return { services, restoreAuth: () => act(() => restore?.()) };
}

describe('a start with a remembered session', () => {
  it('shows the last session’s orders at once, then the feed’s', async () => {
    await rememberAFirstStart();
    const later = receipt('r3', { status: 'Pending', updateTimestamp: now, orderNumber: '1003' });
    const { services, restoreAuth } = servicesNotAnsweringYet('dispatcher@demo.test', [
      ...orders,
      later,
    ]);
    renderApp(services, '/order');
    // Before Auth or the feed has said anything.
    expect(await screen.findByText(/1002/, ROW)).toBeInTheDocument();
    expect(screen.getByText(/1001/, ROW)).toBeInTheDocument();
    expect(screen.queryByText(/1003/, ROW)).not.toBeInTheDocument();
    restoreAuth();
    act(() => services.control.releaseFeed());
    expect(await screen.findByText(/1003/, ROW)).toBeInTheDocument();
  });

  it('goes to the sign-in form when Auth has no session after all, and forgets it', async () => {
    await rememberAFirstStart();
    const { services, restoreAuth } = servicesNotAnsweringYet(undefined);
    renderApp(services, '/order');
    expect(await screen.findByText(/1002/, ROW)).toBeInTheDocument();
    restoreAuth();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByText(/1002/, ROW)).not.toBeInTheDocument();
    expect(rememberedSession()).toBeNull();
    expect(rememberedOrders('u-dispatcher', today)).toBeNull();
  });

  it('is forgotten at sign-out: the next start is the sign-in form', async () => {
    await rememberAFirstStart();
    renderApp(
      createFakeServices({ receipts: orders, signedInAs: 'dispatcher@demo.test' }),
      '/order',
    );
    const user = userEvent.setup();
    expect(await screen.findByText(/1002/, ROW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(rememberedSession()).toBeNull();
    expect(rememberedOrders('u-dispatcher', today)).toBeNull();
  });

  it('gives way to another user Auth restores instead (another tab signed in)', async () => {
    await rememberAFirstStart();
    renderApp(createFakeServices({ receipts: orders, signedInAs: 'courier@demo.test' }), '/order');
    expect(await screen.findByText('No open orders right now')).toBeInTheDocument();
    expect(screen.queryByText(/1002/, ROW)).not.toBeInTheDocument();
    expect(screen.getByText('Alex Chen')).toBeInTheDocument();
  });

  it('writes the shown orders at once when the app is hidden (closed, or sent away)', async () => {
    renderApp(
      createFakeServices({ receipts: orders, signedInAs: 'dispatcher@demo.test' }),
      '/order',
    );
    expect(await screen.findByText(/1002/, ROW)).toBeInTheDocument();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    // The effect that listens can run a moment after the rows are drawn (on a busy machine, a
    // task later). Each try hides the page and reads at once, in one synchronous turn: only the
    // hidden page's write can pass it, never the quiet timer's a second later (a try after that
    // write finds the record there before hiding, and fails).
    await waitFor(
      () => {
        expect(rememberedOrders('u-dispatcher', today)).toBeNull();
        act(() => void document.dispatchEvent(new Event('visibilitychange')));
        const written = rememberedOrders('u-dispatcher', today);
        expect(written?.map((order) => order.id)).toEqual(['r2', 'r1']);
      },
      { timeout: REMEMBER_AFTER_MS },
    );
  });

  it('does not tell Today’s reader, online, that its figures wait for the connection', async () => {
    await rememberAFirstStart();
    const { services } = servicesNotAnsweringYet('dispatcher@demo.test');
    // The page's timeouts are the test's from its start (time still flows, for findBy…'s).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      renderApp(services, '/today');
      expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
      expect(screen.getByText(/of 2/)).toBeInTheDocument();
      // Not even once a cache answer would have lasted: the feed has not answered at all.
      await act(() => vi.advanceTimersByTimeAsync(FROM_CACHE_NOTICE_AFTER_MS + 200));
      expect(screen.queryByText(/saved on this phone/)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
