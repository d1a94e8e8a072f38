import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv, type DemoConfig } from '@/config/env';
import { createDemoServices, type DemoServices } from '@/demo/adapters';
import { startOfLocalDay } from '@/domain/day';
import { splitOrders } from '@/domain/orders';
import type { Receipt } from '@/domain/receipt';
import { applyPendingStatuses, createOutbox, type Outbox } from '@/outbox';
import { createKit, uniqueDbName, until } from './outboxTestKit';

// The demo adapter goes through the same outbox (issue 4): offline changes are queued and shown
// in their new lists at once, survive a reload, and are applied once each when back online —
// the same journey the browser test makes, without a browser.

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function demoConfig(): DemoConfig {
  const result = parseEnv({});
  if (!result.ok || result.config.mode !== 'demo') throw new Error('expected the demo config');
  return result.config;
}

/** The latest feed snapshot of a dispatcher's today's orders. */
function watchFeed(services: DemoServices, uid: string) {
  const state: { receipts: Receipt[] | null } = { receipts: null };
  const stop = services.receipts.watch(
    { dispatchId: uid, since: startOfLocalDay(services.clock.now()) },
    (snapshot) => {
      state.receipts = snapshot.receipts;
    },
    (error) => {
      throw error;
    },
  );
  cleanups.push(stop);
  return state;
}

describe('outbox with the demo backend', () => {
  it('offline changes show at once, survive a reload, and are applied once when online', async () => {
    let online = true;
    const kit = createKit();
    const services = await createDemoServices(demoConfig(), {
      dbName: uniqueDbName(),
      latencyMs: 0,
      backendDelayMs: 0,
      storage: null,
      broadcast: false,
      isOnline: () => online,
    });
    cleanups.push(() => services.dispose());
    const user = await services.auth.signIn('dispatcher@demo.test', 'demo1234');
    const feed = watchFeed(services, user.uid);
    await until(() => feed.receipts !== null && feed.receipts.length > 0);

    const open = splitOrders(feed.receipts!).open;
    expect(open.length).toBeGreaterThanOrEqual(3);
    const chosen = open.slice(0, 3);

    const outboxDb = uniqueDbName();
    const makeOutbox = (): Outbox => {
      const outbox = createOutbox({
        uid: user.uid,
        api: services.dispatchApi,
        refreshToken: () => services.auth.getIdToken(true),
        currentUid: () => user.uid,
        dbName: outboxDb,
        ...kit.testOptions,
        isOnline: () => online,
      });
      cleanups.push(() => outbox.dispose());
      return outbox;
    };

    online = false;
    const before = makeOutbox();
    for (const receipt of chosen) {
      await before.enqueue({ receiptId: receipt.id, status: 'Delivered', dispatchId: user.uid });
    }
    await before.drain();

    const shown = applyPendingStatuses(feed.receipts!, before.get().entries);
    const delivered = splitOrders(shown).delivered;
    for (const receipt of chosen) {
      expect(delivered.find((r) => r.id === receipt.id)).toMatchObject({ syncState: 'pending' });
    }
    before.dispose();

    // "Reload" while still offline: still pending.
    const after = makeOutbox();
    await after.ready;
    expect(after.get().waitingCount).toBe(3);

    online = true;
    kit.network.emit('online');
    await after.drain();
    expect(after.get().entries.map((e) => e.state)).toEqual(['sent', 'sent', 'sent']);

    await until(() =>
      chosen.every((c) => feed.receipts!.find((r) => r.id === c.id)?.status === 'Delivered'),
    );
    await after.confirm(feed.receipts!);
    expect(after.get().entries).toEqual([]);
    const settled = applyPendingStatuses(feed.receipts!, after.get().entries);
    expect(settled.filter((r) => r.syncState !== null)).toEqual([]);

    // Applied exactly once each.
    const applied = await services.db.getAll('appliedUpdates');
    expect(applied.map((a) => ('receiptId' in a ? a.receiptId : null)).sort()).toEqual(
      chosen.map((c) => c.id).sort(),
    );
  });
});
