import { screen, within } from '@testing-library/react';
import { deskOrder, MANAGER } from '../../support/fakeDeskServices';
import { withFakeShift } from '../../support/fakeShift';
import { NOW, renderDesk } from './deskSupport';

// What the End of shift screen tests share (deskEndOfShift.test.tsx, deskCashHandedIn.test.tsx):
// Ana's day, opening the section, and reading a driver's figures.

export const DAY = 24 * 60 * 60_000;

/** Ana's day: two cash deliveries (one €2.00 short), a card one, one not delivered, one open. */
export function anasDay(at = NOW - 60_000) {
  return [
    deskOrder('r2001', {
      dispatchId: 'u-ana',
      status: 'Delivered',
      paymentMethod: 'Cash',
      total: 35.3,
      currency: 'EUR',
      cashCollected: 35.3,
      updateTimestamp: at,
      proof: { proofId: 'p1', photoUrl: 'local-photo:p1', receivedBy: 'Inês Duarte', takenAt: at },
    }),
    deskOrder('r2002', {
      dispatchId: 'u-ana',
      status: 'Delivered',
      paymentMethod: 'Cash',
      total: 12,
      currency: 'EUR',
      cashCollected: 10,
      updateTimestamp: at - 1,
      proof: { proofId: null, receivedBy: 'Rui', takenAt: at },
    }),
    deskOrder('r2003', {
      dispatchId: 'u-ana',
      status: 'Delivered',
      paymentMethod: 'Card',
      total: 20,
      currency: 'EUR',
      updateTimestamp: at - 2,
    }),
    deskOrder('r2004', {
      dispatchId: 'u-ana',
      status: 'Not Delivered',
      statusReason: 'Customer not home',
      paymentMethod: 'Cash',
      total: 8,
      currency: 'EUR',
      updateTimestamp: at - 3,
    }),
    deskOrder('r2005', {
      dispatchId: 'u-ana',
      status: 'Pending',
      paymentMethod: 'Cash',
      total: 5.5,
      currency: 'EUR',
      updateTimestamp: at - 4,
    }),
  ];
}

export async function openEndOfShift(
  receipts = anasDay(),
  before: (services: ReturnType<typeof withFakeShift>) => void = () => undefined,
) {
  const rendered = renderDesk({ receipts, signedInAs: MANAGER.email });
  const services = withFakeShift(rendered.services);
  before(services);
  await screen.findByRole('heading', { level: 1, name: 'Desk' }, { timeout: 10_000 });
  await rendered.user.click(screen.getByRole('button', { name: 'End of shift' }));
  await screen.findByRole('heading', { level: 1, name: 'End of shift' });
  return { ...rendered, services };
}

export const ana = () => within(screen.getByRole('region', { name: 'Ana Ribeiro' }));

/** The figure shown for `term` in a region. */
export function figure(scope: ReturnType<typeof ana>, term: string): string {
  return scope.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}
