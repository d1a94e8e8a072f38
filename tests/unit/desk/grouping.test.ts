import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  differenceOf,
  groupReceipts,
  type Grouping,
  type Groups,
  type PendingTargets,
} from '@/desk/board/grouping';
import type { Receipt } from '@/domain/receipt';
import { keptAsFeedsKeep, NOW, order } from './boardSupport';

// The board's grouping by region (grouping.ts): carried over from the one before, it groups
// what grouping anew groups; a change touches only its regions' lists.

const none: PendingTargets = new Map();
const ids = (list: readonly Receipt[] | undefined) => (list ?? []).map((r) => r.id).sort();

/** The regions and their receipts' ids, whatever the order in a list. */
function regions(groups: Groups): Record<string, string[]> {
  return Object.fromEntries([...groups].map(([uid, list]) => [String(uid), ids(list)]));
}

describe('differenceOf', () => {
  it('gives the receipts gone and come: the changed one, moved to the front as a feed sorts it', () => {
    const day = [order('r1'), order('r2'), order('r3'), order('r4')];
    const changed = order('r3', { status: 'On the Way' });
    const next = [changed, day[0]!, day[1]!, day[3]!];
    expect(differenceOf(day, new Set(day), next, 10)).toEqual({ gone: [day[2]], came: [changed] });
  });

  it('gives up beyond its limit', () => {
    const day = [order('r1'), order('r2'), order('r3')];
    const renewed = day.map((r) => order(r.id, { status: 'Delivered' }));
    expect(differenceOf(day, new Set(day), renewed, 5)).toBeNull();
  });

  it('leaves next as before less gone plus came, whatever the two lists', () => {
    const pool = Array.from({ length: 8 }, (_, i) => order(`r${i}`));
    const list = fc
      .subarray(pool)
      .chain((items) => fc.shuffledSubarray(items, { minLength: items.length }));
    fc.assert(
      fc.property(list, list, (before, next) => {
        const difference = differenceOf(before, new Set(before), next, 100)!;
        const rest = before.filter((r) => !difference.gone.includes(r));
        expect(ids([...rest, ...difference.came])).toEqual(ids(next));
      }),
    );
  });
});

describe('groupReceipts', () => {
  it('keeps the list of every region a change does not touch', () => {
    const day = [
      order('r1', { dispatchId: 'ana' }),
      order('r2', { dispatchId: 'tiago' }),
      order('r3', { dispatchId: 'ana' }),
      order('r4'),
    ];
    const first = groupReceipts(null, day, none);
    const changed = order('r3', { dispatchId: 'ana', status: 'On the Way' });
    const next = groupReceipts(first, [changed, day[0]!, day[1]!, day[3]!], none);
    expect(next.groups.get('tiago')).toBe(first.groups.get('tiago'));
    expect(next.groups.get(null)).toBe(first.groups.get(null));
    expect(next.groups.get('ana')).toEqual([day[0], changed]);
    // A receipt reassigned leaves one region for the other; a region left empty is gone.
    const moved = order('r2', { dispatchId: 'rui' });
    const after = groupReceipts(next, [moved, changed, day[0]!, day[3]!], none);
    expect(after.groups.has('tiago')).toBe(false);
    expect(after.groups.get('rui')).toEqual([moved]);
    expect(after.groups.get('ana')).toBe(next.groups.get('ana'));
  });

  it('groups what grouping anew groups, over any changes, moves on their way and other types', () => {
    const receipt = fc
      .record({
        n: fc.integer({ min: 1, max: 10 }),
        uid: fc.constantFrom(null, 'ana', 'tiago', 'rui'),
        type: fc.constantFrom('SALE', 'SALE', 'SALE', 'RETURN'),
        status: fc.constantFrom('Pending', 'On the Way', 'Delivered'),
      })
      .map(({ n, uid, type, status }) =>
        order(`r${n}`, { dispatchId: uid, receipt_type: type, status, updateTimestamp: NOW }),
      );
    const day = fc
      .array(receipt, { maxLength: 10 })
      .map((list) => [...new Map(list.map((r) => [r.id, r])).values()]);
    const pending = fc.constantFrom<PendingTargets>(
      none,
      none,
      new Map([['r1', { to: 'rui' }]]),
      new Map([['r2', { to: null }]]),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(day, pending), { minLength: 1, maxLength: 5 }), (steps) => {
        let grouping: Grouping | null = null;
        let previous: readonly Receipt[] = [];
        for (const [receipts, moves] of steps) {
          const kept = keptAsFeedsKeep(previous, receipts);
          previous = kept;
          grouping = groupReceipts(grouping, kept, moves);
          expect(regions(grouping.groups)).toEqual(
            regions(groupReceipts(null, kept, moves).groups),
          );
        }
      }),
    );
  });
});
