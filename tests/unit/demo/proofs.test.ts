import { describe, expect, it } from 'vitest';
import type { DemoServices } from '@/demo/adapters';
import { readProof } from '@/domain/proof';
import type { DeliveryUpdate, ProofUpload } from '@/services/ports';
import { dispatchApiError } from '../../helpers/dispatchApiError';
import { AFTERNOON, deliveredUpdate, goOffline, signedInDemos } from './helpers';

// The demo backend's proof of delivery: photos kept once per Idempotency-Key in its own
// IndexedDB, and the proof written onto the receipt with the status change, as a backend would.

const signedInDemo = signedInDemos();

const PHOTO = Uint8Array.from({ length: 300 }, (_, i) => (i < 3 ? [0xff, 0xd8, 0xff][i] : i % 256));

async function pendingReceiptOf(services: DemoServices, dispatchId = 'demo-dispatcher') {
  const all = await services.db.getAll('receipts');
  const found = all.find(
    (r) =>
      r.data.dispatchId === dispatchId &&
      r.data.receipt_type === 'SALE' &&
      r.data.status === 'Pending',
  );
  if (!found) throw new Error('no pending receipt in the demo data');
  return found;
}

function proofUpload(receiptId: string, overrides: Partial<ProofUpload> = {}): ProofUpload {
  return {
    receiptId,
    updateId: 'update-1',
    takenAt: AFTERNOON - 60_000,
    photo: { bytes: PHOTO.slice().buffer, mimeType: 'image/jpeg' },
    ...overrides,
  };
}

/** Delivered with the photo's status change (update-1, the key of proofUpload). */
function delivered(receiptId: string, overrides: Partial<DeliveryUpdate> = {}): DeliveryUpdate {
  return deliveredUpdate(receiptId, { updateId: 'update-1', ...overrides });
}

