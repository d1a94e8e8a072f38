import type { DeliveryProof } from '@/services/ports';
import type { OutboxEntry } from './entry';
import type { EntryMirror } from './mirror';
import type { ProofStore } from './proofStore';
import { proofToSend } from './sendProof';
import type { OutboxOptions } from './types';

// The proof photo's part of a change's request (docs/proof-of-delivery.md): the upload before
// the status, its answer stored on the entry so that a retry sends the stored proofId and never
// uploads again, and the photo freed once its change has gone.

export interface ProofStep {
  /** `updateData.proof` for the entry (uploading its photo first); undefined without proof. */
  proofFor(entry: OutboxEntry): Promise<DeliveryProof | undefined>;
  /** The photo has gone with its change: free the phone's storage (best effort). */
  forgetPhoto(entry: OutboxEntry): Promise<void>;
}

export function createProofStep(options: {
  api: OutboxOptions['api'];
  entries: EntryMirror;
  /** The proof photo store; null when it could not be opened (photos are then not sent). */
  photos: () => Pick<ProofStore, 'get' | 'remove'> | null;
  reportError: (error: unknown) => void;
}): ProofStep {
  const { api, entries } = options;
  return {
    async proofFor(entry) {
      const intent = entry.payload?.proof;
      if (intent === undefined) return undefined;
      // The entry as stored now: the one picked may be older than the proof stored since.
      const stored = entries.find((e) => e.seq === entry.seq)?.sentProof;
      if (stored) return stored;
      const { uploadProof } = api;
      const proof = await proofToSend({
        updateId: entry.updateId,
        receiptId: entry.receiptId,
        intent,
        photos: options.photos() ?? { get: async () => undefined },
        api: {
          uploadProof: (upload) => {
            // Only an adapter without uploads (some tests) gets here; retried like a server fault.
            if (!uploadProof) throw new Error('This outbox cannot upload proof photos.');
            return uploadProof.call(api, upload);
          },
        },
      });
      if (proof !== undefined && proof.proofId !== null) {
        await entries.update(entry.seq, { sentProof: proof });
      }
      return proof;
    },

    async forgetPhoto(entry) {
      if (entry.payload?.proof === undefined) return;
      try {
        await options.photos()?.remove(entry.updateId);
      } catch (error) {
        options.reportError(error);
      }
    },
  };
}
