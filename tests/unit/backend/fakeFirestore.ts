import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';

// A small in-memory stand-in for the Admin SDK's Firestore, enough for the functions' store
// (functions/src/firestoreStore.ts) in unit tests: documents by path, transactions whose writes
// land at the commit (a Date stored as a Timestamp, FieldValue.delete() removing a field,
// `create` failing the whole commit when its document exists), one-field queries and whole
// collections read. `abort` makes every transaction fail as contention does (ABORTED).

type Data = Record<string, unknown>;
interface Ref {
  path: string;
}
/** A one-field query, or (without `field`) a whole collection. */
interface Query {
  collection: string;
  field?: string;
  value?: unknown;
}

export function fakeFirestore(options: { abort?: boolean } = {}) {
  const docs = new Map<string, Data>();
  const snapshot = (path: string) => ({
    exists: docs.has(path),
    data: () => (docs.has(path) ? { ...docs.get(path) } : undefined),
  });
  const stored = (data: Data): Data =>
    Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        value instanceof Date ? Timestamp.fromDate(value) : value,
      ]),
    );
  const db = {
    collection: (name: string) => ({
      collection: name,
      doc: (id: string): Ref => ({ path: `${name}/${id}` }),
      where: (field: string, _op: string, value: unknown): Query => ({
        collection: name,
        field,
        value,
      }),
    }),
    async runTransaction<T>(work: (t: unknown) => Promise<T>): Promise<T> {
      if (options.abort) throw Object.assign(new Error('contention'), { code: 10 });
      const writes: Array<() => void> = [];
      const preconditions: Array<() => void> = [];
      const t = {
        get: async (target: Ref | Query) => {
          if ('path' in target) return snapshot(target.path);
          const matching = [...docs.entries()].filter(
            ([path, data]) =>
              path.startsWith(`${target.collection}/`) &&
              (target.field === undefined || data[target.field] === target.value),
          );
          return { docs: matching.map(([path]) => snapshot(path)) };
        },
        create: (ref: Ref, data: Data) => {
          preconditions.push(() => {
            if (docs.has(ref.path)) throw Object.assign(new Error('exists'), { code: 6 });
          });
          writes.push(() => docs.set(ref.path, stored(data)));
        },
        set: (ref: Ref, data: Data) => writes.push(() => docs.set(ref.path, stored(data))),
        delete: (ref: Ref) => writes.push(() => docs.delete(ref.path)),
        update: (ref: Ref, fields: Data) =>
          writes.push(() => {
            const next = { ...docs.get(ref.path)! };
            for (const [key, value] of Object.entries(fields)) {
              if (value instanceof FieldValue && value.isEqual(FieldValue.delete())) {
                delete next[key];
              } else next[key] = value;
            }
            docs.set(ref.path, next);
          }),
      };
      const result = await work(t);
      for (const check of preconditions) check();
      for (const write of writes) write();
      return result;
    },
  };
  return { db: db as unknown as Firestore, docs };
}
