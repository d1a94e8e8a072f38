import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectionNames } from '@/config/constants';
import { backendCollections } from '../../functions/src/settings';
import { type FoundQuery, neededIndex, queriesIn, queriesOfTheCode } from './firestoreQueries';

// firestore.indexes.json (docs/firebase.md): every query the apps and the functions make has
// its composite index — the emulators serve any query without one, production refuses it
// (failed-precondition) — and the TTL policies of the backend's own collections. The queries
// are read from the code itself (firestoreQueries.ts), so a new query without its index fails.

interface Indexes {
  indexes: Array<{
    collectionGroup: string;
    queryScope: string;
    fields: Array<{ fieldPath: string; order?: string }>;
  }>;
  fieldOverrides: Array<{ collectionGroup: string; fieldPath: string; indexes?: unknown[] }>;
}

const indexes = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as Indexes;
// The files name the `dev_` collections (docs/firebase.md#connect-your-firebase-project).
const names: Record<string, string> = { ...backendCollections('dev_'), ...collectionNames('dev_') };

const declared = (collectionGroup: string) =>
  indexes.indexes
    .filter((index) => index.collectionGroup === collectionGroup)
    .map((index) => index.fields.map((field) => `${field.fieldPath} ${field.order}`));

/** What firestore.indexes.json lacks for `query`: "" when nothing. */
function missingFor(query: FoundQuery): string {
  const group = names[query.collection];
  if (!group) return `${query.where}: the collection ${query.collection} is not one of ours`;
  const fields = [...query.equalities, ...query.ranges, ...query.orders.map((o) => o.field)];
  const unindexed = indexes.fieldOverrides.find(
    (override) =>
      override.collectionGroup === group &&
      fields.includes(override.fieldPath) &&
      override.indexes?.length === 0,
  );
  if (unindexed) return `${query.where}: ${unindexed.fieldPath} is not indexed at all in ${group}`;
  const needed = neededIndex(query);
  if (needed === null) return '';
  const served = declared(group).some(
    (index) =>
      index.length === needed.length &&
      index.at(-1) === needed.at(-1) &&
      [...index.slice(0, -1)].sort().join() === needed.slice(0, -1).join(),
  );
  return served ? '' : `${query.where}: ${group} (${needed.join(', ')})`;
}

describe('firestore.indexes.json against the queries in the code', () => {
  const { queries, unread } = queriesOfTheCode();

  it('reads every query of the apps and the functions', () => {
    expect(unread).toEqual([]);
    // The driver's orders, the desk's board, the team's day, the day's settlements, the
    // functions' own queries: if this drops, the reader lost some.
    expect(queries.length).toBeGreaterThanOrEqual(7);
  });

  it('has the composite index of every query that needs one', () => {
    expect(queries.map(missingFor).filter(Boolean)).toEqual([]);
  });

  it('has no composite index that no query uses', () => {
    const used = new Set(
      queries.flatMap((query) => {
        const needed = neededIndex(query);
        return needed ? [`${names[query.collection]}: ${needed.join(', ')}`] : [];
      }),
    );
    for (const index of indexes.indexes) {
      expect(index.queryScope).toBe('COLLECTION');
      const [last, ...rest] = index.fields
        .map((field) => `${field.fieldPath} ${field.order}`)
        .reverse();
      expect(used).toContain(`${index.collectionGroup}: ${[...rest.sort(), last].join(', ')}`);
    }
  });
});

describe('the query reader', () => {
  const web = `
    const a = query(collection(db, collections.receipts), where('status', '==', s),
      orderBy('updateTimestamp', 'desc'));
    const b = query(collection(db, collections.settlements), where('day', '==', day));
    const c = query(collection(db, collections.receipts), where(field, '==', 1));`;
  const admin = `
    const receipts = db.collection(names.receipts);
    const d = await t.get(receipts.where('dispatchId', '==', uid).where('at', '<', 5).orderBy('at'));
    const e = receipts.orderBy('a').orderBy('b');`;

  it('finds a web query without its index, and one served by single-field indexes', () => {
    const { queries, unread } = queriesIn('web.ts', web);
    expect(queries.map(missingFor)).toEqual([
      'web.ts:2: dev_receipts (status ASCENDING, updateTimestamp DESCENDING)',
      '',
    ]);
    expect(unread).toEqual(['web.ts:5: a field not written out']);
  });

  it('finds the functions’ chains, and refuses a query it cannot index', () => {
    const { queries, unread } = queriesIn('admin.ts', admin);
    expect(unread).toEqual([]);
    expect(missingFor(queries[0])).toBe(
      'admin.ts:3: dev_receipts (dispatchId ASCENDING, at ASCENDING)',
    );
    expect(() => neededIndex(queries[1])).toThrow(/several fields/);
  });
});

describe('firestore.indexes.json’s TTL policies', () => {
  it('indexes nothing by expireAt, and deletes idempotency keys, tracking and shifts by it (TTL)', () => {
    for (const collectionGroup of [
      'dev_idempotencyKeys',
      'dev_trackingLinks',
      'dev_trackingPositions',
      'dev_driverShifts',
    ]) {
      expect(indexes.fieldOverrides).toContainEqual({
        collectionGroup,
        fieldPath: 'expireAt',
        ttl: true,
        indexes: [],
      });
    }
  });
});
