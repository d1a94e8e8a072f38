import { describe, expect, it, vi } from 'vitest';
import { dispatchApiError } from '../../helpers/dispatchApiError';
import { fakeWebLocks } from '../../helpers/fakeWebLocks';
import {
  deliveredUpdate,
  dispatchersPending,
  makeDemo,
  storedReceipt,
  uniqueDbName,
} from './helpers';

// The demo backend's claims held by Web Locks (src/demo/server/claimLocks.ts): its server runs
// in the page, and a claim left by a page that reloaded or closed is taken over at once, not
// after the 2-minute lease (issue 32).

describe('demo backend: a claim left by a page that went', () => {
  it('is taken over at once by the next page, not after the lease', async () => {
    const webLocks = fakeWebLocks();
    const dbName = uniqueDbName();
    const pageA = webLocks.page();
    const pageB = webLocks.page();
    // Page A's request claims the key, then travels (slow network) until its page goes.
    const a = await makeDemo({ dbName, locks: pageA.locks, backendDelayMs: 600_000 });
    const b = await makeDemo({ dbName, locks: pageB.locks });
    try {
      await a.services.auth.signIn('dispatcher@demo.test', 'demo1234');
      await b.services.auth.signIn('dispatcher@demo.test', 'demo1234');
      const target = await storedReceipt(b.services, dispatchersPending);
      const change = deliveredUpdate(target.id, { status: 'Picked Up', updateId: 'cut-off' });
      void a.services.dispatchApi.deliveryUpdate(change).catch(() => undefined);
      await vi.waitFor(async () =>
        expect(await b.services.db.get('appliedUpdates', 'cut-off')).toMatchObject({
          state: 'in-progress',
        }),
      );

      // Page A is alive: its claim holds (409, retryable), as any request still running.
      const held = await dispatchApiError(b.services.dispatchApi.deliveryUpdate(change));
      expect(held).toMatchObject({ kind: 'server', status: 409 });

      // Page A reloads: no time passes (the clock is the test's), the 2-minute lease has not
      // run out, yet page B's retry takes the claim over and applies the change.
      pageA.close();
      await expect(b.services.dispatchApi.deliveryUpdate(change)).resolves.toEqual({
        updateTimestamp: expect.any(Number),
      });
      expect((await b.services.db.get('receipts', target.id))?.data.status).toBe('Picked Up');
      expect(await b.services.db.get('appliedUpdates', 'cut-off')).toMatchObject({
        state: 'done',
      });
      // Page B's requests let their locks go once they answered; page A's went with it.
      expect(webLocks.heldNames()).toEqual([]);
    } finally {
      a.services.dispose();
      b.services.dispose();
      localStorage.clear();
    }
  });
});
