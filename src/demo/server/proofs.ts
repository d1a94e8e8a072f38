import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { localPhotoIdFromUrl, localPhotoUrl } from '@/domain/proof';
import { randomUuid } from '@/platform';
import {
  DispatchApiError,
  type AuthUser,
  type DeliveryProof,
  type ProofPhotoRecord,
  type ProofUpload,
  type UploadedProof,
} from '@/services/ports';
import type { RawReceiptDocument } from './seed';
import type { DemoDb } from './store';

// The demo backend's side of proof of delivery (docs/backend-contract.md, "Proof of delivery"):
// it keeps uploaded photos, once per Idempotency-Key, and writes the proof onto the receipt
// when the status change that carries it arrives — as the real backend does.
//
// Photos live in a database of their own (`<demo db>-proofs`), not in the demo database: a
// photo is ~300 KB, and the demo database's version and reset belong to the rest of the demo.
// The receipt carries `photoUrl: "local-photo:<proofId>"`; the app reads the bytes through
// DemoControls.readProofPhoto (there is no server to serve a URL from).

export interface DemoProofPhoto extends ProofPhotoRecord {
  proofId: string;
  storedAt: number;
}

/** What the demo writes onto the receipt as `proof`. */
export interface DemoReceiptProof {
  proofId: string | null;
  photoUrl?: string;
  receivedBy: string | null;
  takenAt: number;
}

interface DemoProofsDb extends DBSchema {
  photos: { key: string; value: DemoProofPhoto; indexes: { byProofId: string } };
}

/** What a real backend would refuse as a "photo": the contract's limits (see the docs). */
export const DEMO_MAX_PROOF_BYTES = 5 * 1024 * 1024;

export interface DemoProofs {
  /** Stores the photo unless this Idempotency-Key was seen; answers the (same) proofId. */
  upload(upload: ProofUpload, caller: AuthUser): Promise<UploadedProof>;
  /**
   * The `proof` to write onto the receipt for a status change's updateData.proof. A proofId
   * this backend does not know (or someone else's) is recorded without a photo: the status
   * change is never refused for its photo.
   */
  receiptProof(
    proof: DeliveryProof,
    caller: AuthUser,
    receiptId: string,
  ): Promise<DemoReceiptProof>;
  /** The photo behind a `local-photo:` URL, or null. */
  readPhoto(photoUrl: string): Promise<{ bytes: ArrayBuffer; mimeType: string } | null>;
  /** "Reset demo data": the receipts the photos belong to are gone too. */
  clear(): Promise<void>;
  close(): void;
}

/** The receipt document with its proof, if any (the seed's type has no proof field). */
export function withProof(
  data: RawReceiptDocument,
  proof: DemoReceiptProof | null,
): RawReceiptDocument {
  return proof === null ? data : Object.assign({ ...data }, { proof });
}

export function createDemoProofs(options: {
  /** The demo database's name; the photos get `<name>-proofs`. */
  dbName: string;
  /** The demo database, to check the receipt belongs to the caller. */
  db: DemoDb;
  now: () => number;
}): DemoProofs {
  let opening: Promise<IDBPDatabase<DemoProofsDb>> | null = null;
  // Opened on first use: most demo sessions never take a photo.
  const photos = () => {
    opening ??= openDB<DemoProofsDb>(`${options.dbName}-proofs`, 1, {
      upgrade(database) {
        const store = database.createObjectStore('photos', { keyPath: 'updateId' });
        store.createIndex('byProofId', 'proofId', { unique: true });
      },
      blocking() {
        void opening?.then((database) => database.close());
      },
    });
    return opening;
  };

  const findPhoto = async (proofId: string) =>
    (await photos()).getFromIndex('photos', 'byProofId', proofId);

  return {
    async upload(upload, caller) {
      const database = await photos();
      const seen = await database.get('photos', upload.updateId);
      if (seen) {
        if (seen.uid !== caller.uid) {
          throw new DispatchApiError('rejected', 'This photo belongs to another user.', 409);
        }
        return { proofId: seen.proofId };
      }
      if (!upload.photo.mimeType.toLowerCase().startsWith('image/')) {
        throw new DispatchApiError('rejected', 'The proof must be a photo (image/*).', 415);
      }
      if (upload.photo.bytes.byteLength === 0) {
        throw new DispatchApiError('rejected', 'The photo is empty.', 400);
      }
      if (upload.photo.bytes.byteLength > DEMO_MAX_PROOF_BYTES) {
        throw new DispatchApiError('rejected', 'The photo is too large (at most 5 MB).', 413);
      }
      const receipt = await options.db.get('receipts', upload.receiptId);
      if (
        !receipt ||
        receipt.data.dispatchId !== caller.uid ||
        receipt.data.receipt_type !== RECEIPT_TYPE_SALE
      ) {
        throw new DispatchApiError(
          'rejected',
          'This order was not found among your deliveries. It may have been reassigned or removed.',
          404,
        );
      }
      const photo: DemoProofPhoto = {
        proofId: randomUuid(),
        updateId: upload.updateId,
        uid: caller.uid,
        receiptId: upload.receiptId,
        bytes: upload.photo.bytes.slice(0),
        mimeType: upload.photo.mimeType,
        takenAt: upload.takenAt,
        storedAt: options.now(),
      };
      try {
        // add, not put: two tabs racing with the same key store one photo, the other re-reads.
        await database.add('photos', photo);
      } catch (error) {
        const winner = await database.get('photos', upload.updateId);
        if (winner && winner.uid === caller.uid) return { proofId: winner.proofId };
        throw error;
      }
      return { proofId: photo.proofId };
    },

    async receiptProof(proof, caller, receiptId) {
      const base = { proofId: proof.proofId, receivedBy: proof.receivedBy, takenAt: proof.takenAt };
      if (proof.proofId === null) return base;
      const photo = await findPhoto(proof.proofId);
      if (!photo || photo.uid !== caller.uid || photo.receiptId !== receiptId) {
        return { ...base, proofId: null };
      }
      return { ...base, photoUrl: localPhotoUrl(photo.proofId) };
    },

    async readPhoto(photoUrl) {
      const proofId = localPhotoIdFromUrl(photoUrl);
      if (proofId === null) return null;
      const photo = await findPhoto(proofId);
      return photo ? { bytes: photo.bytes, mimeType: photo.mimeType } : null;
    },

    async clear() {
      await (await photos()).clear('photos');
    },

    close() {
      void opening?.then((database) => database.close());
    },
  };
}
