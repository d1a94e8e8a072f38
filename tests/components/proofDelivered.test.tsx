import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { startOfLocalDay } from '@/domain/day';
import { createOutbox, openProofStore } from '@/outbox';
import { createFakeServices, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';
import { setUpEachProofTest, SHRUNK } from './proofSupport';

// Proof of delivery on a delivered order: the delivered list's mark, the "Proof of delivery"
// section (the backend's photo, who received it and when; no unsafe URL, a hostile name capped),
// and a delivery whose photo could not be kept because the phone's storage was full.

setUpEachProofTest();

describe('proof of a delivered order', () => {
  const midnight = startOfLocalDay(Date.now());
  const now = midnight + 12 * 60 * 60_000;
  const takenAt = now - 30 * 60_000;

  function services() {
    return createFakeServices({
      signedInAs: 'dispatcher@demo.test',
      now,
      receipts: [
        receipt('with-proof', {
          orderNumber: '41',
          status: 'Delivered',
          updateTimestamp: now - 20 * 60_000,
          proof: {
            proofId: 'pr_1',
            photoUrl: 'https://files.example.com/proofs/pr_1.jpg',
            receivedBy: 'Maria (neighbour)',
            takenAt,
          },
        }),
        receipt('without-proof', {
          orderNumber: '42',
          status: 'Delivered',
          updateTimestamp: now - 10 * 60_000,
        }),
        receipt('hostile-proof', {
          orderNumber: '43',
          status: 'Delivered',
          updateTimestamp: now - 5 * 60_000,
          proof: { photoUrl: 'javascript:alert(1)', receivedBy: 'x'.repeat(5000) },
        }),
      ],
    });
  }

  it('marks the delivered orders that have proof', async () => {
    renderApp(services(), '/delivered');
    const list = await screen.findByRole('list', { name: 'Delivered' });
    expect(within(list).getByRole('link', { name: /Order #41.*Proof of delivery/ })).toBeVisible();
    expect(within(list).getByRole('link', { name: /Order #43.*Proof of delivery/ })).toBeVisible();
    expect(within(list).getByRole('link', { name: /Order #42/ })).not.toHaveAccessibleName(
      /Proof of delivery/,
    );
  });

  it('shows the photo from the backend, who received it and when', async () => {
    renderApp(services(), '/order-detail?id=with-proof');
    const heading = await screen.findByRole('heading', { name: 'Proof of delivery' });
    const section = heading.closest('section');
    if (!section) throw new Error('expected the proof section');
    expect(within(section).getByRole('img', { name: 'Photo taken at delivery' })).toHaveAttribute(
      'src',
      'https://files.example.com/proofs/pr_1.jpg',
    );
    expect(within(section).getByText('Received by Maria (neighbour)')).toBeVisible();
    expect(within(section).getByText(/^Recorded at /)).toBeVisible();
  });

  it('shows no "Proof of delivery" for a delivered order without proof', async () => {
    renderApp(services(), '/order-detail?id=without-proof');
    await screen.findByRole('heading', { name: 'Order #42' });
    expect(screen.queryByRole('heading', { name: 'Proof of delivery' })).not.toBeInTheDocument();
  });

  it('loads no unsafe photo URL and caps a hostile name', async () => {
    renderApp(services(), '/order-detail?id=hostile-proof');
    const heading = await screen.findByRole('heading', { name: 'Proof of delivery' });
    const section = heading.closest('section');
    if (!section) throw new Error('expected the proof section');
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(within(section).getByText('No photo was taken.')).toBeVisible();
    const name = within(section).getByText(/^Received by x+…$/);
    expect(name.textContent?.length).toBeLessThan(140);
  });
});

describe('a delivery whose photo could not be kept', () => {
  it('says plainly that the phone is full and that the delivery is recorded without it', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const midnight = startOfLocalDay(Date.now());
      const now = midnight + 12 * 60 * 60_000;
      const services = createFakeServices({
        signedInAs: 'dispatcher@demo.test',
        now,
        receipts: [
          receipt('full', {
            orderNumber: '51',
            status: 'On the Way',
            updateTimestamp: now - 60_000,
          }),
        ],
      });
      // Confirmed on a phone whose storage is full: the change is kept, the photo is not.
      const earlier = createOutbox({
        uid: 'u-dispatcher',
        api: services.dispatchApi,
        refreshToken: async () => undefined,
        currentUid: () => 'u-dispatcher',
        locks: null,
        channel: null,
        openPhotos: async (dbName) => ({
          ...(await openProofStore(dbName, { requestPersistence: null })),
          keep: async () => ({ kept: false, reason: 'storage-full' }),
        }),
      });
      await earlier.enqueue(
        {
          receiptId: 'full',
          status: 'Delivered',
          dispatchId: 'u-dispatcher',
          payload: { proof: { receivedBy: 'Maria', takenAt: now } },
        },
        { photo: { bytes: SHRUNK.slice().buffer, mimeType: 'image/jpeg', takenAt: now } },
      );
      earlier.dispose();

      renderApp(services, '/order-detail?id=full');
      const heading = await screen.findByRole('heading', { name: 'Proof of delivery' });
      const section = heading.closest('section');
      if (!section) throw new Error('expected the proof section');
      expect(await within(section).findByRole('alert')).toHaveTextContent(
        'This phone’s storage is full, so the photo could not be kept. The delivery is saved without it.',
      );
      expect(within(section).getByText('Received by Maria')).toBeVisible();
      expect(within(section).queryByRole('img')).not.toBeInTheDocument();
      expect(services.control.deliveryUpdates).toEqual([]);
    } finally {
      onLine.mockRestore();
    }
  });
});
