import { useEffect, useId, useState } from 'react';
import { DELIVERED_STATUS } from '@/domain/status';
import { useOrdersSync } from '@/features/orders/ordersContext';
import type { ReceiptWithSync } from '@/outbox';
import { formatTime } from '@/ui/format';
import { useTranslation } from '@/ui/i18n';
import { CameraIcon } from './CameraIcon';
import { proofMessages } from './messages';
import type { LocalPhoto } from './useProofPhotoSrc';
import { useProofPhotoSrc } from './useProofPhotoSrc';
import './proof.css';

/**
 * The photo kept on the phone for a queued change, until it is sent: null when there is none,
 * undefined while it is being read.
 */
function useLocalProofPhoto(updateId: string | null): LocalPhoto | null | undefined {
  const { readProofPhoto } = useOrdersSync();
  const [photo, setPhoto] = useState<{ updateId: string; photo: LocalPhoto | null } | null>(null);
  useEffect(() => {
    if (updateId === null) return;
    let cancelled = false;
    readProofPhoto(updateId).then(
      (read) => !cancelled && setPhoto({ updateId, photo: read }),
      () => !cancelled && setPhoto({ updateId, photo: null }),
    );
    return () => {
      cancelled = true;
    };
  }, [readProofPhoto, updateId]);
  if (updateId === null) return null;
  return photo !== null && photo.updateId === updateId ? photo.photo : undefined;
}

/**
 * "Proof of delivery" on a delivered order: the photo (from the phone while it is still there,
 * then from the backend's URL), who received it and when. Nothing for an order without proof.
 */
export function ProofOfDeliverySection({ receipt }: { receipt: ReceiptWithSync }) {
  useTranslation(); // re-renders the catalogue words below on a language change
  const headingId = useId();
  const { findProofChange } = useOrdersSync();
  const change = findProofChange(receipt.id);
  // Only a change still waiting to be accepted can have its photo on the phone.
  const local = useLocalProofPhoto(
    change !== undefined && change.state !== 'sent' ? change.updateId : null,
  );
  const src = useProofPhotoSrc(local ?? null, receipt.proof?.photoUrl ?? null);
  const { proof } = receipt;
  if (receipt.status !== DELIVERED_STATUS || proof === null) return null;

  const time = formatTime(proof.takenAt);
  const notKept = change?.photoNotKept ?? null;
  // local undefined: still reading; a proofId: uploaded, its URL not in the feed yet.
  const hasPhoto = local !== null || proof.photoUrl !== null || proof.proofId !== null;
  return (
    <section className="card proof-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        {proofMessages.proofOfDelivery}
      </h2>
      {notKept !== null && (
        <p className="notice notice--error" role="alert">
          {notKept === 'storage-full' ? proofMessages.storageFull : proofMessages.photoNotKept}
        </p>
      )}
      {hasPhoto ? (
        src !== null ? (
          <img className="proof-section__photo" src={src} alt={proofMessages.photoAlt} />
        ) : (
          <p className="muted">{proofMessages.photoLoading}</p>
        )
      ) : (
        notKept === null && <p className="muted">{proofMessages.noPhoto}</p>
      )}
      <div className="proof-section__facts">
        {proof.receivedBy !== null && <p>{proofMessages.receivedByName(proof.receivedBy)}</p>}
        {time !== null && <p className="muted">{proofMessages.takenAt(time)}</p>}
        {local != null && <p className="muted">{proofMessages.photoOnPhone}</p>}
      </div>
    </section>
  );
}

/** The delivered list's mark for an order with proof: an icon and the words. */
export function ProofMarker({ receipt }: { receipt: ReceiptWithSync }) {
  if (receipt.proof === null || receipt.status !== DELIVERED_STATUS) return null;
  return (
    <span
      className="proof-marker"
      role="img"
      aria-label={proofMessages.proofOfDelivery}
      title={proofMessages.proofOfDelivery}
    >
      <CameraIcon />
    </span>
  );
}
