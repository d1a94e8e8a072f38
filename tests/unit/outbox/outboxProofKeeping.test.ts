import { describe, expect, it } from 'vitest';
import { openProofStore } from '@/outbox/proofStore';
import { DispatchApiError } from '@/services/ports';
import { DELIVERED, fakeBackend, photo, proofWorld, TAKEN_AT } from './outboxProofKit';
import { createKit, uniqueDbName } from './outboxTestKit';

// Proof of delivery in the outbox (docs/proof-of-delivery.md): keeping and forgetting the photo
// on the phone — kept for a refused change until it is discarded, forgotten when the change is
// undone or discarded with discardAll (or settled, when a closed page left it), and a change kept
// without its photo when storage is full.
// The send order (photo first, then status) is in outboxProof.test.ts.

const { world, open, keptPhotoIds, later } = proofWorld();

describe('outbox: proof of delivery, photo first, then status', () => {
  it('keeps the photo of a refused change until it is discarded', async () => {
    world.kit = createKit();
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
    world.kit = createKit();
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

  it('frees the photo of a sent change the feed settles, when a closed page left it', async () => {
    world.kit = createKit();
    const backend = fakeBackend();
    const dbName = uniqueDbName();
    // The page closes after the backend's answer is stored, before the photo is freed.
    let closedBeforeFreeing = true;
    const outbox = open(dbName, backend.api, {
      openPhotos: async (name) => {
        const real = await openProofStore(name, { requestPersistence: null });
        return {
          ...real,
          remove: async (updateId) => {
            if (closedBeforeFreeing) closedBeforeFreeing = false;
            else await real.remove(updateId);
          },
        };
      },
    });
    const entry = await outbox.enqueue(DELIVERED, { photo: photo() });
    await outbox.drain();
    expect(outbox.get().entries[0].state).toBe('sent');
    expect(await keptPhotoIds(dbName)).toEqual([entry.updateId]);

    await outbox.confirm([{ id: 'r1', status: 'Delivered', updateTimestamp: 1 }]);
    expect(outbox.get().entries).toEqual([]);
    expect(await keptPhotoIds(dbName)).toEqual([]);
  });

  it('drops the photos of changes dropped by discardAll', async () => {
    world.kit = createKit();
    const backend = fakeBackend();
    const dbName = uniqueDbName();
    world.kit.network.online = false;
    const outbox = open(dbName, backend.api);
    await outbox.enqueue(DELIVERED, { photo: photo() });
    await outbox.enqueue({ ...DELIVERED, receiptId: 'r2' }, { photo: photo() });
    expect(await keptPhotoIds(dbName)).toHaveLength(2);
    await outbox.discardAll();
    expect(await keptPhotoIds(dbName)).toEqual([]);
  });

  it('when storage is full keeps the change without the photo and still sends "Received by"', async () => {
    world.kit = createKit();
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
    world.kit = createKit();
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
});
