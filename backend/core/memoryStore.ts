import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import type { Settlement } from '@/domain/shift/settlement';
import type { ApiKeyRecord } from './apiKeys';
import type {
  BackendStore,
  BackOfficeUserData,
  DispatchSettingsRecord,
  DriverShiftRecord,
  IdempotencyRecord,
  RateWindow,
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
  counters: Map<string, number>;
  apiKeys: Map<string, ApiKeyRecord>;
  rateWindows: Map<string, RateWindow>;
  driverShifts: Map<string, DriverShiftRecord>;
  settlements: Map<string, Settlement>;
  /** `settings/dispatch`: null until a manager saves it. */
  readonly dispatchSettings: DispatchSettingsRecord | null;
}

const copy = <T>(value: T): T => structuredClone(value);

const mapOf = <T>(records: Record<string, T> = {}) =>
  new Map(Object.entries(records).map(([id, data]) => [id, copy(data)]));

/** The driver app's query: a SALE receipt of `dispatchId` updated in [from, to). */
function isDriversIn(data: ReceiptData, dispatchId: string, from: number, to: number): boolean {
  const version = data.updateTimestamp;
  return (
    data.receipt_type === RECEIPT_TYPE_SALE &&
    data.dispatchId === dispatchId &&
    typeof version === 'number' &&
    version >= from &&
    version < to
  );
}

export function createMemoryStore(
  seed: {
    receipts?: Record<string, ReceiptData>;
    backOfficeUsers?: Record<string, BackOfficeUserData>;
    apiKeys?: Record<string, ApiKeyRecord>;
  } = {},
): MemoryStore {
  const receipts = mapOf(seed.receipts);
  const backOfficeUsers = mapOf(seed.backOfficeUsers);
  const idempotency = new Map<string, IdempotencyRecord>();
  const tokens = new Map<string, TokenRecord>();
  const trackingLinks = new Map<string, TrackingLink>();
  const trackingPositions = new Map<string, TrackingPosition>();
  const counters = new Map<string, number>();
  const apiKeys = mapOf(seed.apiKeys);
  const rateWindows = new Map<string, RateWindow>();
  const driverShifts = new Map<string, DriverShiftRecord>();
  const settlements = new Map<string, Settlement>();
  let dispatchSettings: DispatchSettingsRecord | null = null;
  let queue: Promise<unknown> = Promise.resolve();

  async function run<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
    const writes: Array<() => void> = [];
    const preconditions: Array<() => void> = [];
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
      getCounter: async (name) => read(counters.get(name) ?? null),
      getApiKey: async (id) => read(apiKeys.has(id) ? copy(apiKeys.get(id)!) : null),
      listApiKeys: async () => read([...apiKeys.values()].map(copy)),
      getRateWindow: async (name) =>
        read(rateWindows.has(name) ? copy(rateWindows.get(name)!) : null),
      receiptsOf: async (dispatchId, from, to) =>
        read(
          [...receipts.entries()]
            .filter(([, data]) => isDriversIn(data, dispatchId, from, to))
            .map(([id, data]) => ({ id, data: copy(data) })),
        ),
      getDriverShift: async (uid) =>
        read(driverShifts.has(uid) ? copy(driverShifts.get(uid)!) : null),
      getSettlement: async (id) => read(settlements.has(id) ? copy(settlements.get(id)!) : null),
      getDispatchSettings: async () => read(copy(dispatchSettings)),
      onShiftDrivers: async () =>
        read([...driverShifts.values()].filter((shift) => shift.onShift).map(copy)),
      updateReceipt: (id, set, remove) =>
        write(() => {
          const current = receipts.get(id);
          if (!current) throw new Error(`No receipt ${id} to update.`);
          const next = { ...current, ...copy(set) };
          for (const field of remove) delete next[field];
          receipts.set(id, next);
        }),
      createReceipt: (id, data) => {
        // Checked before any write lands, so the commit fails whole, as Firestore's does.
        preconditions.push(() => {
          if (receipts.has(id)) throw new Error(`A receipt ${id} exists already.`);
        });
        write(() => receipts.set(id, copy(data)));
      },
      putCounter: (name, value) => write(() => counters.set(name, value)),
      putApiKey: (record) => write(() => apiKeys.set(record.id, copy(record))),
      putRateWindow: (window) => write(() => rateWindows.set(window.name, copy(window))),
      putIdempotency: (record) => write(() => idempotency.set(record.key, copy(record))),
      deleteIdempotency: (key) => write(() => idempotency.delete(key)),
      putToken: (record) => write(() => tokens.set(record.uid, copy(record))),
      putTrackingLink: (link) => write(() => trackingLinks.set(link.token, copy(link))),
      putTrackingPosition: (position) =>
        write(() => trackingPositions.set(position.receiptId, copy(position))),
      putBackOfficeUser: (uid, data) => write(() => backOfficeUsers.set(uid, copy(data))),
      putDriverShift: (record) => write(() => driverShifts.set(record.uid, copy(record))),
      putSettlement: (settlement) => write(() => settlements.set(settlement.id, copy(settlement))),
      putDispatchSettings: (record) =>
        write(() => {
          dispatchSettings = copy(record);
        }),
    };
    const result = await work(tx);
    for (const check of preconditions) check();
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
    counters,
    apiKeys,
    rateWindows,
    driverShifts,
    settlements,
    get dispatchSettings() {
      return dispatchSettings;
    },
    transaction<T>(work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
      return inTurn(() => run(work));
    },
    createIdempotency(record) {
      return inTurn(async () => {
        if (idempotency.has(record.key)) return false;
        idempotency.set(record.key, copy(record));
        return true;
      });
    },
    readDriver(uid) {
      return inTurn(async () => {
        const user = backOfficeUsers.get(uid);
        const shift = driverShifts.get(uid);
        // The version is the stored object: every write stores a new one.
        return {
          user: user === undefined ? null : copy(user),
          shift: { record: shift === undefined ? null : copy(shift), version: shift ?? null },
        };
      });
    },
    putDriverShiftIfUnchanged(record, read) {
      return inTurn(async () => {
        const stored = driverShifts.get(record.uid);
        if (stored === undefined || stored !== read.version) return false;
        driverShifts.set(record.uid, copy(record));
        return true;
      });
    },
  };

  /** One at a time: each transaction, and each write outside one, waits for those before it. */
  function inTurn<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  }
}
