import { afterEach, describe, expect, it } from 'vitest';
import type { Outbox, OutboxOptions, StatusChange } from '@/outbox';
import { openProofStore, type ProofStore } from '@/outbox/proofStore';
import {
  DispatchApiError,
  type DeliveryUpdate,
  type DispatchApi,
  type ProofUpload,
} from '@/services/ports';
import { createKit, outboxOpener, uniqueDbName, type Kit } from './outboxTestKit';

// "Photo first, then status" in the outbox's send loop (docs/proof-of-delivery.md), with the
// connection failing before, between and after the two requests, and across a new outbox
// instance (a reload). The fake backend keeps one photo per Idempotency-Key, as the contract asks.

const PHOTO_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
const TAKEN_AT = Date.parse('2026-11-21T08:59:30Z');
const DELIVERED: StatusChange = {
  receiptId: 'r1',
  status: 'Delivered',
  dispatchId: 'alice',
  payload: { proof: { receivedBy: 'Maria (neighbour)', takenAt: TAKEN_AT } },
};
const photo = () => ({
  bytes: PHOTO_BYTES.slice().buffer,
  mimeType: 'image/jpeg',
  takenAt: TAKEN_AT,
});

/** A backend that records every request in order and fails the next ones when told to. */
function fakeBackend() {
  const calls: string[] = [];
  const photos = new Map<string, { proofId: string; upload: ProofUpload }>();
  const updates: DeliveryUpdate[] = [];
  const failures = { upload: [] as Error[], status: [] as Error[] };
  const api: Pick<DispatchApi, 'deliveryUpdate' | 'uploadProof'> = {
    async uploadProof(upload) {
      calls.push(`upload ${upload.updateId}`);
      const failure = failures.upload.shift();
      if (failure) throw failure;
      const seen = photos.get(upload.updateId);
      if (seen) return { proofId: seen.proofId };
      const proofId = `pr_${photos.size + 1}`;
      photos.set(upload.updateId, { proofId, upload });
      return { proofId };
    },
    async deliveryUpdate(update) {
      calls.push(`status ${update.updateId}`);
      const failure = failures.status.shift();
      if (failure) throw failure;
      updates.push(update);
      return { updateTimestamp: null };
    },
  };
  return { api, calls, photos, updates, failures };
}

const offline = () => new DispatchApiError('offline', 'Network Error');
const serverDown = () => new DispatchApiError('server', 'Bad gateway', 502);

