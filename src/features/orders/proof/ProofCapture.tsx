import { useId, type ChangeEvent } from 'react';
import { MAX_RECEIVED_BY_LENGTH } from '@/domain/proof';
import { useTranslation } from '@/ui/i18n';
import { TextField } from '@/ui/TextField';
import { CameraIcon } from './CameraIcon';
import { proofMessages } from './messages';
import type { ProofCaptureState } from './useProofCapture';
import { useProofPhotoSrc } from './useProofPhotoSrc';
import './proof.css';

/**
 * "Add photo" (the camera on a phone, a file picker elsewhere), its thumbnail with "Retake
 * photo" and "Remove photo", and "Received by". Renders nothing when proof of delivery is off.
 * The state lives in useProofCapture, so the sheet around it can read canConfirm.
 */
export function ProofCapture({ capture }: { capture: ProofCaptureState }) {
  useTranslation(); // re-renders the catalogue words below on a language change
  const fileId = useId();
  const src = useProofPhotoSrc(capture.photo ?? null, null);
  if (capture.mode === 'off') return null;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    capture.choose(event.target.files?.[0]);
    // Picking the same file again (after "Remove photo") must fire another change.
    event.target.value = '';
  };
  // Beside its label, not inside it (inside, some browsers add "No file chosen" to its name);
  // the label, drawn as a button, opens the camera or the file picker.
  const pickButton = (label: string, block: boolean) => (
    <span className="proof-capture__pick">
      <input
        id={fileId}
        className="proof-capture__file"
        type="file"
        accept="image/*"
        capture="environment"
        disabled={capture.busy}
        onChange={onFile}
      />
      <label
        htmlFor={fileId}
        className={`button button--secondary${block ? ' button--block' : ''}`}
      >
        {block && <CameraIcon />}
        {label}
      </label>
    </span>
  );

  return (
    <div className="proof-capture">
      {capture.photo === undefined ? (
        pickButton(proofMessages.addPhoto, true)
      ) : (
        <div className="proof-capture__photo">
          {src !== null && (
            <img className="proof-capture__thumbnail" src={src} alt={proofMessages.thumbnailAlt} />
          )}
          <div className="proof-capture__photo-actions">
            {pickButton(proofMessages.retakePhoto, false)}
            <button
              type="button"
              className="button button--secondary"
              onClick={capture.removePhoto}
            >
              {proofMessages.removePhoto}
            </button>
          </div>
        </div>
      )}
      <div role="status" className="proof-capture__live">
        {capture.busy && <p className="muted">{proofMessages.shrinking}</p>}
      </div>
      {capture.error !== null && (
        <p className="notice notice--error" role="alert">
          {capture.error}
        </p>
      )}
      <TextField
        label={proofMessages.receivedBy}
        type="text"
        autoComplete="off"
        enterKeyHint="done"
        maxLength={MAX_RECEIVED_BY_LENGTH}
        value={capture.receivedBy}
        onValueChange={capture.setReceivedBy}
        help={(hintId) => (
          <small id={hintId} className="muted">
            {proofMessages.receivedByHint}
          </small>
        )}
      />
      {capture.blockedReason !== null && (
        <p className="proof-capture__blocked">{capture.blockedReason}</p>
      )}
    </div>
  );
}
