import { afterEach, describe, expect, it } from 'vitest';
import { openProofStore, type ProofStore } from '@/outbox/proofStore';
import { proofToSend, type ProofIntent } from '@/outbox/sendProof';
import { openOutboxStore } from '@/outbox/store';
import { DispatchApiError } from '@/services/ports';
import { createFakeServices, offlineError } from '../../support/fakeServices';

// "Photo first, then status", step by step as the outbox's send step will run it, with the
// connection failing between and around the two calls. The fake backend stores a photo once
// per Idempotency-Key, as the contract asks.

const PHOTO = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x80, 0xfe]);
const TAKEN_AT = 1_763_800_000_000;
const INTENT: ProofIntent = { receivedBy: 'Maria', takenAt: TAKEN_AT };

let counter = 0;
const closeLater: { close(): void }[] = [];
afterEach(() => {
  for (const store of closeLater.splice(0)) store.close();
});

async function photoStore(): Promise<ProofStore> {
  const dbName = `send-proof-test-${++counter}`;
  const outbox = await openOutboxStore(dbName);
  const photos = await openProofStore(dbName, { requestPersistence: null });
  closeLater.push(outbox, photos);
  return photos;
}

async function keepPhoto(photos: ProofStore, updateId = 'u-1') {
  await photos.keep({
    updateId,
    uid: 'u-dispatcher',
    receiptId: 'r-1',
    bytes: PHOTO.slice().buffer,
    mimeType: 'image/jpeg',
    takenAt: TAKEN_AT,
    receivedBy: 'Maria',
  });
}

/** One attempt of the outbox's send step: proof first, then the status change. */
async function sendOnce(
  services: ReturnType<typeof createFakeServices>,
  photos: ProofStore,
  intent: ProofIntent | null = INTENT,
) {
  const proof = await proofToSend({
    updateId: 'u-1',
    receiptId: 'r-1',
    intent,
    photos,
    api: services.dispatchApi,
  });
  await services.dispatchApi.deliveryUpdate({
    receiptId: 'r-1',
    status: 'Delivered',
    dispatchId: 'u-dispatcher',
    updatedAt: TAKEN_AT + 5_000,
    updateId: 'u-1',
    ...(proof ? { proof } : {}),
  });
}

describe('proofToSend', () => {
  it('uploads the kept photo, then gives the proof for updateData', async () => {
    const services = createFakeServices();
    const photos = await photoStore();
    await keepPhoto(photos);
    await sendOnce(services, photos);

    expect(services.control.proofUploads).toHaveLength(1);
    const [upload] = services.control.proofUploads;
    expect(upload).toMatchObject({ receiptId: 'r-1', updateId: 'u-1', takenAt: TAKEN_AT });
    expect(upload.photo.mimeType).toBe('image/jpeg');
    expect(new Uint8Array(upload.photo.bytes)).toEqual(PHOTO);
    expect(services.control.deliveryUpdates.map((u) => u.proof)).toEqual([
      { proofId: upload.proofId, receivedBy: 'Maria', takenAt: TAKEN_AT },
    ]);
  });

  it('a failed upload sends no status change; the next attempt sends both', async () => {
    const services = createFakeServices();
    const photos = await photoStore();
    await keepPhoto(photos);

    services.control.failProofUploads(offlineError());
    await expect(sendOnce(services, photos)).rejects.toBeInstanceOf(DispatchApiError);
    expect(services.control.deliveryUpdates).toEqual([]);

    services.control.failProofUploads(null);
    await sendOnce(services, photos);
    expect(services.control.proofUploads).toHaveLength(1);
    expect(services.control.deliveryUpdates).toHaveLength(1);
  });

  it('a status change failing after the upload re-uploads under the same key: one photo, one change', async () => {
    const services = createFakeServices();
    const photos = await photoStore();
    await keepPhoto(photos);

    services.control.failDeliveryUpdates(offlineError());
    await expect(sendOnce(services, photos)).rejects.toBeInstanceOf(DispatchApiError);
    await expect(sendOnce(services, photos)).rejects.toBeInstanceOf(DispatchApiError);
    expect(services.control.proofUploads).toHaveLength(1);

    services.control.failDeliveryUpdates(null);
    await sendOnce(services, photos);
    expect(services.control.proofUploads).toHaveLength(1);
    expect(services.control.deliveryUpdates).toHaveLength(1);
    expect(services.control.deliveryUpdates[0].proof?.proofId).toBe(
      services.control.proofUploads[0].proofId,
    );
  });

  it('without a kept photo (storage was full) sends "Received by" with proofId null, no upload', async () => {
    const services = createFakeServices();
    const photos = await photoStore();
    await sendOnce(services, photos);
    expect(services.control.proofUploads).toEqual([]);
    expect(services.control.deliveryUpdates[0].proof).toEqual({
      proofId: null,
      receivedBy: 'Maria',
      takenAt: TAKEN_AT,
    });
  });

  it('a change without proof sends no proof field and uploads nothing', async () => {
    const services = createFakeServices();
    const photos = await photoStore();
    await sendOnce(services, photos, null);
    expect(services.control.proofUploads).toEqual([]);
    expect('proof' in services.control.deliveryUpdates[0]).toBe(false);
  });
});
