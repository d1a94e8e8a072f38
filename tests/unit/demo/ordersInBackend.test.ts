import 'fake-indexeddb/auto';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { DEMO_UIDS } from '@/demo/server/accounts';
import { createDemoOrdersInApi } from '@/demo/server/ordersInBackend';
import { DB_VERSION, openDemoDb } from '@/demo/server/store';
import { parseReceipt } from '@/domain/receipt';
import type { DeskOrdersRequest } from '@/services/deskPorts';
import { dispatchApiError } from '../../helpers/dispatchApiError';
import { deskWorld } from './deskWorld';
import { AFTERNOON, uniqueDbName } from './helpers';

// Orders in, the desk's demo backend (src/demo/server/ordersInBackend.ts): POST /desk/orders and
// the API keys' endpoints of the core over the demo's database, behind the desk's own sign-in,
// with the demo's network, refusals as DispatchApiError with the contract's code, and every
// order written announced, so the board and a driver's phone in another tab show it at once.

const { deskAndPhone, watchAs } = deskWorld();

const form = (key: string, assignTo: string | null = null): DeskOrdersRequest => ({
  source: 'desk',
  assignTo,
  orders: [
    {
      key,
      order: {
        customerName: 'Inês Carvalho',
        phone: '+351 912 480 113',
        address: 'Rua da Prata 42, Lisboa',
        notes: null,
        items: [{ name: 'Margherita pizza', quantity: '2', unitPrice: '9,50' }],
        payment: 'cash',
        dueAt: AFTERNOON + 45 * 60_000,
      },
    },
  ],
});

