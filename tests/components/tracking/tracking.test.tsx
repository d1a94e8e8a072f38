import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { LOCATION_ASKED_KEY } from '@/features/tracking';
import { DispatchApiError, type TrackingPort } from '@/services/ports';
import { fakeGeolocation, forgetFakeGeolocation } from '../../support/fakeGeolocation';
import { createFakeServices, receipt } from '../../support/fakeServices';
import { renderApp } from '../../support/renderApp';

// The driver's side of the customer's tracking link (docs/tracking.md), on the whole app with
// fake services: the link in "On my way", the sharing line and Stop sharing.

const now = startOfLocalDay(Date.now()) + 12 * 60 * 60_000;

function services(tracking: TrackingPort | null, status = 'On the Way') {
  const fake = createFakeServices({
    signedInAs: 'dispatcher@demo.test',
    now,
    receipts: [
      receipt('a', {
        orderNumber: '1042',
        status,
        updateTimestamp: now - 60_000,
        customer: { name: 'João Silva', phone: '912 345 678' },
        deliveryAddress: { address: 'Rua de São Bento 120, Lisboa', lat: 38.716, lng: -9.1527 },
      }),
    ],
  });
  return Object.assign(fake, { tracking });
}

function port(link: TrackingPort['link']): TrackingPort & { sent: unknown[] } {
  const sent: unknown[] = [];
  return { link, sent, sendPosition: async (position) => (sent.push(position), { stored: true }) };
}

afterEach(() => {
  localStorage.clear();
  forgetFakeGeolocation();
});

async function openOnMyWay() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'On my way' }));
  const sheet = screen.getByRole('dialog', { name: 'On my way: order #1042' });
  return { sheet, message: within(sheet).getByRole('textbox', { name: 'Message' }) };
}

describe('On my way with the tracking link', () => {
  it('adds "Follow your order: <url>" once the link arrives', async () => {
    const link = vi.fn(async () => ({ token: 'T', url: '/track/T0k3n', expiresAt: now }));
    renderApp(services(port(link), 'Picked Up'), '/order');
    const { message } = await openOnMyWay();
    await waitFor(() =>
      expect((message as HTMLTextAreaElement).value).toMatch(
        /about \d+ min\.\nFollow your order: http:\/\/[^/]+\/track\/T0k3n$/,
      ),
    );
    expect(link).toHaveBeenCalledWith('a', expect.any(Number));
  });

  it('offline, sends the message without the link and says so', async () => {
    const link = async () => {
      throw new DispatchApiError('offline', 'No network');
    };
    renderApp(services(port(link), 'Picked Up'), '/order');
    const { sheet, message } = await openOnMyWay();
    expect(
      await within(sheet).findByText('No connection: the message goes without the tracking link.'),
    ).toBeInTheDocument();
    expect((message as HTMLTextAreaElement).value).not.toMatch(/Follow|track/);
  });

  it('asks for nothing and adds nothing when tracking is off', async () => {
    renderApp(services(null, 'Picked Up'), '/order');
    const { sheet, message } = await openOnMyWay();
    expect((message as HTMLTextAreaElement).value).not.toMatch(/Follow/);
    expect(within(sheet).queryByText(/tracking link/)).toBeNull();
  });
});

describe('sharing the position while On the Way', () => {
  it('shows the line, sends the position for the order, and stops on Stop sharing', async () => {
    const { geolocation, move } = fakeGeolocation('granted');
    const tracking = port(async () => ({ token: 'T', url: '/track/T', expiresAt: now }));
    renderApp(services(tracking), '/order');
    expect(
      await screen.findByText('Sharing your location with the customer of #1042'),
    ).toBeInTheDocument();
    await waitFor(() => expect(geolocation.watchPosition).toHaveBeenCalled());
    move(38.72, -9.14);
    await waitFor(() =>
      expect(tracking.sent).toEqual([
        expect.objectContaining({ receiptId: 'a', lat: 38.72, lng: -9.14, accuracy: 12 }),
      ]),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(screen.queryByText(/Sharing your location/)).toBeNull();
    expect(geolocation.clearWatch).toHaveBeenCalled();
  });

  it('says why before the phone asks, once; "Not now" leaves everything else working', async () => {
    const { geolocation } = fakeGeolocation('prompt');
    renderApp(services(port(async () => ({ token: 'T', url: '/t', expiresAt: now }))), '/order');
    expect(await screen.findByText(/Dispatch shares your location only then/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(/Dispatch shares your location/)).toBeNull();
    expect(localStorage.getItem(LOCATION_ASKED_KEY)).toBe('1');
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Open order #1042' })).toBeInTheDocument();
  });

  it('shares nothing and shows no line when tracking is off', async () => {
    const { geolocation } = fakeGeolocation('granted');
    renderApp(services(null), '/order');
    await screen.findByRole('link', { name: 'Open order #1042' });
    expect(screen.queryByText(/Sharing your location/)).toBeNull();
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
  });
});
