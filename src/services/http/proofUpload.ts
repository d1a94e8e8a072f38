import type { AxiosInstance } from 'axios';
import { asRecord, readIdentifier } from '@/domain/read';
import { DispatchApiError, type ProofUpload, type UploadedProof } from '@/services/ports';
import { toDispatchApiError } from './errors';

// POST {backend}/order/proof: the proof-of-delivery photo, as multipart/form-data
// (docs/backend-contract.md, "Proof of delivery"). Errors are classified exactly like the
// status change's, so the outbox retries and reports both the same way.

export const PROOF_UPLOAD_PATH = '/order/proof';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A filename for the multipart part: some servers drop a file part without one. */
export function proofFileName(updateId: string, mimeType: string): string {
  const safeId = updateId.replace(/[^\w-]/g, '').slice(0, 64) || 'photo';
  return `proof-${safeId}.${EXTENSIONS[mimeType.toLowerCase()] ?? 'bin'}`;
}

/** The answer's proofId; null when the answer does not carry one. */
export function proofIdFromAnswer(body: unknown): string | null {
  return readIdentifier(asRecord(body)?.proofId);
}

export function proofForm(upload: ProofUpload): FormData {
  const form = new FormData();
  // The text fields first: a streaming server knows what the photo is before it reads it.
  form.append('receiptId', upload.receiptId);
  form.append('updateId', upload.updateId);
  form.append('takenAt', String(upload.takenAt));
  form.append(
    'photo',
    new Blob([upload.photo.bytes], { type: upload.photo.mimeType }),
    proofFileName(upload.updateId, upload.photo.mimeType),
  );
  return form;
}

export async function postProof(
  client: AxiosInstance,
  upload: ProofUpload,
  now: () => number,
): Promise<UploadedProof> {
  let answer: { status: number; data: unknown };
  try {
    // No Content-Type here: the browser adds multipart/form-data with its boundary.
    answer = await client.post(PROOF_UPLOAD_PATH, proofForm(upload), {
      headers: { 'Idempotency-Key': upload.updateId },
    });
  } catch (error) {
    throw toDispatchApiError(error, now());
  }
  const proofId = proofIdFromAnswer(answer.data);
  if (proofId === null) {
    // The photo may well be stored; asking again with the same key returns its proofId.
    throw new DispatchApiError(
      'server',
      'The server’s answer to the photo upload had no proofId.',
      answer.status,
    );
  }
  return { proofId };
}
