import { useEffect, useState } from 'react';
import { localPhotoIdFromUrl } from '@/domain/proof';
import { useServices } from '@/features/shared/services';

// An <img> src for a proof photo: the bytes kept on the phone while they are there (also the
// thumbnail before confirming), else the receipt's photoUrl — an http(s) URL as it is, or a
// `local-photo:` URL read from the in-browser backend (LocalPhotos). Object URLs are revoked when the
// photo changes or the component goes away.

export interface LocalPhoto {
  bytes: ArrayBuffer;
  mimeType: string;
}

function objectUrlOf(photo: LocalPhoto): string {
  return URL.createObjectURL(new Blob([photo.bytes], { type: photo.mimeType }));
}

/** null while there is nothing to show (or a local photo is still being read). */
export function useProofPhotoSrc(local: LocalPhoto | null, photoUrl: string | null): string | null {
  const { localPhotos } = useServices();
  const [keptPhoto, setKeptPhoto] = useState<{ url: string; src: string } | null>(null);
  const [localSrc, setLocalSrc] = useState<{ photo: LocalPhoto; src: string } | null>(null);

  useEffect(() => {
    if (local === null) return;
    const src = objectUrlOf(local);
    // The object URL is an outside resource made and revoked with this effect (StrictMode's
    // second run makes a fresh one); useMemo would hand out a URL the cleanup had revoked.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLocalSrc({ photo: local, src });
    return () => URL.revokeObjectURL(src);
  }, [local]);

  const localUrl =
    local === null && photoUrl !== null && localPhotoIdFromUrl(photoUrl) ? photoUrl : null;
  useEffect(() => {
    if (localUrl === null || localPhotos === null) return;
    let src: string | null = null;
    let cancelled = false;
    void localPhotos.read(localUrl).then(
      (photo) => {
        if (cancelled || photo === null) return;
        src = objectUrlOf(photo);
        setKeptPhoto({ url: localUrl, src });
      },
      () => undefined, // No photo to show; the rest of the proof still is.
    );
    return () => {
      cancelled = true;
      if (src !== null) URL.revokeObjectURL(src);
    };
  }, [localPhotos, localUrl]);

  if (local !== null) return localSrc?.photo === local ? localSrc.src : null;
  if (photoUrl === null) return null;
  if (localUrl !== null) return keptPhoto?.url === localUrl ? keptPhoto.src : null;
  return photoUrl;
}
