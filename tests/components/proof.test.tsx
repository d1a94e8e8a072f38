import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseEnv, type ProofOfDeliveryMode } from '@/config/env';
import { startOfLocalDay } from '@/domain/day';
import {
  ProofCapture,
  useProofCapture,
  type ProofToRecord,
  type ShrunkPhoto,
} from '@/features/orders/proof';
import { AppEnvironmentProvider } from '@/features/shared/services';
import { createOutbox, openProofStore } from '@/outbox';
import { createFakeServices, receipt } from '../support/fakeServices';
import { renderApp } from '../support/renderApp';

// Proof of delivery on screen: the capture the "Confirm delivered" sheet renders (photo,
// thumbnail, retake/remove, "Received by", `required` mode) and, on a delivered order, the
// "Proof of delivery" section and the delivered list's mark.

// jsdom has no object URLs (the thumbnail is one): a stand-in.
const originalCreate = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
const originalRevoke = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');
let objectUrls = 0;
beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: () => `blob:test/${++objectUrls}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
});
afterEach(() => {
  for (const [name, descriptor] of [
    ['createObjectURL', originalCreate],
    ['revokeObjectURL', originalRevoke],
  ] as const) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else delete (URL as unknown as Record<string, unknown>)[name];
  }
});

const SHRUNK = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const NOW = Date.parse('2026-11-21T12:00:00Z');

/** jsdom has no canvas: a shrink that answers when told to (or at once). */
function controlledShrink() {
  const waiting: ((photo: ShrunkPhoto) => void)[] = [];
  let immediate = true;
  const shrink = (_file: Blob) =>
    new Promise<ShrunkPhoto>((resolve) => {
      const photo: ShrunkPhoto = {
        bytes: SHRUNK.slice().buffer,
        mimeType: 'image/jpeg',
        width: 1600,
        height: 1200,
      };
      if (immediate) resolve(photo);
      else waiting.push(() => resolve(photo));
    });
  return {
    shrink,
    hold: () => {
      immediate = false;
    },
    release: () => {
      for (const resolve of waiting.splice(0)) resolve({} as ShrunkPhoto);
    },
  };
}

/** A stand-in for the sheet: ProofCapture and a confirm button bound to canConfirm. */
function Sheet({
  mode,
  shrink,
  onConfirm,
}: {
  mode: ProofOfDeliveryMode;
  shrink?: (file: Blob) => Promise<ShrunkPhoto>;
  onConfirm: (proof: ProofToRecord | undefined) => void;
}) {
  const capture = useProofCapture(mode, shrink ? { shrink } : {});
  const [confirmed, setConfirmed] = useState(false);
  return (
    <div>
      <ProofCapture capture={capture} />
      <button
        type="button"
        disabled={!capture.canConfirm}
        onClick={() => {
          onConfirm(capture.result());
          setConfirmed(true);
        }}
      >
        Confirm delivered
      </button>
      {confirmed && <p>confirmed</p>}
    </div>
  );
}

function renderSheet(mode: ProofOfDeliveryMode, shrink?: (file: Blob) => Promise<ShrunkPhoto>) {
  const config = parseEnv({ VITE_PROOF_OF_DELIVERY: mode });
  if (!config.ok) throw new Error(config.problems.join('\n'));
  const services = createFakeServices({ now: NOW });
  const confirmed: (ProofToRecord | undefined)[] = [];
  render(
    <AppEnvironmentProvider config={config.config} services={services}>
      <Sheet mode={mode} shrink={shrink} onConfirm={(proof) => confirmed.push(proof)} />
    </AppEnvironmentProvider>,
  );
  return { confirmed };
}

const jpeg = () =>
  new File([Uint8Array.from([0xff, 0xd8, 0xff])], 'door.jpg', { type: 'image/jpeg' });

describe('ProofCapture', () => {
  it('adds a photo as a thumbnail that can be retaken or removed, with "Received by"', async () => {
    const user = userEvent.setup();
    const { shrink } = controlledShrink();
    const { confirmed } = renderSheet('optional', shrink);

    const input = screen.getByLabelText('Add photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'environment');
    await user.upload(input, jpeg());

    expect(await screen.findByRole('img', { name: /Photo of the delivery/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(screen.queryByLabelText('Add photo')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Retake photo')).toHaveAttribute('type', 'file');

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Add photo'), jpeg());
    await screen.findByRole('img', { name: /Photo of the delivery/ });
    await user.upload(screen.getByLabelText('Retake photo'), jpeg());

    await user.type(screen.getByRole('textbox', { name: 'Received by' }), '  Maria   (neighbour) ');
    await user.click(screen.getByRole('button', { name: 'Confirm delivered' }));
    expect(confirmed).toHaveLength(1);
    const [proof] = confirmed;
    expect(proof).toMatchObject({ receivedBy: 'Maria (neighbour)', takenAt: NOW });
    expect(proof?.photo?.mimeType).toBe('image/jpeg');
    expect(new Uint8Array(proof?.photo?.bytes ?? new ArrayBuffer(0))).toEqual(SHRUNK);
  });

  it('confirms without a photo in optional mode (no photo, name left empty)', async () => {
    const user = userEvent.setup();
    const { confirmed } = renderSheet('optional', controlledShrink().shrink);
    expect(screen.queryByText('A photo is required to confirm delivery')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm delivered' }));
    // Nothing captured: a plain delivery, with no proof to record or send.
    expect(confirmed).toEqual([undefined]);
  });

  it('in required mode blocks confirming until there is a photo, and says why', async () => {
    const user = userEvent.setup();
    renderSheet('required', controlledShrink().shrink);
    const confirm = screen.getByRole('button', { name: 'Confirm delivered' });
    expect(confirm).toBeDisabled();
    expect(screen.getByText('A photo is required to confirm delivery')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Received by' }), 'Maria');
    expect(confirm).toBeDisabled();

    await user.upload(screen.getByLabelText('Add photo'), jpeg());
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(screen.queryByText('A photo is required to confirm delivery')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(confirm).toBeDisabled();
  });

  it('shows that the photo is being prepared, and blocks confirming meanwhile', async () => {
    const user = userEvent.setup();
    const control = controlledShrink();
    control.hold();
    renderSheet('optional', control.shrink);
    await user.upload(screen.getByLabelText('Add photo'), jpeg());
    expect(await screen.findByText('Preparing the photo…')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm delivered' })).toBeDisabled();
    control.release();
    await screen.findByRole('img', { name: /Photo of the delivery/ });
    expect(screen.queryByText('Preparing the photo…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm delivered' })).toBeEnabled();
  });

  it('refuses a file that is not a photo, in words the driver can act on', async () => {
    // The real shrinkPhoto: it refuses the file before any decoding.
    const user = userEvent.setup({ applyAccept: false });
    renderSheet('required');
    await user.upload(
      screen.getByLabelText('Add photo'),
      new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a photo.');
    expect(screen.getByRole('button', { name: 'Confirm delivered' })).toBeDisabled();
    expect(screen.getByLabelText('Add photo')).toBeInTheDocument();
  });

  it('renders nothing when proof of delivery is off, and never blocks', async () => {
    const user = userEvent.setup();
    const { confirmed } = renderSheet('off');
    expect(screen.queryByLabelText('Add photo')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Received by' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm delivered' }));
    expect(confirmed).toEqual([undefined]);
  });
});

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
