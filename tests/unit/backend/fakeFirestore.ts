import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

// A small in-memory stand-in for the Admin SDK's Firestore, enough for the functions' store
// (functions/src/firestoreStore.ts) in unit tests: documents by path, transactions whose writes
// land at the commit (a Date stored as a Timestamp, FieldValue.delete() removing a field,
// `create` failing the whole commit when its document exists), queries of chained `where`s
// (==, >=, <; `orderBy` ignored) and whole collections read; a document's own `create` outside a
// transaction, and one's `update` with a precondition on its update time (each write moves it),
// with `getAll` to read documents and their update times. `abortTimes` makes that many attempts fail as contention does (ABORTED),
// `closedTimes` as the emulator's closed transaction does.

type Data = Record<string, unknown>;
interface Ref {
  path: string;
}
interface Filter {
  field: string;
  op: string;
  value: unknown;
}

/** A query of chained filters (none: the whole collection). */
interface Query {
  collection: string;
  filters: Filter[];
  where(field: string, op: string, value: unknown): Query;
  orderBy(): Query;
}

function queryOf(collection: string, filters: Filter[]): Query {
  return {
    collection,
    filters,
    where: (field, op, value) => queryOf(collection, [...filters, { field, op, value }]),
    orderBy() {
      return this;
    },
  };
}

function matches(data: Data, { field, op, value }: Filter): boolean {
  const actual = data[field];
  if (op === '==') return actual === value;
  if (typeof actual !== 'number' || typeof value !== 'number') return false;
  return op === '>=' ? actual >= value : op === '<' ? actual < value : false;
}

export function fakeFirestore(options: { abortTimes?: number; closedTimes?: number } = {}) {
  let aborts = options.abortTimes ?? 0;
  let closed = options.closedTimes ?? 0;
  const attemptOptions: unknown[] = [];
  const docs = new Map<string, Data>();
  const updateTimes = new Map<string, Timestamp>();
  let clock = 0;
  /** Writes `data` at `path` (none: deletes it), moving its update time. */
  const write = (path: string, data: Data | null) => {
    if (data === null) docs.delete(path);
    else docs.set(path, data);
    clock += 1;
    updateTimes.set(path, Timestamp.fromMillis(clock));
  };
  const snapshot = (path: string) => ({
    exists: docs.has(path),
    data: () => (docs.has(path) ? { ...docs.get(path) } : undefined),
    // A document a test put in `docs` itself was written at time 0.
    updateTime: docs.has(path) ? (updateTimes.get(path) ?? Timestamp.fromMillis(0)) : undefined,
  });
  /** `fields` over the document at `path` (FieldValue.delete() removes one). */
  const updated = (path: string, fields: Data): Data => {
    const next = { ...docs.get(path)! };
    for (const [key, value] of Object.entries(fields)) {
      if (value instanceof FieldValue && value.isEqual(FieldValue.delete())) delete next[key];
      else next[key] = value instanceof Date ? Timestamp.fromDate(value) : value;
    }
    return next;
  };
  const stored = (data: Data): Data =>
    Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        value instanceof Date ? Timestamp.fromDate(value) : value,
      ]),
    );
  const db = {
    collection: (name: string) => ({
      ...queryOf(name, []),
      doc: (id: string) => {
        const path = `${name}/${id}`;
        return {
          path,
          // A write outside a transaction: fails when the document exists, as Firestore's.
          async create(data: Data) {
            if (docs.has(path)) throw Object.assign(new Error('6 ALREADY_EXISTS'), { code: 6 });
            write(path, stored(data));
          },
          // Outside a transaction, only if the document is the version read.
          async update(fields: Data, precondition: { lastUpdateTime: Timestamp }) {
            if (!docs.has(path)) throw Object.assign(new Error('5 NOT_FOUND'), { code: 5 });
            const time = updateTimes.get(path) ?? Timestamp.fromMillis(0);
            if (!time.isEqual(precondition.lastUpdateTime)) {
              throw Object.assign(new Error('9 FAILED_PRECONDITION'), { code: 9 });
            }
            write(path, updated(path, fields));
          },
        };
      },
    }),
    async getAll(...refs: Ref[]) {
      return refs.map((ref) => snapshot(ref.path));
    },
    async runTransaction<T>(work: (t: unknown) => Promise<T>, given?: unknown): Promise<T> {
      attemptOptions.push(given);
      if (aborts > 0) {
        aborts -= 1;
        throw Object.assign(new Error('10 ABORTED: contention'), { code: 10 });
      }
      // The emulator's answer to a transaction it closed after its lock timeout.
      if (closed > 0) {
        closed -= 1;
        throw Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
          code: 3,
        });
      }
      const writes: Array<() => void> = [];
      const preconditions: Array<() => void> = [];
      const t = {
        get: async (target: Ref | Query) => {
          if ('path' in target) return snapshot(target.path);
          const matching = [...docs.entries()].filter(
            ([path, data]) =>
              path.startsWith(`${target.collection}/`) &&
              target.filters.every((filter) => matches(data, filter)),
          );
          return {
            docs: matching.map(([path]) => ({ id: path.split('/')[1], ...snapshot(path) })),
          };
        },
        create: (ref: Ref, data: Data) => {
          preconditions.push(() => {
            if (docs.has(ref.path)) throw Object.assign(new Error('exists'), { code: 6 });
          });
          writes.push(() => write(ref.path, stored(data)));
        },
        set: (ref: Ref, data: Data) => writes.push(() => write(ref.path, stored(data))),
        delete: (ref: Ref) => writes.push(() => write(ref.path, null)),
        update: (ref: Ref, fields: Data) =>
          writes.push(() => write(ref.path, updated(ref.path, fields))),
      };
      const result = await work(t);
      for (const check of preconditions) check();
      for (const write of writes) write();
      return result;
    },
  };
  /** `attemptOptions`: the options each `runTransaction` call was given. */
  return { db: db as unknown as Firestore, docs, attemptOptions };
}
