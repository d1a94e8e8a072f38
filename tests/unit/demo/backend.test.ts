import { describe, expect, it, vi } from 'vitest';
import { dispatchApiError } from '../../helpers/dispatchApiError';
import {
  AFTERNOON,
  deliveredUpdate,
  dispatchersPending,
  goOffline,
  makeDemo,
  signedInDemos,
  storedReceipt,
  uniqueDbName,
} from './helpers';

const signedInDemo = signedInDemos();

describe('demo backend: deliveryUpdate', () => {
  it('sets the status and updateTimestamp = now on the stored receipt', async () => {
    const { services, clock } = await signedInDemo();
    const target = await storedReceipt(services, dispatchersPending);
    clock.advance(90_000);
    await services.dispatchApi.deliveryUpdate(deliveredUpdate(target.id, { status: 'Picked Up' }));
    const stored = await services.db.get('receipts', target.id);
    expect(stored?.data.status).toBe('Picked Up');
    expect(stored?.data.updateTimestamp).toBe(clock.now());
  });

  it('fails as offline while navigator.onLine is false, and changes nothing', async () => {
    const { services } = await signedInDemo();
    const target = await storedReceipt(services, dispatchersPending);
    goOffline();
    const error = await dispatchApiError(
      services.dispatchApi.deliveryUpdate(deliveredUpdate(target.id)),
    );
    expect(error.kind).toBe('offline');
    expect(error.retryable).toBe(true);
    expect((await services.db.get('receipts', target.id))?.data.status).toBe('Pending');
  });

  it('is unauthorized (401) when signed out', async () => {
    const { services } = await signedInDemo();
    const target = await storedReceipt(services, dispatchersPending);
    await services.auth.signOut();
    const error = await dispatchApiError(
      services.dispatchApi.deliveryUpdate(deliveredUpdate(target.id)),
    );
    expect(error.kind).toBe('unauthorized');
    expect(error.status).toBe(401);
  });

  it('rejects an unknown receipt with 404', async () => {
    const { services } = await signedInDemo();
    const error = await dispatchApiError(
      services.dispatchApi.deliveryUpdate(deliveredUpdate('no-such-order')),
    );
    expect(error).toMatchObject({ kind: 'rejected', status: 404 });
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/not found/i);
  });

  it('rejects another dispatcher’s receipt with 403 (the contract’s answer) and leaves it alone', async () => {
    const { services } = await signedInDemo();
    const courierOrder = await storedReceipt(
      services,
      (d) => d.dispatchId === 'demo-courier' && d.status !== 'Delivered',
    );
    const error = await dispatchApiError(
      services.dispatchApi.deliveryUpdate(deliveredUpdate(courierOrder.id)),
    );
    expect(error).toMatchObject({ kind: 'rejected', status: 403 });
    expect((await services.db.get('receipts', courierOrder.id))?.data.status).toBe(
      courierOrder.data.status,
    );
  });

  it('rejects a non-SALE receipt with 404', async () => {
    const { services } = await signedInDemo();
    const refund = await storedReceipt(services, (d) => d.receipt_type === 'REFUND');
    const error = await dispatchApiError(
      services.dispatchApi.deliveryUpdate(deliveredUpdate(refund.id)),
    );
    expect(error).toMatchObject({ kind: 'rejected', status: 404 });
  });

  it('rejects a status outside the configured list with 422', async () => {
    const { services } = await signedInDemo();
    const target = await storedReceipt(services, dispatchersPending);
    const error = await dispatchApiError(
      services.dispatchApi.deliveryUpdate(deliveredUpdate(target.id, { status: 'Lost at sea' })),
    );
    expect(error).toMatchObject({ kind: 'rejected', status: 422 });
    expect(error.message).toContain('Lost at sea');
    expect((await services.db.get('receipts', target.id))?.data.status).toBe('Pending');
  });

  it('writes the outcome of a change back on the receipt; a later change clears it', async () => {
    const { services } = await signedInDemo();
    const target = await storedReceipt(services, dispatchersPending);
    await services.dispatchApi.deliveryUpdate(
      deliveredUpdate(target.id, {
        status: 'Delivered',
        cashCollected: 35.3,
        note: 'Paid in coins',
      }),
    );
    expect((await services.db.get('receipts', target.id))?.data).toMatchObject({
      status: 'Delivered',
      cashCollected: 35.3,
      statusNote: 'Paid in coins',
    });
    await services.dispatchApi.deliveryUpdate(deliveredUpdate(target.id, { status: 'On the Way' }));
    const after = (await services.db.get('receipts', target.id))?.data;
    expect(after).toMatchObject({ status: 'On the Way' });
    expect(after).not.toHaveProperty('cashCollected', 35.3);
    expect(after).not.toHaveProperty('statusNote', 'Paid in coins');
  });

  it('rejects a change sent in another user’s name with 403', async () => {
    const { services } = await signedInDemo('courier@demo.test');
    const target = await storedReceipt(services, dispatchersPending);
    const error = await dispatchApiError(
      services.dispatchApi.deliveryUpdate(deliveredUpdate(target.id)),
    );
    expect(error).toMatchObject({ kind: 'rejected', status: 403 });
  });

  it('treats a repeated updateId as an already applied change (idempotent)', async () => {
    const { services } = await signedInDemo();
    const target = await storedReceipt(services, dispatchersPending);
    const first = deliveredUpdate(target.id, { status: 'Picked Up', updateId: 'first' });
    const applied = await services.dispatchApi.deliveryUpdate(first);
    const second = await services.dispatchApi.deliveryUpdate(
      deliveredUpdate(target.id, { status: 'On the Way', updateId: 'second' }),
    );
    // A retry of the first request (its response was lost) must not roll the order back, and
    // answers the updateTimestamp written the first time.
    await expect(services.dispatchApi.deliveryUpdate(first)).resolves.toEqual(applied);
    const stored = (await services.db.get('receipts', target.id))?.data;
    expect(stored?.status).toBe('On the Way');
    expect(stored?.updateTimestamp).toBe(second.updateTimestamp);
    expect(second.updateTimestamp).toBeGreaterThan(applied.updateTimestamp ?? Infinity);
  });

  it('tells the feed again when it answers a replay: the tab that applied it may have died before telling anyone', async () => {
    // Two tabs on one demo database, with no broadcast between them: what a tab closed right
    // after writing (before its BroadcastChannel message left) looks like to the other.
    const dbName = uniqueDbName();
    const a = await makeDemo({ dbName });
    const b = await makeDemo({ dbName });
    try {
      for (const { services } of [a, b])
        await services.auth.signIn('dispatcher@demo.test', 'demo1234');
      const target = await storedReceipt(b.services, dispatchersPending);
      const seen: (string | null)[] = [];
      const stop = b.services.receipts.watch(
        { dispatchId: 'demo-dispatcher', since: AFTERNOON - 6 * 3_600_000 },
        (snapshot) => seen.push(snapshot.receipts.find((r) => r.id === target.id)?.status ?? null),
        (error) => {
          throw error;
        },
      );
      await vi.waitFor(() => expect(seen.at(-1)).toBe('Pending'));
      const update = deliveredUpdate(target.id, { status: 'Picked Up', updateId: 'lost-answer' });
      await a.services.dispatchApi.deliveryUpdate(update); // applied; b is never told
      await b.services.dispatchApi.deliveryUpdate(update); // b's retry: a replay, applies nothing
      await vi.waitFor(() => expect(seen.at(-1)).toBe('Picked Up'));
      stop();
    } finally {
      a.services.dispose();
      b.services.dispose();
    }
  });
});

