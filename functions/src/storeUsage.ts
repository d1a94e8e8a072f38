import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import type { BackendStore, StoreTransaction } from '@backend/core';
import type { Env } from './settings';

// What the store's transactions read and write, per endpoint: `npm run load` (scripts/load)
// counts it to price an evening (docs/deploy.md) and to see Firestore's retries under contention.
// Only under the Functions emulator, and only when DISPATCH_STORE_USAGE_FILE names a file: each
// transaction appends one JSON line `{ scope, attempts, reads, writes, ms }` to it, each
// create outside one (`createIdempotency`) the same with `create: true`, and each read or
// conditional write outside one (a position's) with `outside: true` (the emulator's
// workers are separate processes, so a file is where their counts meet). A deployed function
// never counts.

export const USAGE_FILE_VARIABLE = 'DISPATCH_STORE_USAGE_FILE';

const scope = new AsyncLocalStorage<string>();

/** Runs `work` with its transactions counted under `name` (the endpoint, or the trigger). */
export function inUsageScope<T>(name: string, work: () => T): T {
  return scope.run(name, work);
}

/** Queries bill one read per document they return (one when they return none). */
const QUERIES = new Set(['tokensHolding', 'trackingLinksOf', 'listApiKeys', 'receiptsOf']);

function counted(tx: StoreTransaction, tally: { reads: number; writes: number }) {
  return new Proxy(tx, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      if (property.startsWith('get') || QUERIES.has(property)) {
        return async (...args: unknown[]) => {
          const result: unknown = await Reflect.apply(value, target, args);
          tally.reads += Array.isArray(result) ? Math.max(1, result.length) : 1;
          return result;
        };
      }
      return (...args: unknown[]) => {
        tally.writes += 1;
        return Reflect.apply(value, target, args) as unknown;
      };
    },
  });
}

/** `store`, counting its transactions when the emulator is asked to; otherwise `store` itself. */
export function withStoreUsage(store: BackendStore, env: Env): BackendStore {
  const file = env[USAGE_FILE_VARIABLE];
  if (!file || env.FUNCTIONS_EMULATOR !== 'true') return store;
  const writeLine = (line: Record<string, unknown>) =>
    appendFileSync(file, `${JSON.stringify({ scope: scope.getStore() ?? 'other', ...line })}\n`);
  /**
   * One write outside a transaction (a key's create, a position's conditional write), counted
   * when it lands: one refused (the key there, the record changed) is none.
   */
  const writeOutside = async (kind: Record<string, true>, write: () => Promise<boolean>) => {
    const started = Date.now();
    let written = false;
    try {
      written = await write();
      return written;
    } finally {
      writeLine({
        ...kind,
        attempts: 1,
        reads: 0,
        writes: written ? 1 : 0,
        ms: Date.now() - started,
      });
    }
  };
  return {
    kind: store.kind,
    createIdempotency: (record) =>
      writeOutside({ create: true }, () => store.createIdempotency(record)),
    async readDriver(uid) {
      const started = Date.now();
      try {
        return await store.readDriver(uid);
      } finally {
        // Two documents read outside a transaction.
        writeLine({ outside: true, attempts: 1, reads: 2, writes: 0, ms: Date.now() - started });
      }
    },
    putDriverShiftIfUnchanged: (record, read) =>
      writeOutside({ outside: true }, () => store.putDriverShiftIfUnchanged(record, read)),
    async transaction(work) {
      const started = Date.now();
      let attempts = 0;
      // Firestore bills the reads of every attempt, and the writes of the one that commits.
      const tally = { reads: 0, writes: 0 };
      try {
        return await store.transaction((tx) => {
          attempts += 1;
          tally.writes = 0;
          return work(counted(tx, tally));
        });
      } finally {
        writeLine({ attempts, ...tally, ms: Date.now() - started });
      }
    },
  };
}
