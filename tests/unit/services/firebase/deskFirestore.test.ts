// @vitest-environment node
// The desk's Firestore reads on the real SDK, no server (as firestoreAdapters.test.ts): a memory
// cache, the network disabled, documents written locally; the SDK evaluates the queries and
// fires the listeners from its local cache.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  disableNetwork,
  doc,
  initializeFirestore,
  memoryLocalCache,
  setDoc,
  terminate,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionNames } from '@/config/constants';
import type { Unsubscribe } from '@/platform';
import type { BoardSnapshot, TeamSnapshot } from '@/services/deskPorts';
import {
  createDeskFirestoreAdapters,
  type DeskFirestoreAdapters,
} from '@/services/firebase/deskFirestore';

const collections = collectionNames('dev_');
const NOON = new Date(2026, 10, 21, 12, 0, 0).getTime();
const MIDNIGHT = new Date(2026, 10, 21, 0, 0, 0).getTime();
const HOUR = 60 * 60 * 1000;

let app: FirebaseApp;
let db: Firestore;
let adapters: DeskFirestoreAdapters;
const stops: Unsubscribe[] = [];

beforeEach(async () => {
  app = initializeApp(
    { apiKey: 'test-key', projectId: 'demo-local-cache', appId: '1:1:web:1' },
    `desk-local-${Math.random()}`,
  );
  db = initializeFirestore(app, { localCache: memoryLocalCache() });
  await disableNetwork(db);
  adapters = createDeskFirestoreAdapters(db, collections);
});

afterEach(async () => {
  while (stops.length > 0) stops.pop()?.();
  await terminate(db);
  await deleteApp(app);
});

const write = (path: string, id: string, data: Record<string, unknown>) =>
  void setDoc(doc(db, path, id), data);

function latest<T>() {
  const seen: T[] = [];
  return {
    seen,
    push: (value: T) => void seen.push(value),
    async until(test: (value: T) => boolean): Promise<T> {
      await vi.waitFor(() => expect(seen.some(test)).toBe(true));
      return seen.findLast(test) as T;
    },
  };
}

const fail = (error: Error) => {
  throw error;
};

describe('the desk’s board query', () => {
  it('holds today’s SALE receipts of every dispatcher and of none, newest first', async () => {
    const sale = (dispatchId: string | null, at: number) => ({
      receipt_type: 'SALE',
      dispatchId,
      updateTimestamp: at,
      status: 'Pending',
    });
    write(collections.receipts, 'ana', sale('ana', NOON - HOUR));
    write(collections.receipts, 'none', sale(null, NOON));
    write(collections.receipts, 'tiago', sale('tiago', NOON - 2 * HOUR));
    write(collections.receipts, 'yesterday', sale('ana', MIDNIGHT - HOUR));
    write(collections.receipts, 'refund', { ...sale('ana', NOON), receipt_type: 'REFUND' });

    const board = latest<BoardSnapshot>();
    stops.push(adapters.board.watch(MIDNIGHT, board.push, fail));
    const first = await board.until((s) => s.receipts.length === 3);
    expect(first.receipts.map((r) => r.id)).toEqual(['none', 'ana', 'tiago']);
    expect(first.receipts[0]?.dispatchId).toBeNull();

    const untouched = first.receipts.find((r) => r.id === 'tiago');
    void updateDoc(doc(db, collections.receipts, 'ana'), { dispatchId: 'tiago' });
    const moved = await board.until((s) =>
      s.receipts.some((r) => r.dispatchId === 'tiago' && r.id === 'ana'),
    );
    // Only the changed receipt was parsed again: the others keep their objects.
    expect(moved.receipts.find((r) => r.id === 'tiago')).toBe(untouched);
  });
});

describe('the desk’s team', () => {
  it('reads every back-office record, managers included, and follows changes', async () => {
    write(collections.backOfficeUsers, 'ana', { name: 'Ana Ribeiro', role: 'dispatcher' });
    write(collections.backOfficeUsers, 'marta', { name: 'Marta Silva', role: 'manager' });
    const team = latest<TeamSnapshot>();
    stops.push(adapters.team.watch(team.push, fail));
    const first = await team.until((s) => s.users.length === 2);
    expect(first.users.map((u) => [u.uid, u.role])).toEqual([
      ['ana', 'dispatcher'],
      ['marta', 'manager'],
    ]);
    write(collections.backOfficeUsers, 'rui', { name: 'Rui Lopes' });
    await team.until((s) => s.users.some((u) => u.name === 'Rui Lopes'));
  });
});