describe('demo backend: the backend core’s rules', () => {
  it('refuses a not-delivered change without a reason (422), and accepts one with a reason', async () => {
    const { services } = await signedInDemo();
    const target = await storedReceipt(services, dispatchersPending);
    const error = await dispatchApiError(
      services.dispatchApi.deliveryUpdate(deliveredUpdate(target.id, { status: 'Not Delivered' })),
    );
    expect(error).toMatchObject({ kind: 'rejected', status: 422 });
    await services.dispatchApi.deliveryUpdate(
      deliveredUpdate(target.id, { status: 'Not Delivered', reason: 'Wrong address' }),
    );
    expect((await services.db.get('receipts', target.id))?.data).toMatchObject({
      status: 'Not Delivered',
      statusReason: 'Wrong address',
    });
  });

  it('refuses the same updateId with another change (409), applying nothing', async () => {
    const { services } = await signedInDemo();
    const target = await storedReceipt(services, dispatchersPending);
    await services.dispatchApi.deliveryUpdate(
      deliveredUpdate(target.id, { status: 'Picked Up', updateId: 'same' }),
    );
    const error = await dispatchApiError(
      services.dispatchApi.deliveryUpdate(
        deliveredUpdate(target.id, { status: 'Delivered', updateId: 'same' }),
      ),
    );
    expect(error).toMatchObject({ kind: 'rejected', status: 409 });
    expect((await services.db.get('receipts', target.id))?.data.status).toBe('Picked Up');
  });
});

describe('demo backend: a retry that overtakes the first attempt', () => {
  it('is answered 409 update-in-progress (retryable), and the change is applied once', async () => {
    // The first call's trip lasts a second: the retry meets it claimed and not yet applied
    // (its own claim is a few IndexedDB calls; a second leaves room for a loaded machine).
    const { services } = await signedInDemo(undefined, { backendDelayMs: 1_000 });
    const target = await storedReceipt(services, dispatchersPending);
    const change = deliveredUpdate(target.id, { status: 'Picked Up', updateId: 'overtaken' });
    const first = services.dispatchApi.deliveryUpdate(change);
    const error = await dispatchApiError(services.dispatchApi.deliveryUpdate(change));
    expect(error).toMatchObject({ kind: 'server', status: 409 });
    expect(error.retryable).toBe(true);
    await first;
    await expect(services.dispatchApi.deliveryUpdate(change)).resolves.toEqual({
      updateTimestamp: expect.any(Number),
    });
    const applied = await services.db.getAll('appliedUpdates');
    expect(applied.filter((a) => a.updateId === 'overtaken')).toHaveLength(1);
  });
});

describe('demo backend: tokenUpdate', () => {
  const token = (fcmToken: string | null) => ({
    uid: 'demo-dispatcher',
    email: 'dispatcher@demo.test',
    fcmToken,
    updatedAt: AFTERNOON,
  });

  it('records the push token of the signed-in user', async () => {
    const { services } = await signedInDemo();
    await services.dispatchApi.tokenUpdate(token('fcm-token-1'));
    expect((await services.db.get('pushTokens', 'demo-dispatcher'))?.fcmToken).toBe('fcm-token-1');
    await services.dispatchApi.tokenUpdate(token(null));
    expect((await services.db.get('pushTokens', 'demo-dispatcher'))?.fcmToken).toBeNull();
  });

  it('fails as offline while offline', async () => {
    const { services } = await signedInDemo();
    goOffline();
    const error = await dispatchApiError(services.dispatchApi.tokenUpdate(token('fcm-token-1')));
    expect(error.kind).toBe('offline');
    expect(await services.db.get('pushTokens', 'demo-dispatcher')).toBeUndefined();
  });

  it('is unauthorized when signed out', async () => {
    const { services } = await signedInDemo();
    await services.auth.signOut();
    expect((await dispatchApiError(services.dispatchApi.tokenUpdate(token('t')))).status).toBe(401);
  });
});
