import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { parseEnv, type ProofOfDeliveryMode } from '@/config/env';
import {
  ProofCapture,
  useProofCapture,
  type ProofToRecord,
  type ShrunkPhoto,
} from '@/features/orders/proof';
import { AppEnvironmentProvider } from '@/features/shared/services';
import { createFakeServices } from '../support/fakeServices';
import { setUpEachProofTest, SHRUNK } from './proofSupport';

// Proof of delivery on screen, the capture the "Confirm delivered" sheet renders: photo,
// thumbnail, retake/remove, "Received by", a file that is not a photo, and the `optional`,
// `required` and `off` modes.

setUpEachProofTest();

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
