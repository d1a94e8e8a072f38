import type { DeliveryProof, DispatchApi } from '@/services/ports';
import type { ProofStore } from './proofStore';

// "Photo first, then status": the outbox's send step calls proofToSend before it sends a
// status change, and puts what it returns into the change as `proof`. An upload failure
// rejects (a DispatchApiError), so the status change is not sent and the outbox retries both
// with its usual backoff; the retried upload reuses the Idempotency-Key (updateId), so the
// backend keeps one photo whatever fails between the two calls.

/** What the change itself remembers of its proof (kept with the outbox entry). */
export interface ProofIntent {
  receivedBy: string | null;
  /** When the photo was taken, or the delivery confirmed when there is no photo. */
  takenAt: number;
}

export interface ProofToSendOptions {
  updateId: string;
  receiptId: string;
  /** null: this change has no proof (not a confirmed delivery, or proof is off). */
  intent: ProofIntent | null;
  photos: Pick<ProofStore, 'get'>;
  api: Pick<DispatchApi, 'uploadProof'>;
}

/**
 * `updateData.proof` for this change, after uploading its photo if one is kept on the phone;
 * undefined when the change carries no proof. A change whose photo could not be kept (storage
 * full) still sends its "Received by" with `proofId: null`.
 */
export async function proofToSend(options: ProofToSendOptions): Promise<DeliveryProof | undefined> {
  const photo = await options.photos.get(options.updateId);
  if (!photo) {
    if (options.intent === null) return undefined;
    return {
      proofId: null,
      receivedBy: options.intent.receivedBy,
      takenAt: options.intent.takenAt,
    };
  }
  const { proofId } = await options.api.uploadProof({
    receiptId: options.receiptId,
    updateId: options.updateId,
    takenAt: photo.takenAt,
    photo: { bytes: photo.bytes, mimeType: photo.mimeType },
  });
  return {
    proofId,
    receivedBy: options.intent?.receivedBy ?? photo.receivedBy,
    takenAt: photo.takenAt,
  };
}