describe('demo backend: uploadProof', () => {
  it('keeps the photo and answers a proofId; the same key again is the same proof', async () => {
    const { services } = await signedInDemo();
    const target = await pendingReceiptOf(services);
    const first = await services.dispatchApi.uploadProof(proofUpload(target.id));
    const again = await services.dispatchApi.uploadProof(proofUpload(target.id));
    expect(first.proofId).toMatch(/^[\w-]+$/);
    expect(again).toEqual(first);

    const other = await services.dispatchApi.uploadProof(
      proofUpload(target.id, { updateId: 'update-2' }),
    );
    expect(other.proofId).not.toBe(first.proofId);
  });

  it('then the status change with the proof writes it onto the receipt, photo readable', async () => {
    const { services } = await signedInDemo();
    const target = await pendingReceiptOf(services);
    const { proofId } = await services.dispatchApi.uploadProof(proofUpload(target.id));
    await services.dispatchApi.deliveryUpdate(
      delivered(target.id, {
        proof: { proofId, receivedBy: 'Maria', takenAt: AFTERNOON - 60_000 },
      }),
    );

    const stored = await services.db.get('receipts', target.id);
    expect(stored?.data.status).toBe('Delivered');
    const proof = readProof((stored?.data as unknown as { proof: unknown }).proof);
    expect(proof).toEqual({
      proofId,
      photoUrl: `local-photo:${proofId}`,
      receivedBy: 'Maria',
      takenAt: AFTERNOON - 60_000,
    });
    const photo = await services.localPhotos?.read(proof!.photoUrl!);
    expect(photo?.mimeType).toBe('image/jpeg');
    expect(new Uint8Array(photo!.bytes)).toEqual(PHOTO);
  });

  it('a proof without a photo (none taken, or storage was full) is written without photoUrl', async () => {
    const { services } = await signedInDemo();
    const target = await pendingReceiptOf(services);
    await services.dispatchApi.deliveryUpdate(
      delivered(target.id, { proof: { proofId: null, receivedBy: 'Jo', takenAt: AFTERNOON } }),
    );
    const stored = await services.db.get('receipts', target.id);
    expect((stored?.data as unknown as { proof: unknown }).proof).toEqual({
      proofId: null,
      receivedBy: 'Jo',
      takenAt: AFTERNOON,
    });
  });

  it('an unknown proofId, or another order’s photo, is recorded without a photo, never refused', async () => {
    const { services } = await signedInDemo();
    const target = await pendingReceiptOf(services);
    const all = await services.db.getAll('receipts');
    const another = all.find(
      (r) =>
        r.id !== target.id &&
        r.data.dispatchId === 'demo-dispatcher' &&
        r.data.receipt_type === 'SALE',
    )!;
    const { proofId } = await services.dispatchApi.uploadProof(
      proofUpload(another.id, { updateId: 'other-order' }),
    );
    for (const [updateId, id] of [
      ['u-unknown', 'no-such-proof'],
      ['u-wrong-order', proofId],
    ] as const) {
      await services.dispatchApi.deliveryUpdate(
        delivered(target.id, {
          updateId,
          proof: { proofId: id, receivedBy: null, takenAt: AFTERNOON },
        }),
      );
      const stored = await services.db.get('receipts', target.id);
      expect((stored?.data as unknown as { proof: unknown }).proof).toEqual({
        proofId: null,
        receivedBy: null,
        takenAt: AFTERNOON,
      });
    }
  });

  it('a status change without proof leaves no proof field', async () => {
    const { services } = await signedInDemo();
    const target = await pendingReceiptOf(services);
    await services.dispatchApi.deliveryUpdate(delivered(target.id));
    const stored = await services.db.get('receipts', target.id);
    expect('proof' in (stored?.data ?? {})).toBe(false);
  });

  it('fails as offline while offline, and keeps nothing', async () => {
    const { services } = await signedInDemo();
    const target = await pendingReceiptOf(services);
    goOffline();
    const error = await dispatchApiError(services.dispatchApi.uploadProof(proofUpload(target.id)));
    expect(error.kind).toBe('offline');
    expect(await services.localPhotos?.read('local-photo:anything')).toBeNull();
  });

  it('is unauthorized when signed out', async () => {
    const { services } = await signedInDemo();
    const target = await pendingReceiptOf(services);
    await services.auth.signOut();
    expect(
      (await dispatchApiError(services.dispatchApi.uploadProof(proofUpload(target.id)))).kind,
    ).toBe('unauthorized');
  });

  it('refuses another dispatcher’s order (404), a non-image (415) and an empty photo (400)', async () => {
    const { services } = await signedInDemo();
    const mine = await pendingReceiptOf(services);
    const theirs = await pendingReceiptOf(services, 'demo-courier');
    const notMine = await dispatchApiError(
      services.dispatchApi.uploadProof(proofUpload(theirs.id, { updateId: 'a' })),
    );
    expect([notMine.kind, notMine.status]).toEqual(['rejected', 404]);
    const pdf = await dispatchApiError(
      services.dispatchApi.uploadProof(
        proofUpload(mine.id, {
          updateId: 'b',
          photo: { bytes: PHOTO.slice().buffer, mimeType: 'application/pdf' },
        }),
      ),
    );
    expect([pdf.kind, pdf.status]).toEqual(['rejected', 415]);
    const empty = await dispatchApiError(
      services.dispatchApi.uploadProof(
        proofUpload(mine.id, {
          updateId: 'c',
          photo: { bytes: new ArrayBuffer(0), mimeType: 'image/jpeg' },
        }),
      ),
    );
    expect([empty.kind, empty.status]).toEqual(['rejected', 400]);
  });

  it('"Reset demo data" forgets the photos', async () => {
    const { services } = await signedInDemo();
    const target = await pendingReceiptOf(services);
    const { proofId } = await services.dispatchApi.uploadProof(proofUpload(target.id));
    await services.sampleData?.reset();
    expect(await services.localPhotos?.read(`local-photo:${proofId}`)).toBeNull();
  });

  it('reads no photo for a URL that is not a demo proof URL', async () => {
    const { services } = await signedInDemo();
    expect(await services.localPhotos?.read('https://example.com/p.jpg')).toBeNull();
  });
});
