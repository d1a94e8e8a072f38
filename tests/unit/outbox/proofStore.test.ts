import { openDB } from 'idb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isQuotaExceeded,
  openProofStore,
  PROOF_PHOTOS_STORE,
  ProofStoreUnavailableError,
  type ProofStore,
  type StoredProofPhoto,
} from '@/outbox/proofStore';
import { openOutboxStore, type OutboxStore } from '@/outbox/store';

// The proof photo store on fake-indexeddb, inside the outbox's own database.

let dbCounter = 0;
const open: { close(): void }[] = [];
const freshName = () => `proof-store-test-${++dbCounter}`;

async function openBoth(
  dbName: string,
  requestPersistence: (() => Promise<boolean>) | null = null,
): Promise<{ outbox: OutboxStore; proofs: ProofStore }> {
  const outbox = await openOutboxStore(dbName);
  const proofs = await openProofStore(dbName, { requestPersistence });
  open.push(outbox, proofs);
  return { outbox, proofs };
}

afterEach(() => {
  for (const store of open.splice(0)) store.close();
});

// Every byte value, so a lossy (text) round trip would show.
const JPEG_BYTES = Uint8Array.from({ length: 512 }, (_, i) =>
  i < 3 ? [0xff, 0xd8, 0xff][i] : i % 256,
);

function photo(overrides: Partial<StoredProofPhoto> = {}): StoredProofPhoto {
  return {
    updateId: 'u-1',
    uid: 'uid-a',
    receiptId: 'r-1',
    bytes: JPEG_BYTES.slice().buffer,
    mimeType: 'image/jpeg',
    takenAt: 1_763_800_000_000,
    receivedBy: 'Maria (neighbour)',
    ...overrides,
  };
}

