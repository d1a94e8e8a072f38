import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// firestore.indexes.json (docs/firebase.md): the composite indexes the receipts queries need,
// and the TTL policies of the backend's own collections.

interface Indexes {
  indexes: Array<{ collectionGroup: string; fields: Array<{ fieldPath: string }> }>;
  fieldOverrides: object[];
}

const indexes = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as Indexes;

describe('firestore.indexes.json', () => {
  it('indexes the receipts for the driver’s query and for the desk’s (every dispatcher)', () => {
    const receipts = indexes.indexes
      .filter((index) => index.collectionGroup === 'dev_receipts')
      .map((index) => index.fields.map((field) => field.fieldPath));
    expect(receipts).toEqual([
      ['receipt_type', 'dispatchId', 'updateTimestamp'],
      ['receipt_type', 'updateTimestamp'],
    ]);
  });

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
