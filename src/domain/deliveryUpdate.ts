import { isRecord, readEpochMillis } from './read';

// A status change as the app sends it and the backend applies it: `updateData` of
// POST /order/deliveryupdate (docs/backend-contract.md), and what its 2xx answer says. One
// definition for both sides: the app's DispatchApi port (services/ports.ts) and the backend
// core (backend/core) use it.

export interface DeliveryUpdate {
  receiptId: string;
  status: string;
  dispatchId: string;
  /** Epoch ms of the dispatcher's tap. */
  updatedAt: number;
  /** A uuid; also sent as the Idempotency-Key header. */
  updateId: string;
  /** Why the order was not delivered (a reason the dispatcher chose). */
  reason?: string;
  /** The dispatcher's note with the change. */
  note?: string;
  /** Cash taken from the customer, in the receipt's currency (a number, e.g. 35.3). */
  cashCollected?: number;
  /** The status the order had on the phone before this change. */
  previousStatus?: string;
  /** Proof of delivery, sent after its photo was uploaded (docs/proof-of-delivery.md). */
  proof?: DeliveryProof;
}

/** `updateData.proof` of a status change (docs/backend-contract.md, "Proof of delivery"). */
export interface DeliveryProof {
  /** uploadProof's answer; null when there is no photo (none taken, or none could be kept). */
  proofId: string | null;
  /** The "Received by" text; null when left empty. */
  receivedBy: string | null;
  /** Epoch ms when the photo was taken (or the delivery confirmed, without a photo). */
  takenAt: number;
}

/** What a 2xx answer to a status change says (docs/backend-contract.md). */
export interface DeliveryUpdateAccepted {
  /**
   * The receipt's updateTimestamp the backend wrote for this change (epoch ms; a replay answers
   * the one written the first time): the change is settled once the feed shows it or a newer
   * one. null when the backend does not say: then the feed showing the status settles it.
   */
  updateTimestamp: number | null;
}

/**
 * Reads a 2xx answer's body: only its updateTimestamp. Any other body (empty, text, another
 * shape, a date before 1970 or past the year 9999) says nothing, and the app settles the change
 * by its status.
 */
export function readDeliveryUpdateAnswer(body: unknown): DeliveryUpdateAccepted {
  const written = isRecord(body) ? readEpochMillis(body.updateTimestamp) : null;
  return { updateTimestamp: written !== null && written > 0 ? written : null };
}
