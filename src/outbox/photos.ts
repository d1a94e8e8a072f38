import type { PhotoNotKeptReason, PhotoToKeep, StatusChange } from './entry';
import { isQuotaExceeded, type ProofStore } from './proofStore';

// The proof photos of one user's changes, kept on the phone under each change's updateId until
// the change has gone (docs/proof-of-delivery.md). A photo is kept before its change is stored,
// so a change is never sent without it; when it cannot be kept, the change still goes and says
// why. The store is the outbox database's own (or the one `openPhotos` gives); null when it
// could not be opened, and then status changes go without their photos.

export interface OutboxPhotos {
  /** Opens the store; a failure is reported and leaves the outbox without photos. */
  open(opener: () => Promise<ProofStore>): Promise<void>;
  /** The store, for sending (null until open, or when it could not be opened). */
  store(): ProofStore | null;
  /** Keeps the photo of a change; null when kept, else why not. */
  keep(
    updateId: string,
    change: StatusChange,
    photo: PhotoToKeep,
  ): Promise<PhotoNotKeptReason | null>;
  /** Frees the photos of changes that have gone (undone, discarded). */
  forget(updateIds: readonly string[]): Promise<void>;
  /** Frees every photo of this user but those of `keptUpdateIds`. */
  forgetAllExcept(keptUpdateIds: ReadonlySet<string>): Promise<void>;
  read(updateId: string): Promise<{ bytes: ArrayBuffer; mimeType: string } | null>;
  close(): void;
}

export function createOutboxPhotos(
  uid: string,
  reportError: (error: unknown) => void,
): OutboxPhotos {
  let photos: ProofStore | null = null;

  async function forget(updateIds: readonly string[]): Promise<void> {
    try {
      await Promise.all(updateIds.map((id) => photos?.remove(id)));
    } catch (error) {
      reportError(error);
    }
  }

  return {
    async open(opener) {
      try {
        photos = await opener();
      } catch (error) {
        // Status changes still work; a change with proof is then sent without its photo.
        reportError(error);
      }
    },
    store: () => photos,

    async keep(updateId, change, photo) {
      if (photos === null) return 'failed';
      try {
        const result = await photos.keep({
          updateId,
          uid,
          receiptId: change.receiptId,
          bytes: photo.bytes,
          mimeType: photo.mimeType,
          takenAt: photo.takenAt,
          receivedBy: change.payload?.proof?.receivedBy ?? null,
        });
        return result.kept ? null : 'storage-full';
      } catch (error) {
        // The delivery itself happened: keep the change rather than lose both.
        if (isQuotaExceeded(error)) return 'storage-full';
        reportError(error);
        return 'failed';
      }
    },

    forget,

    async forgetAllExcept(keptUpdateIds) {
      const stored = (await photos?.list(uid).catch(() => [])) ?? [];
      await forget(stored.map((p) => p.updateId).filter((id) => !keptUpdateIds.has(id)));
    },

    async read(updateId) {
      const photo = await photos?.get(updateId);
      return photo ? { bytes: photo.bytes, mimeType: photo.mimeType } : null;
    },

    close: () => photos?.close(),
  };
}
