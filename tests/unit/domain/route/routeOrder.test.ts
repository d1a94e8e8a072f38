import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  mergeRouteOrder,
  moveStop,
  orderByRoute,
  readStoredRoute,
  storedRoute,
} from '@/domain/route/routeOrder';

const NOON = new Date(2026, 10, 25, 12, 0).getTime();
const NEXT_MORNING = new Date(2026, 10, 26, 7, 0).getTime();

describe('mergeRouteOrder', () => {
  it('keeps the stored order, adds new orders at the end in the order given', () => {
    expect(mergeRouteOrder(['c', 'a', 'b'], ['a', 'b', 'c', 'n1', 'n2'])).toEqual([
      'c',
      'a',
      'b',
      'n1',
      'n2',
    ]);
  });

  it('drops stops no longer open (delivered, not delivered, reassigned away)', () => {
    expect(mergeRouteOrder(['c', 'gone', 'a', 'b'], ['a', 'c'])).toEqual(['c', 'a']);
  });

  it('holds exactly the open ids, each once (property)', () => {
    const ids = fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 10 });
    fc.assert(
      fc.property(ids, ids, (stored, open) => {
        const merged = mergeRouteOrder(stored, open);
        expect(new Set(merged)).toEqual(new Set(open));
        expect(merged.length).toBe(new Set(open).size);
      }),
    );
  });

  it('an order reassigned away and back joins at the end, with no trace of its old place', () => {
    const withoutB = mergeRouteOrder(['b', 'a', 'c'], ['a', 'c']);
    expect(mergeRouteOrder(withoutB, ['a', 'b', 'c'])).toEqual(['a', 'c', 'b']);
  });
});

describe('orderByRoute', () => {
  it('orders the items by the route and appends the others', () => {
    const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(orderByRoute(items, ['c', 'x', 'a']).map((i) => i.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('moveStop', () => {
  it('moves up and down, and does nothing at either end or for an unknown stop', () => {
    expect(moveStop(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveStop(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveStop(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveStop(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveStop(['a', 'b', 'c'], 'z', 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('readStoredRoute', () => {
  it('reads back the same dispatcher’s route of the same day', () => {
    const saved = JSON.parse(JSON.stringify(storedRoute('d1', NOON, ['b', 'a'])));
    expect(readStoredRoute(saved, 'd1', NOON + 60_000)).toEqual(['b', 'a']);
  });

  it('starts fresh on a new day and for another dispatcher', () => {
    const saved = storedRoute('d1', NOON, ['b', 'a']);
    expect(readStoredRoute(saved, 'd1', NEXT_MORNING)).toEqual([]);
    expect(readStoredRoute(saved, 'd2', NOON)).toEqual([]);
  });

  it('reads anything else as no route', () => {
    for (const raw of [
      null,
      'x',
      42,
      [],
      { dispatchId: 'd1' },
      { ...storedRoute('d1', NOON, []), stops: 'a' },
    ]) {
      expect(readStoredRoute(raw, 'd1', NOON)).toEqual([]);
    }
    expect(
      readStoredRoute(
        { ...storedRoute('d1', NOON, []), stops: ['a', 3, '', 'a', 'b'] },
        'd1',
        NOON,
      ),
    ).toEqual(['a', 'b']);
  });
});
