import type {
  BackendStore,
  BackOfficeUserData,
  IdempotencyRecord,
  ReceiptData,
  StoreTransaction,
  TokenRecord,
  TrackingLink,
  TrackingPosition,
} from './store';

// The store in memory: unit tests, and the Functions emulator where no Firestore emulator runs
// (functions/src/store.ts allows it only there). Transactions run one at a time, so each is
// atomic; writes are queued and applied at the end, as Firestore does.

export interface MemoryStore extends BackendStore {
  receipts: Map<string, ReceiptData>;
  backOfficeUsers: Map<string, BackOfficeUserData>;
  idempotency: Map<string, IdempotencyRecord>;
  tokens: Map<string, TokenRecord>;
  trackingLinks: Map<string, TrackingLink>;
  trackingPositions: Map<string, TrackingPosition>;
}

const copy = <T>(value: T): T => structuredClone(value);

const mapOf = <T>(records: Record<string, T> = {}) =>
  new Map(Object.entries(records).map(([id, data]) => [id, copy(data)]));

export function createMemoryStore(
  seed: {
    receipts?: Record<string, ReceiptData>;
    backOfficeUsers?: Record<string, BackOfficeUserData>;
  } = {},
): MemoryStore {
  const receipts = mapOf(seed.receipts);
  const backOfficeUsers = mapOf(seed.backOfficeUsers);
  const idempotency = new Map<string, IdempotencyRecord>();
  const tokens = new Map<string, TokenRecord>();
  const trackingLinks = new Map<string, TrackingLink>();
  const trackingPositions = new Map<string, TrackingPosition>();
  let queue: Promise<unknown> = Promise.resolve();

  async function run<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
    const writes: Array<() => void> = [];
    let wrote = false;
    const read = <V>(value: V): V => {
      if (wrote) throw new Error('A transaction must read before it writes.');
      return value;
    };
    const write = (change: () => void) => {
      wrote = true;
      writes.push(change);
    };
    const tx: StoreTransaction = {
      getReceipt: async (id) => read(receipts.has(id) ? copy(receipts.get(id)!) : null),
      getBackOfficeUser: async (uid) =>
        read(backOfficeUsers.has(uid) ? copy(backOfficeUsers.get(uid)!) : null),
      getIdempotency: async (key) =>
        read(idempotency.has(key) ? copy(idempotency.get(key)!) : null),
      getToken: async (uid) => read(tokens.has(uid) ? copy(tokens.get(uid)!) : null),
      tokensHolding: async (fcmToken) =>
        read([...tokens.values()].filter((t) => t.fcmToken === fcmToken).map(copy)),
      getTrackingLink: async (token) =>
        read(trackingLinks.has(token) ? copy(trackingLinks.get(token)!) : null),
      trackingLinksOf: async (receiptId) =>
        read([...trackingLinks.values()].filter((l) => l.receiptId === receiptId).map(copy)),
      getTrackingPosition: async (receiptId) =>
        read(trackingPositions.has(receiptId) ? copy(trackingPositions.get(receiptId)!) : null),
      updateReceipt: (id, set, remove) =>
        write(() => {
          const current = receipts.get(id);
          if (!current) throw new Error(`No receipt ${id} to update.`);
          const next = { ...current, ...copy(set) };
          for (const field of remove) delete next[field];
          receipts.set(id, next);
        }),
      putIdempotency: (record) => write(() => idempotency.set(record.key, copy(record))),
      deleteIdempotency: (key) => write(() => idempotency.delete(key)),
      putToken: (record) => write(() => tokens.set(record.uid, copy(record))),
      putTrackingLink: (link) => write(() => trackingLinks.set(link.token, copy(link))),
      putTrackingPosition: (position) =>
        write(() => trackingPositions.set(position.receiptId, copy(position))),
    };
    const result = await work(tx);
    for (const change of writes) change();
    return result;
  }

  return {
    kind: 'memory',
    receipts,
    backOfficeUsers,
    idempotency,
    tokens,
    trackingLinks,
    trackingPositions,
    transaction<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
      const result = queue.then(() => run(work));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}