let kit: Kit;
const openOutbox = outboxOpener();
const stores: ProofStore[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

function open(
  dbName: string,
  api: OutboxOptions['api'],
  overrides: Partial<OutboxOptions> = {},
): Outbox {
  return openOutbox({ api, dbName, locks: null, channel: null, ...kit.testOptions, ...overrides });
}

/** What is still kept on the phone, read through a store of its own. */
async function keptPhotoIds(dbName: string): Promise<string[]> {
  const store = await openProofStore(dbName, { requestPersistence: null });
  stores.push(store);
  return (await store.list('alice')).map((p) => p.updateId);
}

/** Past any backoff, then one drain. */
async function later(outbox: Outbox) {
  kit.clock.advance(10 * 60_000);
  await outbox.drain();
}

describe('outbox: proof of delivery, photo first, then status', () => {
  it('uploads the photo, then sends the status with its proofId, then forgets the photo', async () => {
    kit = createKit();
    const backend = fakeBackend();
    const dbName = uniqueDbName();
    kit.network.online = false;
    const outbox = open(dbName, backend.api);
    const entry = await outbox.enqueue(DELIVERED, { photo: photo() });
    await outbox.drain();

    // Kept on the phone while offline, with the change.
    expect(backend.calls).toEqual([]);
    expect(await keptPhotoIds(dbName)).toEqual([entry.updateId]);
    expect(await outbox.proofPhoto(entry.updateId)).toMatchObject({ mimeType: 'image/jpeg' });

    kit.network.emit('online');
    await outbox.drain();

    expect(backend.calls).toEqual(['upload alice-1', 'status alice-1']);
    const [stored] = backend.photos.values();
    expect(stored.upload).toMatchObject({
      receiptId: 'r1',
      updateId: 'alice-1',
      takenAt: TAKEN_AT,
    });
    expect(new Uint8Array(stored.upload.photo.bytes)).toEqual(PHOTO_BYTES);
    expect(backend.updates[0].proof).toEqual({
      proofId: 'pr_1',
      receivedBy: 'Maria (neighbour)',
      takenAt: TAKEN_AT,
    });
    expect(outbox.get().entries[0].state).toBe('sent');
    expect(await keptPhotoIds(dbName)).toEqual([]);
    expect(await outbox.proofPhoto(entry.updateId)).toBeNull();
  });

  it('sends no status while the upload fails, and keeps the sync mark until both have gone', async () => {
    kit = createKit();
    const backend = fakeBackend();
    const dbName = uniqueDbName();
    backend.failures.upload.push(offline(), serverDown());
    const outbox = open(dbName, backend.api);
    await outbox.enqueue(DELIVERED, { photo: photo() });
    await outbox.drain();

    expect(backend.calls).toEqual(['upload alice-1']);
    expect(outbox.get().entries[0]).toMatchObject({ state: 'pending', attempts: 1 });
    expect(outbox.get().waitingCount).toBe(1);

    await later(outbox);
    await later(outbox);
    expect(backend.calls).toEqual([
      'upload alice-1',
      'upload alice-1',
      'upload alice-1',
      'status alice-1',
    ]);
    expect(backend.photos.size).toBe(1);
    expect(backend.updates).toHaveLength(1);
    expect(outbox.get().waitingCount).toBe(0);
  });

  it('after the upload went through but the status did not, retries the status alone', async () => {
    kit = createKit();
    const backend = fakeBackend();
    const dbName = uniqueDbName();
    backend.failures.status.push(offline(), serverDown());
    const outbox = open(dbName, backend.api);
    await outbox.enqueue(DELIVERED, { photo: photo() });
    await outbox.drain();

    expect(backend.calls).toEqual(['upload alice-1', 'status alice-1']);
    expect(outbox.get().entries[0]).toMatchObject({
      state: 'pending',
      sentProof: { proofId: 'pr_1', receivedBy: 'Maria (neighbour)', takenAt: TAKEN_AT },
    });
    // Not accepted yet: the photo stays on the phone.
    expect(await keptPhotoIds(dbName)).toEqual(['alice-1']);

    await later(outbox);
    await later(outbox);
    expect(backend.calls).toEqual([
      'upload alice-1',
      'status alice-1',
      'status alice-1',
      'status alice-1',
    ]);
    expect(backend.updates.map((u) => u.proof?.proofId)).toEqual(['pr_1']);
    expect(await keptPhotoIds(dbName)).toEqual([]);
  });

  it('across a new outbox instance (a reload): no second upload, the stored proofId is sent', async () => {
    kit = createKit();
    const backend = fakeBackend();
    const dbName = uniqueDbName();
    backend.failures.status.push(offline());
    const before = open(dbName, backend.api);
    await before.enqueue(DELIVERED, { photo: photo() });
    await before.drain();
    expect(backend.calls).toEqual(['upload alice-1', 'status alice-1']);
    before.dispose();

    const after = open(dbName, backend.api);
    await after.ready;
    expect(after.get().entries[0].sentProof?.proofId).toBe('pr_1');
    await later(after);

    expect(backend.calls).toEqual(['upload alice-1', 'status alice-1', 'status alice-1']);
    expect(backend.updates[0].proof?.proofId).toBe('pr_1');
    expect(after.get().entries[0].state).toBe('sent');
    expect(await keptPhotoIds(dbName)).toEqual([]);
  });

  it('a photo kept offline is uploaded by a new outbox instance after a reload', async () => {
    kit = createKit();
    const backend = fakeBackend();
    const dbName = uniqueDbName();
    kit.network.online = false;
    const before = open(dbName, backend.api);
    await before.enqueue(DELIVERED, { photo: photo() });
    before.dispose();

    kit.network.online = true;
    const after = open(dbName, backend.api);
    await after.ready;
    await after.drain();
    expect(backend.calls).toEqual(['upload alice-1', 'status alice-1']);
    expect(new Uint8Array([...backend.photos.values()][0].upload.photo.bytes)).toEqual(PHOTO_BYTES);
  });

  it('refreshes the token once after a 401 on the upload', async () => {
    kit = createKit();
    const backend = fakeBackend();
    let refreshed = 0;
    backend.failures.upload.push(new DispatchApiError('unauthorized', 'Token expired', 401));
    const outbox = open(uniqueDbName(), backend.api, {
      refreshToken: async () => {
        refreshed += 1;
      },
    });
    await outbox.enqueue(DELIVERED, { photo: photo() });
    await outbox.drain();
    expect(refreshed).toBe(1);
    expect(backend.calls).toEqual(['upload alice-1', 'upload alice-1', 'status alice-1']);
    expect(outbox.get().entries[0].state).toBe('sent');
  });

  it('keeps the photo of a refused change until it is discarded', async () => {
    kit = createKit();
    const backend = fakeBackend();
    const dbName = uniqueDbName();
    backend.failures.status.push(new DispatchApiError('rejected', 'Order is cancelled', 422));
    const outbox = open(dbName, backend.api);
    const entry = await outbox.enqueue(DELIVERED, { photo: photo() });
    await outbox.drain();
    expect(outbox.get().entries[0].state).toBe('failed');
    expect(await keptPhotoIds(dbName)).toEqual([entry.updateId]);

    expect(await outbox.discard(entry.updateId)).toBe(true);
    expect(await keptPhotoIds(dbName)).toEqual([]);
  });

  it('forgets the photo of an undone change; nothing is uploaded', async () => {
    kit = createKit();
    const backend = fakeBackend();
    const dbName = uniqueDbName();
    const outbox = open(dbName, backend.api);
    const entry = await outbox.enqueue(DELIVERED, { photo: photo(), holdMs: 8_000 });
    await outbox.drain();
    expect(await outbox.undo(entry.updateId)).toBe(true);
    expect(await keptPhotoIds(dbName)).toEqual([]);
    await later(outbox);
    expect(backend.calls).toEqual([]);
  });

  it('drops the photos of changes dropped by discardAll', async () => {
    kit = createKit();
    const backend = fakeBackend();
    const dbName = uniqueDbName();
    kit.network.online = false;
    const outbox = open(dbName, backend.api);
    await outbox.enqueue(DELIVERED, { photo: photo() });
    await outbox.enqueue({ ...DELIVERED, receiptId: 'r2' }, { photo: photo() });
    expect(await keptPhotoIds(dbName)).toHaveLength(2);
    await outbox.discardAll();
    expect(await keptPhotoIds(dbName)).toEqual([]);
  });

  it('when storage is full keeps the change without the photo and still sends "Received by"', async () => {
    kit = createKit();
    const backend = fakeBackend();
    const dbName = uniqueDbName();
    const outbox = open(dbName, backend.api, {
      openPhotos: async (name) => {
        const real = await openProofStore(name, { requestPersistence: null });
        return { ...real, keep: async () => ({ kept: false, reason: 'storage-full' }) };
      },
    });
    const entry = await outbox.enqueue(DELIVERED, { photo: photo() });
    expect(entry.photoNotKept).toBe('storage-full');
    await outbox.drain();

    expect(backend.calls).toEqual(['status alice-1']);
    expect(backend.updates[0].proof).toEqual({
      proofId: null,
      receivedBy: 'Maria (neighbour)',
      takenAt: TAKEN_AT,
    });
    expect(outbox.get().entries[0].state).toBe('sent');
  });

  it('reads a quota error thrown while keeping the photo as storage full', async () => {
    kit = createKit();
    const backend = fakeBackend();
    const outbox = open(uniqueDbName(), backend.api, {
      openPhotos: async (name) => {
        const real = await openProofStore(name, { requestPersistence: null });
        return {
          ...real,
          keep: async () => {
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
          },
        };
      },
    });
    const entry = await outbox.enqueue(DELIVERED, { photo: photo() });
    expect(entry.photoNotKept).toBe('storage-full');
    expect(outbox.get().entries).toHaveLength(1);
  });

  it('sends a change without proof as before: no upload, no proof field', async () => {
    kit = createKit();
    const backend = fakeBackend();
    const outbox = open(uniqueDbName(), backend.api);
    await outbox.enqueue({ receiptId: 'r1', status: 'Picked Up', dispatchId: 'alice' });
    await outbox.drain();
    expect(backend.calls).toEqual(['status alice-1']);
    expect(backend.updates[0]).not.toHaveProperty('proof');
  });

  it('does not send the status of another user after the upload', async () => {
    kit = createKit();
    const backend = fakeBackend();
    let signedIn: string | null = 'alice';
    const api = {
      ...backend.api,
      uploadProof: async (upload: ProofUpload) => {
        const answer = await backend.api.uploadProof(upload);
        signedIn = 'bob'; // somebody else signed in while the photo was uploading
        return answer;
      },
    };
    const outbox = open(uniqueDbName(), api, { currentUid: () => signedIn });
    await outbox.enqueue(DELIVERED, { photo: photo() });
    await outbox.drain();
    expect(backend.calls).toEqual(['upload alice-1']);
    expect(outbox.get().entries[0]).toMatchObject({
      state: 'pending',
      sentProof: { proofId: 'pr_1' },
    });
  });
});
