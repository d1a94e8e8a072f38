import { useCallback, useRef, useState } from 'react';
import type { ProofOfDeliveryMode } from '@/config/env';
import { readReceivedBy } from '@/domain/proof';
import { useServices } from '@/features/shared/services';
import { useMemoObject } from '@/features/shared/useMemoObject';
import type { PhotoToKeep } from '@/outbox';
import { proofMessages } from './messages';
import { PhotoError } from './photoErrors';
import { shrinkPhoto, type ShrunkPhoto } from './shrinkPhoto';

// The state of the proof being captured in the "Confirm delivered" sheet: the shrunk photo,
// "Received by", and whether confirming is allowed (VITE_PROOF_OF_DELIVERY=required needs a
// photo). The sheet renders <ProofCapture capture={…} /> and reads canConfirm / blockedReason;
// on confirm it passes `capture.result()` to changeStatus as `proof`.

/** What a confirmed delivery records: the photo (if any) and who received it. */
export interface ProofToRecord {
  photo: PhotoToKeep | null;
  /** Cleaned up (control characters, spaces, length); null when left empty. */
  receivedBy: string | null;
  /** When the photo was taken, or the delivery confirmed when there is no photo. */
  takenAt: number;
}

export interface ProofCaptureState {
  mode: ProofOfDeliveryMode;
  /** The shrunk photo, once there is one. */
  photo?: PhotoToKeep;
  receivedBy: string;
  /** False while a photo is being prepared, or in `required` mode without a photo. */
  canConfirm: boolean;
  /** Why confirming is blocked, in the driver's words; null when it is not. */
  blockedReason: string | null;
  /** A picked photo is being shrunk. */
  busy: boolean;
  /** Why the last picked file could not be used. */
  error: string | null;
  choose(file: File | null | undefined): void;
  removePhoto(): void;
  setReceivedBy(text: string): void;
  /** What to record with the delivery; undefined when proof of delivery is off. */
  result(): ProofToRecord | undefined;
  /** Back to empty, for the next order. */
  reset(): void;
}

export interface ProofCaptureOptions {
  /** Shrinks a picked file (default shrinkPhoto; component tests pass one, jsdom has no canvas). */
  shrink?: (file: Blob) => Promise<ShrunkPhoto>;
}

export function useProofCapture(
  mode: ProofOfDeliveryMode,
  { shrink = shrinkPhoto }: ProofCaptureOptions = {},
): ProofCaptureState {
  const { clock } = useServices();
  const [photo, setPhoto] = useState<PhotoToKeep | undefined>(undefined);
  const [receivedBy, setReceivedBy] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  /** Bumped by every pick and removal, so a slow shrink of an earlier pick is ignored. */
  const pick = useRef(0);

  const choose = useCallback(
    (file: File | null | undefined) => {
      if (!file) return; // the camera or picker was closed without a photo: keep what there is
      const current = ++pick.current;
      const takenAt = clock.now();
      setBusy(true);
      setError(null);
      shrink(file).then(
        (shrunk) => {
          if (current !== pick.current) return;
          setPhoto({ bytes: shrunk.bytes, mimeType: shrunk.mimeType, takenAt });
          setBusy(false);
        },
        (caught: unknown) => {
          if (current !== pick.current) return;
          setError(
            caught instanceof PhotoError
              ? caught.message
              : new PhotoError('unreadable', { cause: caught }).message,
          );
          setBusy(false);
        },
      );
    },
    [clock, shrink],
  );

  const removePhoto = useCallback(() => {
    pick.current += 1;
    setPhoto(undefined);
    setBusy(false);
    setError(null);
  }, []);

  const reset = useCallback(() => {
    removePhoto();
    setReceivedBy('');
  }, [removePhoto]);

  const blockedReason =
    mode === 'required' && photo === undefined ? proofMessages.photoRequired : null;
  const canConfirm = mode === 'off' || (!busy && blockedReason === null);

  const result = useCallback((): ProofToRecord | undefined => {
    if (mode === 'off') return undefined;
    // Nothing captured (no photo, nobody named): a plain delivery, with nothing to prove.
    if (photo === undefined && readReceivedBy(receivedBy) === null) return undefined;
    return {
      photo: photo ?? null,
      receivedBy: readReceivedBy(receivedBy),
      takenAt: photo?.takenAt ?? clock.now(),
    };
  }, [mode, photo, receivedBy, clock]);

  return useMemoObject({
    mode,
    photo,
    receivedBy,
    canConfirm,
    blockedReason,
    busy,
    error,
    choose,
    removePhoto,
    setReceivedBy,
    result,
    reset,
  });
}
