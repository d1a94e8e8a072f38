import { useEffect, useState } from 'react';
import { useDeskServices } from '@/desk/deskServices';
import { useDeskTexts } from '@/desk/i18n/texts';
import { localPhotoIdFromUrl, type Proof } from '@/domain/proof';
import { formatTime, isoDateTime } from '@/ui/format';
import { useOnline } from '@/ui/useOnline';

// An order's proof of delivery on End of shift (docs/end-of-shift.md#proof): the photo and
// "Received by", as the driver's phone sent them (docs/proof-of-delivery.md). The photo is the
// receipt's `photoUrl`: an http(s) address as it is, or a `local-photo:` one read from the
// in-browser backend (the desk's LocalPhotos). A photo that cannot be shown says why.

type Photo =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'shown'; src: string }
  | { status: 'unavailable' };

/** The photo's <img> src: a local photo's bytes as an object URL (revoked after), else the URL. */
function useProofPhoto(proof: Proof): Photo {
  const { localPhotos = null } = useDeskServices();
  const url = proof.photoUrl;
  const localUrl = url !== null && localPhotoIdFromUrl(url) !== null ? url : null;
  const [read, setRead] = useState<{ url: string; src: string | null } | null>(null);

  useEffect(() => {
    if (localUrl === null || localPhotos === null) return;
    let src: string | null = null;
    let cancelled = false;
    localPhotos.read(localUrl).then(
      (photo) => {
        if (cancelled) return;
        src =
          photo === null
            ? null
            : URL.createObjectURL(new Blob([photo.bytes], { type: photo.mimeType }));
        setRead({ url: localUrl, src });
      },
      () => !cancelled && setRead({ url: localUrl, src: null }),
    );
    return () => {
      cancelled = true;
      if (src !== null) URL.revokeObjectURL(src);
    };
  }, [localPhotos, localUrl]);

  if (url === null) return proof.proofId === null ? { status: 'none' } : { status: 'unavailable' };
  if (localUrl === null) return { status: 'shown', src: url };
  if (localPhotos === null) return { status: 'unavailable' };
  if (read?.url !== localUrl) return { status: 'loading' };
  return read.src === null ? { status: 'unavailable' } : { status: 'shown', src: read.src };
}

export function ProofDetails({ proof, number, id }: { proof: Proof; number: string; id: string }) {
  const { t } = useDeskTexts();
  const online = useOnline();
  const photo = useProofPhoto(proof);
  // A photo that failed to load is tried again once the connection changes (back online).
  const [failure, setFailure] = useState<{ src: string; online: boolean } | null>(null);
  const failed =
    photo.status === 'shown' && failure?.src === photo.src && failure.online === online;
  const takenAt = formatTime(proof.takenAt);
  return (
    <div className="shift-proof" id={id}>
      {photo.status === 'shown' && !failed && (
        <img
          className="shift-proof__photo"
          src={photo.src}
          alt={t('shift.photoAlt', { number })}
          onError={() => setFailure({ src: photo.src, online })}
        />
      )}
      {photo.status === 'loading' && <p role="status">{t('shift.photoLoading')}</p>}
      {photo.status === 'none' && <p>{t('shift.noPhoto')}</p>}
      {(photo.status === 'unavailable' || failed) && (
        <p className="shift-proof__missing">
          {online ? t('shift.photoUnavailable') : t('shift.photoOffline')}
        </p>
      )}
      <p>
        {proof.receivedBy === null
          ? t('shift.receivedByNone')
          : t('shift.receivedBy', { name: proof.receivedBy })}
      </p>
      {takenAt !== null && (
        <p>
          <time dateTime={isoDateTime(proof.takenAt) ?? undefined}>
            {t('shift.recordedAt', { time: takenAt })}
          </time>
        </p>
      )}
    </div>
  );
}
