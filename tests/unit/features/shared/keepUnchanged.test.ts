import { describe, expect, it } from 'vitest';
import * as sharing from '@/features/shared/keepUnchanged';

const { keepUnchangedItems, sameContent } = sharing;

describe('sameContent', () => {
  it('finds identical values and objects with the same members the same', () => {
    const items = ['tea'];
    expect(sameContent(3, 3)).toBe(true);
    expect(sameContent(Number.NaN, Number.NaN)).toBe(true);
    expect(sameContent({ id: 'r-1', items }, { id: 'r-1', items })).toBe(true);
    // One level down by default: an outcome rebuilt with the same words is the same.
    expect(sameContent({ outcome: { reason: null } }, { outcome: { reason: null } })).toBe(true);
    expect(sameContent([1, 2], [1, 2])).toBe(true);
  });

  it('finds a changed, added or missing member different', () => {
    expect(sameContent({ status: 'Pending' }, { status: 'Delivered' })).toBe(false);
    expect(sameContent({ status: 'Pending' }, { status: 'Pending', note: null })).toBe(false);
    expect(sameContent({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameContent({ outcome: { reason: 'Closed' } }, { outcome: { reason: null } })).toBe(
      false,
    );
    expect(sameContent([1, 2], [1, 2, 3])).toBe(false);
    expect(sameContent([], {})).toBe(false);
    expect(sameContent(null, {})).toBe(false);
    expect(sameContent(0, -0)).toBe(false);
  });

  it('compares by identity below the depth asked for', () => {
    const a = { proof: { taken: { at: 1 } } };
    const b = { proof: { taken: { at: 1 } } };
    expect(sameContent(a, b)).toBe(false);
    expect(sameContent(a, b, 2)).toBe(true);
    expect(sameContent({ at: 1 }, { at: 1 }, 0)).toBe(true);
    expect(sameContent({ at: {} }, { at: {} }, 0)).toBe(false);
  });
});

describe('keepUnchangedItems', () => {
  const byId = (item: { id: string }) => item.id;
  /** A fresh list with the same two items each time. */
  const twoItems = () => [
    { id: 'a', n: 1 },
    { id: 'b', n: 2 },
  ];

  it('gives back the kept list when every item says the same, in the same order', () => {
    const kept = twoItems();
    const next = twoItems();
    expect(keepUnchangedItems(kept, next, byId, sameContent)).toBe(kept);
  });

  it('keeps the unchanged items of a changed list, matched by key, and takes the new ones', () => {
    const kept = twoItems();
    const next = [
      { id: 'c', n: 3 },
      { id: 'a', n: 1 },
      { id: 'b', n: 5 },
    ];
    const shared = keepUnchangedItems(kept, next, byId, sameContent);
    expect(shared).toEqual(next);
    expect(shared[0]).toBe(next[0]);
    expect(shared[1]).toBe(kept[0]);
    expect(shared[2]).toBe(next[2]);
  });

  it('gives a new list when items were removed or moved', () => {
    const kept = twoItems();
    const removed = keepUnchangedItems(kept, [{ id: 'b', n: 2 }], byId, sameContent);
    expect(removed).toEqual([{ id: 'b', n: 2 }]);
    expect(removed[0]).toBe(kept[1]);
    const moved = keepUnchangedItems(kept, [kept[1], kept[0]], byId, sameContent);
    expect(moved).not.toBe(kept);
    expect(moved).toEqual([kept[1], kept[0]]);
  });
});