describe('orders in, the desk’s demo backend', () => {
  it('creates the form’s order, announced and on the assigned driver’s phone at once', async () => {
    const { phone, auth, ordersIn, announced } = await deskAndPhone();
    await phone.auth.signIn('driver3@demo.test', 'demo1234');
    const feed = watchAs(phone, DEMO_UIDS.thirdDriver);
    expect((await feed.waitForCount(1)).receipts).toEqual([]);

    await auth.signIn('manager@demo.test', 'demo1234');
    const [result] = await ordersIn.createOrders(form('form-1', DEMO_UIDS.thirdDriver), 'k-1');
    expect(result).toMatchObject({ key: 'form-1', result: 'created', orderNumber: '5001' });
    if (result.result !== 'created') throw new Error('not created');
    // Announced with the record as stored (its first revision), so the feeds need not read it.
    const record = await phone.db.get('receipts', result.receiptId);
    expect(record?.rev).toBe(1);
    expect(announced).toEqual([{ kind: 'receipts', ids: [result.receiptId], records: [record] }]);
    const shown = await feed.waitForCount(2);
    expect(shown.receipts.map((r) => r.id)).toEqual([result.receiptId]);
    const stored = (await phone.db.get('receipts', result.receiptId))!.data;
    expect(parseReceipt(result.receiptId, stored)).toMatchObject({
      dispatchId: DEMO_UIDS.thirdDriver,
      status: 'Pending',
      updateTimestamp: AFTERNOON,
    });

    // The same call again is the same answer, and the same order without the key is unchanged.
    expect(await ordersIn.createOrders(form('form-1', DEMO_UIDS.thirdDriver), 'k-1')).toEqual([
      result,
    ]);
    const again = await ordersIn.createOrders(form('form-1'), 'k-2');
    expect(again[0]).toMatchObject({ result: 'unchanged', orderNumber: '5001' });
  });

  it('with "Auto-assign new orders" saved on, places a typed order with a driver on shift', async () => {
    const { phone, auth, ordersIn, announced } = await deskAndPhone();
    await auth.signIn('manager@demo.test', 'demo1234');
    expect(await ordersIn.readDispatchSettings()).toMatchObject({
      autoAssignNewOrders: false,
      maxOrdersPerDriver: 10,
    });
    const saved = await ordersIn.saveDispatchSettings({
      autoAssignNewOrders: true,
      maxOrdersPerDriver: 10,
    });
    expect(saved).toMatchObject({ autoAssignNewOrders: true, updatedAt: AFTERNOON });
    const request = form('auto-1');
    request.orders[0].order.location = { lat: 38.7108, lng: -9.1372 };
    const [result] = await ordersIn.createOrders(request, 'k-auto');
    if (result.result !== 'created') throw new Error('not created');
    const stored = (await phone.db.get('receipts', result.receiptId))!.data as unknown as Record<
      string,
      unknown
    >;
    const onShift = (await phone.db.getAll('driverShifts')).filter((shift) => shift.onShift);
    expect(onShift.map((shift) => shift.uid)).toContain(stored.dispatchId);
    expect(stored).toMatchObject({ assignedBy: 'auto-dispatch', assignedAt: AFTERNOON });
    // The announcement carries the order as auto-dispatch left it: with its driver.
    const record = await phone.db.get('receipts', result.receiptId);
    expect(announced).toContainEqual({
      kind: 'receipts',
      ids: [result.receiptId],
      records: [record],
    });
  });

  it('writes the order in the business’s currency (VITE_CURRENCY), as the functions read CURRENCY', async () => {
    const { phone, auth, bus, env } = await deskAndPhone();
    const inPounds = createDemoOrdersInApi({
      db: phone.db,
      bus,
      auth,
      env,
      delayMs: 0,
      currency: 'GBP',
    });
    await auth.signIn('manager@demo.test', 'demo1234');
    const [result] = await inPounds.createOrders(form('form-gbp'), 'k-gbp');
    if (result.result !== 'created') throw new Error('not created');
    const stored = (await phone.db.get('receipts', result.receiptId))!.data;
    expect(stored.currency).toBe('GBP');
    expect(parseReceipt(result.receiptId, stored)).toMatchObject({
      currency: 'GBP',
      totals: { total: 19 },
    });
  });

  it('fails as offline and writes nothing; refuses a driver with not-a-manager', async () => {
    const { phone, auth, ordersIn, goOffline } = await deskAndPhone();
    const before = (await phone.db.getAll('receipts')).length;
    const signedOut = await dispatchApiError(ordersIn.createOrders(form('a'), 'k-0'));
    expect(signedOut).toMatchObject({ kind: 'unauthorized', status: 401 });
    await auth.signIn('dispatcher@demo.test', 'demo1234');
    const driver = await dispatchApiError(ordersIn.createApiKey('Mine'));
    expect(driver).toMatchObject({ kind: 'rejected', status: 403, code: 'not-a-manager' });
    await auth.signOut();
    await auth.signIn('manager@demo.test', 'demo1234');
    const toManager = await dispatchApiError(
      ordersIn.createOrders(form('a', DEMO_UIDS.manager), 'k-1'),
    );
    expect(toManager).toMatchObject({ kind: 'rejected', status: 422, code: 'not-a-driver' });
    goOffline();
    const offline = await dispatchApiError(ordersIn.createOrders(form('a'), 'k-2'));
    expect(offline).toMatchObject({ kind: 'offline', retryable: true });
    expect((await phone.db.getAll('receipts')).length).toBe(before);
  });

  it('creates, lists and revokes API keys, keeping only a hash', async () => {
    const { phone, auth, ordersIn } = await deskAndPhone();
    await auth.signIn('manager@demo.test', 'demo1234');
    const created = await ordersIn.createApiKey('Online shop');
    expect(created).toMatchObject({ name: 'Online shop', createdBy: DEMO_UIDS.manager });
    expect(created.key).toMatch(/^dsp_[a-f0-9]{20}_[a-f0-9]{64}$/);
    expect(JSON.stringify(await phone.db.getAll('apiKeys'))).not.toContain(created.key);
    expect(await ordersIn.listApiKeys()).toEqual([
      expect.objectContaining({ id: created.id, revokedAt: null }),
    ]);
    const revoked = await ordersIn.revokeApiKey(created.id);
    expect(revoked).toMatchObject({ id: created.id, revokedBy: DEMO_UIDS.manager });
    expect((await ordersIn.listApiKeys())[0].revokedAt).toBe(AFTERNOON);
    const unknown = await dispatchApiError(ordersIn.revokeApiKey('nosuchkey'));
    expect(unknown).toMatchObject({ kind: 'rejected', status: 404, code: 'not-found' });
  });
});

describe('the demo’s database', () => {
  it('gains the stores of orders coming in and the team’s, keeping a version 2 database’s data', async () => {
    const name = uniqueDbName();
    const old = await openDB(name, 2, {
      upgrade(db) {
        db.createObjectStore('receipts', { keyPath: 'id' });
        for (const store of ['backOfficeUsers', 'pushTokens']) {
          db.createObjectStore(store, { keyPath: 'uid' });
        }
        db.createObjectStore('utilities', { keyPath: 'id' });
        db.createObjectStore('appliedUpdates', { keyPath: 'updateId' });
        db.createObjectStore('meta');
        db.createObjectStore('trackingLinks', { keyPath: 'token' }).createIndex(
          'byReceipt',
          'receiptId',
        );
        db.createObjectStore('trackingPositions', { keyPath: 'receiptId' });
      },
    });
    await old.put('receipts', { id: 'R1', data: { status: 'Pending' } });
    old.close();
    const db = await openDemoDb(name);
    expect(db.version).toBe(DB_VERSION);
    expect([...db.objectStoreNames]).toEqual(
      expect.arrayContaining([
        'counters',
        'apiKeys',
        'rateWindows',
        'trackingLinks',
        'driverShifts',
        'settlements',
        'accounts',
        'settings',
      ]),
    );
    expect((await db.get('receipts', 'R1'))?.data).toEqual({ status: 'Pending' });
    db.close();
  });
});
