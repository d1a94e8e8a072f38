import { describe, expect, it, vi } from 'vitest';
import { createChangeBus } from '../../../../src/services/demo/changes';
import { uniqueDbName } from './helpers';

describe('demo change bus', () => {
  it('tells this tab’s listeners at once and stops after unsubscribe', () => {
    const bus = createChangeBus(uniqueDbName(), false);
    const listener = vi.fn();
    const unsubscribe = bus.subscribe(listener);
    bus.notify();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    bus.notify();
    expect(listener).toHaveBeenCalledTimes(1);
    bus.close();
  });

  it('tells other tabs over BroadcastChannel', async () => {
    const name = uniqueDbName();
    const tabA = createChangeBus(name);
    const tabB = createChangeBus(name);
    const listener = vi.fn();
    tabB.subscribe(listener);
    tabA.notify();
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    tabA.close();
    tabB.close();
  });

  it('still works in this tab where BroadcastChannel does not exist', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    try {
      const bus = createChangeBus(uniqueDbName());
      const listener = vi.fn();
      bus.subscribe(listener);
      expect(() => bus.notify()).not.toThrow();
      expect(listener).toHaveBeenCalledTimes(1);
      bus.close();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
