import { describe, expect, it } from 'vitest';
import { DispatchApiError, type ProofUpload } from '@/services/ports';
import {
  DELIVERED,
  fakeBackend,
  offline,
  PHOTO_BYTES,
  photo,
  proofWorld,
  serverDown,
  TAKEN_AT,
} from './outboxProofKit';
import { createKit, uniqueDbName } from './outboxTestKit';

// "Photo first, then status" in the outbox's send loop (docs/proof-of-delivery.md), with the
// connection failing before, between and after the two requests, and across a new outbox
// instance (a reload); a 401 on the upload, a change without proof, and a user switch after the
// upload. The fake backend keeps one photo per Idempotency-Key, as the contract asks. Keeping
// and forgetting the photo on the phone is in outboxProofKeeping.test.ts.

const { world, open, keptPhotoIds, later } = proofWorld();

describe('outbox: proof of delivery, photo first, then status', () => {
  it('uploads the photo, then sends the status with its proofId, then forgets the photo', async () => {
    world.kit = createKit();
    const backend = fakeBackend();
    const dbName = uniqueDbName();
    world.kit.network.online = false;
    const outbox = open(dbName, backend.api);
    const entry = await outbox.enqueue(DELIVERED, { photo: photo() });
    await outbox.drain();

    // Kept on the phone while offline, with the change.
    expect(backend.calls).toEqual([]);
    expect(await keptPhotoIds(dbName)).toEqual([entry.updateId]);
    expect(await outbox.proofPhoto(entry.updateId)).toMatchObject({ mimeType: 'image/jpeg' });

    world.kit.network.emit('online');
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
    world.kit = createKit();
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
    world.kit = createKit();
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
    world.kit = createKit();
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
    world.kit = createKit();
    const backend = fakeBackend();
    const dbName = uniqueDbName();
    world.kit.network.online = false;
    const before = open(dbName, backend.api);
    await before.enqueue(DELIVERED, { photo: photo() });
    before.dispose();

    world.kit.network.online = true;
    const after = open(dbName, backend.api);
    await after.ready;
    await after.drain();
    expect(backend.calls).toEqual(['upload alice-1', 'status alice-1']);
    expect(new Uint8Array([...backend.photos.values()][0].upload.photo.bytes)).toEqual(PHOTO_BYTES);
  });

  it('refreshes the token once after a 401 on the upload', async () => {
    world.kit = createKit();
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

  it('sends a change without proof as before: no upload, no proof field', async () => {
    world.kit = createKit();
    const backend = fakeBackend();
    const outbox = open(uniqueDbName(), backend.api);
    await outbox.enqueue({ receiptId: 'r1', status: 'Picked Up', dispatchId: 'alice' });
    await outbox.drain();
    expect(backend.calls).toEqual(['status alice-1']);
    expect(backend.updates[0]).not.toHaveProperty('proof');
  });

  it('does not send the status of another user after the upload', async () => {
    world.kit = createKit();
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
