import { describe, expect, it, vi } from 'vitest';
import {
  createChangeBus,
  EVERYTHING,
  mergeChanges,
  type CarriedReceipt,
} from '@/demo/server/changes';
import { uniqueDbName } from './helpers';

describe('demo change bus', () => {
  it('tells this tab’s listeners at once and stops after unsubscribe', () => {
    const bus = createChangeBus(uniqueDbName(), false);
    const listener = vi.fn();
    const unsubscribe = bus.subscribe(listener);
    bus.notify(EVERYTHING);
    expect(listener).toHaveBeenCalledWith(EVERYTHING);
    unsubscribe();
    bus.notify(EVERYTHING);
    expect(listener).toHaveBeenCalledTimes(1);
    bus.close();
  });

  it('tells other tabs over BroadcastChannel, with the receipts the write touched', async () => {
    const name = uniqueDbName();
    const tabA = createChangeBus(name);
    const tabB = createChangeBus(name);
    const listener = vi.fn();
    tabB.subscribe(listener);
    tabA.notify({ kind: 'receipts', ids: ['r-1', 'r-2'] });
    await vi.waitFor(() =>
      expect(listener).toHaveBeenCalledWith({ kind: 'receipts', ids: ['r-1', 'r-2'] }),
    );
    tabA.close();
    tabB.close();
  });

  it('carries the records a write stored to other tabs; a malformed one is left out, its id kept', async () => {
    const name = uniqueDbName();
    const tabA = createChangeBus(name);
    const olderTab = new BroadcastChannel(name);
    const tabB = createChangeBus(name);
    const listener = vi.fn();
    tabB.subscribe(listener);
    tabA.notify({ kind: 'receipts', ids: ['r-1', 'r-2'], records: [carried('r-1', 3)] });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect(listener).toHaveBeenCalledWith({
      kind: 'receipts',
      ids: ['r-1', 'r-2'],
      records: [carried('r-1', 3)],
    });
    const malformed = [
      { id: 'r-2', data: {}, rev: 0 },
      { id: 'r-2', data: {}, rev: 1.5 },
      { id: 'r-2', data: null, rev: 2 },
      { id: 'r-2', data: [], rev: 2 },
      { id: 'r-9', data: {}, rev: 2 },
      { data: {}, rev: 2 },
      'r-2',
    ];
    olderTab.postMessage({
      type: 'changed',
      change: { kind: 'receipts', ids: ['r-2'], records: malformed },
    });
    olderTab.postMessage({
      type: 'changed',
      change: { kind: 'receipts', ids: ['r-2'], records: 'r-2' },
    });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(3));
    expect(listener.mock.calls.slice(1)).toEqual([
      [{ kind: 'receipts', ids: ['r-2'] }],
      [{ kind: 'receipts', ids: ['r-2'] }],
    ]);
    tabA.close();
    tabB.close();
    olderTab.close();
  });

  it('tells other tabs which records a write touched (the team’s)', async () => {
    const name = uniqueDbName();
    const tabA = createChangeBus(name);
    const tabB = createChangeBus(name);
    const listener = vi.fn();
    tabB.subscribe(listener);
    tabA.notify({ kind: 'records', stores: ['backOfficeUsers', 'driverShifts'] });
    await vi.waitFor(() =>
      expect(listener).toHaveBeenCalledWith({
        kind: 'records',
        stores: ['backOfficeUsers', 'driverShifts'],
      }),
    );
    tabA.close();
    tabB.close();
  });

  it('reads a message it does not understand (an older tab’s) as "everything changed"', async () => {
    const name = uniqueDbName();
    const olderTab = new BroadcastChannel(`${name}`);
    const bus = createChangeBus(name);
    const listener = vi.fn();
    bus.subscribe(listener);
    olderTab.postMessage({ type: 'changed' });
    olderTab.postMessage({ type: 'changed', change: { kind: 'receipts', ids: [42] } });
    olderTab.postMessage({ type: 'changed', change: { kind: 'records', stores: ['secrets'] } });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(3));
    expect(listener.mock.calls).toEqual([[EVERYTHING], [EVERYTHING], [EVERYTHING]]);
    olderTab.close();
    bus.close();
  });

  it('still works in this tab where BroadcastChannel does not exist', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      const bus = createChangeBus(uniqueDbName());
      const listener = vi.fn();
      bus.subscribe(listener);
      expect(() => bus.notify(EVERYTHING)).not.toThrow();
      expect(listener).toHaveBeenCalledTimes(1);
      bus.close();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

function carried(id: string, rev: number): CarriedReceipt {
  return { id, rev, data: { status: `rev ${rev}` } as unknown as CarriedReceipt['data'] };
}

describe('mergeChanges (writes announced while a feed reads)', () => {
  it('keeps every id, and the newest record of each receipt every change carried', () => {
    const merged = mergeChanges(
      { kind: 'receipts', ids: ['a', 'b'], records: [carried('a', 2), carried('b', 5)] },
      { kind: 'receipts', ids: ['a', 'c'], records: [carried('a', 1), carried('c', 1)] },
    );
    expect(merged).toEqual({
      kind: 'receipts',
      ids: ['a', 'b', 'c'],
      records: [carried('a', 2), carried('b', 5), carried('c', 1)],
    });
  });

  it('carries no record of a receipt one change names without one: only a read knows that write', () => {
    expect(
      mergeChanges(
        { kind: 'receipts', ids: ['a', 'b'], records: [carried('a', 2), carried('b', 1)] },
        { kind: 'receipts', ids: ['a'] },
      ),
    ).toEqual({ kind: 'receipts', ids: ['a', 'b'], records: [carried('b', 1)] });
    expect(
      mergeChanges(
        { kind: 'receipts', ids: ['a'] },
        { kind: 'receipts', ids: ['a'], records: [carried('a', 4)] },
      ),
    ).toEqual({ kind: 'receipts', ids: ['a'] });
  });

  it('is everything when either is, and the next change when nothing waits', () => {
    const next = { kind: 'receipts', ids: ['a'], records: [carried('a', 1)] } as const;
    expect(mergeChanges(null, next)).toBe(next);
    expect(mergeChanges(EVERYTHING, next)).toBe(EVERYTHING);
    expect(mergeChanges(next, EVERYTHING)).toBe(EVERYTHING);
  });
});