describe('proof store', () => {
  it('gives back the same bytes, as an ArrayBuffer, from a new instance', async () => {
    const dbName = freshName();
    const first = await openBoth(dbName);
    expect(await first.proofs.keep(photo())).toEqual({ kept: true });
    first.outbox.close();
    first.proofs.close();

    const second = await openBoth(dbName);
    const read = await second.proofs.get('u-1');
    expect(read).toBeDefined();
    // Not toBeInstanceOf: fake-indexeddb clones into Node's realm, not jsdom's.
    expect(Object.prototype.toString.call(read?.bytes)).toBe('[object ArrayBuffer]');
    expect(new Uint8Array(read!.bytes)).toEqual(JPEG_BYTES);
    expect({ ...read, bytes: undefined }).toEqual({ ...photo(), bytes: undefined });
  });

  it('keeps its own copy of the bytes', async () => {
    const { proofs } = await openBoth(freshName());
    const bytes = JPEG_BYTES.slice();
    await proofs.keep(photo({ bytes: bytes.buffer }));
    bytes.fill(0);
    expect(new Uint8Array((await proofs.get('u-1'))!.bytes)).toEqual(JPEG_BYTES);
  });

  it('lists only the given user’s photos', async () => {
    const { proofs } = await openBoth(freshName());
    await proofs.keep(photo({ updateId: 'u-1', uid: 'uid-a' }));
    await proofs.keep(photo({ updateId: 'u-2', uid: 'uid-b' }));
    await proofs.keep(photo({ updateId: 'u-3', uid: 'uid-a', receivedBy: null }));
    expect((await proofs.list('uid-a')).map((p) => p.updateId).sort()).toEqual(['u-1', 'u-3']);
    expect((await proofs.list('uid-b')).map((p) => p.updateId)).toEqual(['u-2']);
    expect(await proofs.list('uid-c')).toEqual([]);
  });

  it('deletes a photo once sent, for good (a new instance does not see it)', async () => {
    const dbName = freshName();
    const first = await openBoth(dbName);
    await first.proofs.keep(photo({ updateId: 'u-1' }));
    await first.proofs.keep(photo({ updateId: 'u-2' }));
    await first.proofs.remove('u-1');
    expect(await first.proofs.get('u-1')).toBeUndefined();
    first.outbox.close();
    first.proofs.close();

    const second = await openBoth(dbName);
    expect(await second.proofs.get('u-1')).toBeUndefined();
    expect((await second.proofs.list('uid-a')).map((p) => p.updateId)).toEqual(['u-2']);
  });

  it('keeping the same change again replaces its photo (a retake), not adds one', async () => {
    const { proofs } = await openBoth(freshName());
    await proofs.keep(photo());
    await proofs.keep(photo({ bytes: new Uint8Array([1, 2, 3]).buffer }));
    expect(await proofs.list('uid-a')).toHaveLength(1);
    expect(new Uint8Array((await proofs.get('u-1'))!.bytes)).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('proof store: storage full', () => {
  it('reports storage-full in a typed way and keeps nothing', async () => {
    const requestPersistence = vi.fn(async () => true);
    const { outbox, proofs } = await openBoth(freshName(), requestPersistence);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });

    expect(await proofs.keep(photo())).toEqual({ kept: false, reason: 'storage-full' });
    put.mockRestore();
    expect(await proofs.get('u-1')).toBeUndefined();
    expect(requestPersistence).not.toHaveBeenCalled();

    // The status change itself is a separate write and is not lost with the photo.
    const entry = await outbox.add({
      receiptId: 'r-1',
      status: 'Delivered',
      dispatchId: 'uid-a',
      updateId: 'u-1',
      uid: 'uid-a',
      updatedAt: 1,
      state: 'pending',
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
      sentAt: null,
    });
    expect((await outbox.list('uid-a')).map((e) => e.seq)).toEqual([entry.seq]);
  });

  it('passes other failures on: they are bugs, not a full disk', async () => {
    const { proofs } = await openBoth(freshName());
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('Not cloneable.', 'DataCloneError');
    });
    await expect(proofs.keep(photo())).rejects.toThrow('Not cloneable.');
  });

  it('recognises the quota error however it is wrapped', () => {
    expect(isQuotaExceeded(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceeded({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(
      isQuotaExceeded(
        new Error('tx aborted', { cause: new DOMException('', 'QuotaExceededError') }),
      ),
    ).toBe(true);
    expect(isQuotaExceeded(new DOMException('gone', 'AbortError'))).toBe(false);
    expect(isQuotaExceeded(new Error('QuotaExceededError'))).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
    expect(isQuotaExceeded('QuotaExceededError')).toBe(false);
  });
});

describe('proof store: persisted storage', () => {
  it('asks for persisted storage once, when the first photo is kept', async () => {
    const requestPersistence = vi.fn(async () => false);
    const { proofs } = await openBoth(freshName(), requestPersistence);
    expect(requestPersistence).not.toHaveBeenCalled();
    await proofs.keep(photo({ updateId: 'u-1' }));
    await proofs.keep(photo({ updateId: 'u-2' }));
    expect(requestPersistence).toHaveBeenCalledTimes(1);
  });

  it('keeps the photo when asking for persistence fails', async () => {
    const requestPersistence = vi.fn(async () => {
      throw new Error('not allowed');
    });
    const { proofs } = await openBoth(freshName(), requestPersistence);
    expect(await proofs.keep(photo())).toEqual({ kept: true });
    expect(await proofs.get('u-1')).toBeDefined();
  });
});

describe('proof store: the database', () => {
  it('is not created by the proof store: the outbox owns it', async () => {
    const dbName = freshName();
    await expect(openProofStore(dbName)).rejects.toBeInstanceOf(ProofStoreUnavailableError);
    // The outbox can still create it from scratch afterwards, with both stores.
    const { proofs } = await openBoth(dbName);
    expect(await proofs.keep(photo())).toEqual({ kept: true });
  });

  it('an outbox database of version 1 gains the photo store and keeps its entries', async () => {
    const dbName = freshName();
    const v1 = await openDB(dbName, 1, {
      upgrade(database) {
        const store = database.createObjectStore('deliveryUpdates', {
          keyPath: 'seq',
          autoIncrement: true,
        });
        store.createIndex('byUid', 'uid');
        store.createIndex('byUpdateId', 'updateId', { unique: true });
      },
    });
    await v1.add('deliveryUpdates', { uid: 'uid-a', updateId: 'old-1', status: 'Delivered' });
    expect(v1.objectStoreNames.contains(PROOF_PHOTOS_STORE)).toBe(false);
    // Opening the photo store on the old database says so, rather than failing later.
    await expect(openProofStore(dbName)).rejects.toBeInstanceOf(ProofStoreUnavailableError);
    v1.close();

    const { outbox, proofs } = await openBoth(dbName);
    expect((await outbox.list('uid-a')).map((e) => e.updateId)).toEqual(['old-1']);
    expect(await proofs.keep(photo())).toEqual({ kept: true });
  });
});
