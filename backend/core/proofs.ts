// Proof of delivery on a status change (docs/backend-contract.md, "Proof of delivery"): the
// `proof` written onto the receipt. Where the photos are kept is the home's business; a proofId
// the home does not know (or someone else's) is recorded without a photo, and the status change
// is never refused for its photo.

export interface ReceiptProof {
  proofId: string | null;
  photoUrl?: string;
  receivedBy: string | null;
  takenAt: number;
}

export interface SentProof {
  proofId: string | null;
  receivedBy: string | null;
  takenAt: number;
}

export interface ProofResolver {
  resolve(proof: SentProof, uid: string, receiptId: string): Promise<ReceiptProof>;
}

/** A home that stores no photos (the Cloud Functions for now): every proof without a photo. */
export const noProofStorage: ProofResolver = {
  resolve: async (proof) => ({
    proofId: null,
    receivedBy: proof.receivedBy,
    takenAt: proof.takenAt,
  }),
};
