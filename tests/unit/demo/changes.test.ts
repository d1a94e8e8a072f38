import { describe, expect, it, vi } from 'vitest';
import { createChangeBus, EVERYTHING } from '@/demo/server/changes';
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
