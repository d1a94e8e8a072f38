import { afterEach } from 'vitest';
import type { Outbox, OutboxOptions, StatusChange } from '@/outbox';
import { openProofStore, type ProofStore } from '@/outbox/proofStore';
import {
  DispatchApiError,
  type DeliveryUpdate,
  type DispatchApi,
  type ProofUpload,
} from '@/services/ports';
import { outboxOpener, type Kit } from './outboxTestKit';

// The world of the proof-of-delivery outbox tests (outboxProof.test.ts and
// outboxProofKeeping.test.ts): a delivered change with a photo, a fake backend that keeps one
// photo per Idempotency-Key, as the contract asks, and an outbox on the fake clock, timers and
// network of `world.kit` (each test sets `world.kit = createKit()`).

export const PHOTO_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46]);
export const TAKEN_AT = Date.parse('2026-11-21T08:59:30Z');
export const DELIVERED: StatusChange = {
  receiptId: 'r1',
  status: 'Delivered',
  dispatchId: 'alice',
  payload: { proof: { receivedBy: 'Maria (neighbour)', takenAt: TAKEN_AT } },
};
export const photo = () => ({
  bytes: PHOTO_BYTES.slice().buffer,
  mimeType: 'image/jpeg',
  takenAt: TAKEN_AT,
});

/** A backend that records every request in order and fails the next ones when told to. */
export function fakeBackend() {
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

export const offline = () => new DispatchApiError('offline', 'Network Error');
export const serverDown = () => new DispatchApiError('server', 'Bad gateway', 502);

/**
 * For a test file (call at its top): `world` (whose `kit` each test sets), `open` (an outbox on
 * the world's kit, without web locks or a broadcast channel), `keptPhotoIds` and `later`.
 */
export function proofWorld() {
  const world = {} as { kit: Kit };
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
    return openOutbox({
      api,
      dbName,
      locks: null,
      channel: null,
      ...world.kit.testOptions,
      ...overrides,
    });
  }

  /** What is still kept on the phone, read through a store of its own. */
  async function keptPhotoIds(dbName: string): Promise<string[]> {
    const store = await openProofStore(dbName, { requestPersistence: null });
    stores.push(store);
    return (await store.list('alice')).map((p) => p.updateId);
  }

  /** Past any backoff, then one drain. */
  async function later(outbox: Outbox) {
    world.kit.clock.advance(10 * 60_000);
    await outbox.drain();
  }

  return { world, open, keptPhotoIds, later };
}
