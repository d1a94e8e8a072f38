import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { DispatchApiError } from '@/services/ports';
import { createFakeServices, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// What the orders component tests share (orderLists, sideMenu, orderDetail and signOutUnsent
// .test.tsx): today's receipts with their decoys, the signed-in fake services, and the steps
// and checks the tests repeat.

// Noon of today, so that "minutes ago" never crosses midnight whenever the suite runs.
const midnight = startOfLocalDay(Date.now());
export const now = midnight + 12 * 60 * 60_000;
export const minutesAgo = (m: number) => now - m * 60_000;

export function todaysReceipts() {
  return [
    receipt('old-open', {
      orderNumber: '1',
      status: 'Pending',
      updateTimestamp: minutesAgo(50),
      customer: { name: 'Ana Lima' },
    }),
    receipt('new-open', {
      orderNumber: '2',
      status: 'On the Way',
      updateTimestamp: minutesAgo(5),
      customer: { name: 'Ben Okafor' },
    }),
    receipt('mid-open', { orderNumber: '3', status: 'Preparing', updateTimestamp: minutesAgo(20) }),
    receipt('done-1', { orderNumber: '4', status: 'Delivered', updateTimestamp: minutesAgo(30) }),
    receipt('done-2', { orderNumber: '5', status: 'Delivered', updateTimestamp: minutesAgo(10) }),
    // Decoys: yesterday, not a sale, another dispatcher's.
    receipt('yesterday', { orderNumber: '90', status: 'Pending', updateTimestamp: midnight - 1 }),
    receipt('refund', {
      orderNumber: '91',
      status: 'Pending',
      updateTimestamp: minutesAgo(1),
      receipt_type: 'REFUND',
    }),
    receipt('courier', {
      orderNumber: '92',
      status: 'Pending',
      updateTimestamp: minutesAgo(1),
      dispatchId: 'u-courier',
    }),
  ];
}

export function orderTitles(listName: string) {
  const list = screen.getByRole('list', { name: listName });
  return within(list)
    .getAllByRole('link')
    .map((link) => link.querySelector('.order-row__title')?.textContent);
}

/** The browser goes offline; call the returned function to come back online. */
export function goOffline(): () => void {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
  return () => {
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  };
}

export async function signInAs(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'demo1234');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The status control marks the order's current status as the pressed button. */
export function expectCurrentStatus(status: string) {
  expect(screen.getByRole('button', { name: status })).toHaveAttribute('aria-pressed', 'true');
}

export function signedIn(receipts = todaysReceipts()) {
  return createFakeServices({ signedInAs: 'dispatcher@demo.test', receipts, now });
}

/**
 * Opens the open order "new-open" and marks it Delivered, confirmed (Delivered asks first,
 * docs/outcomes.md); the test goes on with the user it answers.
 */
export async function deliverNewOpenOrder(services: ReturnType<typeof signedIn>) {
  renderApp(services, '/order-detail?id=new-open');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delivered' }));
  await user.click(screen.getByRole('button', { name: 'Confirm delivered' }));
  return user;
}

/** Opens "new-open" on a server that refuses every change and taps Picked Up: refused, alert shown. */
export async function openWithPickUpRefused() {
  const services = signedIn();
  services.control.failDeliveryUpdates(
    new DispatchApiError('rejected', 'Order already cancelled', 409),
  );
  renderApp(services, '/order-detail?id=new-open');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Picked Up' }));
  await screen.findByRole('alert');
  return { services, user };
}

/** Every test starts with an empty outbox (and no other test's changes): call once per file. */
export function startEachTestWithEmptyOutbox() {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
