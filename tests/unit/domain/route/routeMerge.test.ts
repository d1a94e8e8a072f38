import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRouteMerge } from '@/domain/route/routeMerge';
import { mergeRouteOrder, orderByRoute } from '@/domain/route/routeOrder';

type Stop = { id: string; v: number };
const stop = (id: string, v = 0): Stop => ({ id, v });

/** What a full merge gives: the ids and the items in their order. */
function full(stored: readonly string[], items: readonly Stop[]) {
  return {
    ids: mergeRouteOrder(
      stored,
      items.map((item) => item.id),
    ),
    items: orderByRoute(items, stored),
  };
}

describe('createRouteMerge', () => {
  it('gives what a full merge gives', () => {
    const merge = createRouteMerge<Stop>();
    const items = [stop('a'), stop('b'), stop('n')];
    expect(merge(['b', 'a'], items)).toEqual(full(['b', 'a'], items));
  });

  it('a stop taken away: the last order without it, the others in their place', () => {
    const merge = createRouteMerge<Stop>();
    const stored = ['c', 'a', 'b'];
    const before = [stop('a'), stop('b'), stop('c'), stop('n')];
    merge(stored, before);
    const after = [before[0], before[2], before[3]] as Stop[];
    const merged = merge(stored, after);
    expect(merged.ids).toEqual(['c', 'a', 'n']);
    expect(merged.items).toEqual([after[1], after[0], after[2]]);
  });

  it('a status change (same stops, one new object): the new object in its place', () => {
    const merge = createRouteMerge<Stop>();
    const stored = ['b', 'a'];
    const before = [stop('a'), stop('b')];
    const first = merge(stored, before);
    const changed = stop('a', 1);
    const second = merge(stored, [changed, before[1] as Stop]);
    expect(second.ids).toBe(first.ids);
    expect(second.items).toEqual([before[1], changed]);
  });

  it('nothing changed: the same arrays (memoised children see no change)', () => {
    const merge = createRouteMerge<Stop>();
    const items = [stop('a'), stop('b')];
    const stored = ['b'];
    const first = merge(stored, items);
    expect(merge(stored, [...items])).toBe(first);
  });

  it('the last answer stored as the route: the same answer back', () => {
    const merge = createRouteMerge<Stop>();
    const items = [stop('a'), stop('b'), stop('n')];
    const first = merge(['b', 'gone', 'a'], items);
    expect(merge(first.ids, items)).toBe(first);
    const fewer = [items[0], items[2]] as Stop[];
    expect(merge(first.ids, fewer)).toEqual(full(['b', 'gone', 'a'], fewer));
  });

  it('a repeated id keeps its last item, as orderByRoute does', () => {
    const merge = createRouteMerge<Stop>();
    const items = [stop('a', 1), stop('b'), stop('a', 2)];
    expect(merge(['a'], items)).toEqual(full(['a'], items));
    expect(merge(['a'], [items[1], items[2]] as Stop[])).toEqual(
      full(['a'], [items[1], items[2]] as Stop[]),
    );
  });

  it('any sequence of changes gives what a full merge gives each time (property)', () => {
    const id = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g');
    const items = fc.array(fc.record({ id, v: fc.integer({ min: 0, max: 2 }) }), { maxLength: 8 });
    const step = fc.oneof(
      fc.record({ kind: fc.constant('items' as const), items }),
      fc.record({ kind: fc.constant('takeOne' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('touch' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('stored' as const), stored: fc.array(id, { maxLength: 8 }) }),
      fc.record({ kind: fc.constant('storeAnswer' as const) }),
    );
    fc.assert(
      fc.property(
        fc.array(id, { maxLength: 8 }),
        items,
        fc.array(step, { maxLength: 12 }),
        (start, first, steps) => {
          const merge = createRouteMerge<Stop>();
          let stored: readonly string[] = start;
          let current: Stop[] = first;
          let answer = merge(stored, current);
          expect(answer).toEqual(full(stored, current));
          for (const s of steps) {
            if (s.kind === 'items') current = s.items;
            if (s.kind === 'takeOne' && current.length > 0) {
              current = current.filter((_, index) => index !== s.at % current.length);
            }
            if (s.kind === 'touch' && current.length > 0) {
              const at = s.at % current.length;
              current = current.map((item, index) =>
                index === at ? { ...item, v: item.v + 1 } : item,
              );
            }
            if (s.kind === 'stored') stored = s.stored;
            if (s.kind === 'storeAnswer') stored = answer.ids;
            answer = merge(stored, current);
            expect(answer).toEqual(full(stored, current));
          }
        },
      ),
    );
  });
});
