import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in as the demo dispatcher and waits for the open orders' page. */
export async function signedInAs(page: Page) {
  await signIn(page, 'dispatcher@demo.test');
  await expect(page).toHaveURL(/\/order$/);
}

/** A phone-size screenshot kept with the test's output (test-results/), never in git. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

export function openOrdersList(page: Page) {
  return page.getByRole('list', { name: 'Open orders' });
}

/** The first open order's detail path, read from its row's link. */
export function firstOpenOrderPath(page: Page): Promise<string | null> {
  return openOrdersList(page).getByRole('link').first().getAttribute('href');
}

export function deliveredList(page: Page) {
  return page.getByRole('list', { name: 'Delivered' });
}

export async function menuLink(page: Page, name: 'Order' | 'Delivered' | 'Today') {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  // On phones the menu is a drawer: open it with the toggle (hidden on wide screens).
  const toggle = page.getByRole('button', { name: 'Menu' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.click();
  }
  await menu.getByRole('link', { name: new RegExp(`^${name}`) }).click();
}

/** The order numbers shown in a list, top to bottom. */
export async function orderTitles(page: Page, listName: 'Open orders' | 'Delivered') {
  const list = page.getByRole('list', { name: listName });
  await expect(list).toBeVisible();
  return list.locator('.order-row__title').allTextContents();
}

/** On an order's page: "Delivered", confirmed in its sheet (it asks first: docs/outcomes.md). */
export async function markDelivered(page: Page) {
  await page.getByRole('button', { name: 'Delivered', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm delivered' }).click();
}

/**
 * The rows of `stores` in the page's IndexedDB database `dbName`, read in the page; null when
 * the database does not exist (opening it would create it empty, without its stores, and break
 * the app that owns it).
 */
export async function readDatabase(
  page: Page,
  dbName: string,
  stores: readonly string[],
): Promise<Record<string, unknown[]> | null> {
  return page.evaluate(
    async ({ dbName, stores }) => {
      const names = (await indexedDB.databases()).map((d) => d.name);
      if (!names.includes(dbName)) return null;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(dbName);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const all = (store: string) =>
        new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
      try {
        const rows: Record<string, unknown[]> = {};
        for (const store of stores) rows[store] = await all(store);
        return rows;
      } finally {
        db.close();
      }
    },
    { dbName, stores },
  );
}

/** An update the demo backend applied (store `appliedUpdates`, docs/demo-mode.md). */
export interface DemoAppliedUpdate {
  updateId: string;
  receiptId: string;
  status: string;
}

/**
 * What the demo backend holds (IndexedDB `dispatch-demo`, docs/demo-mode.md): every applied
 * update and every receipt, typed as the journey reads them.
 */
export async function readDemoBackend<Receipt extends { id: string }>(
  page: Page,
): Promise<{ applied: DemoAppliedUpdate[]; receipts: Receipt[] }> {
  const rows = await readDatabase(page, 'dispatch-demo', ['appliedUpdates', 'receipts']);
  if (rows === null) throw new Error('the demo backend has no database yet');
  return {
    // The backend core also keeps the keys of changes still being applied (`in-progress`).
    applied: (rows.appliedUpdates as Array<DemoAppliedUpdate & { state?: string }>).filter(
      (row) => row.state === undefined || row.state === 'done',
    ),
    receipts: rows.receipts as Receipt[],
  };
}

/** Opens the order list's "Route tools" (the route journeys: route.spec, routeLooks.spec). */
export async function openRouteTools(page: Page) {
  const tools = page.getByRole('button', { name: 'Route tools' });
  await expect(tools).toHaveAttribute('aria-expanded', 'false');
  await tools.click();
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
}

/**
 * The customer's tracking link in the "On my way" sheet's "Send by SMS" (the text's last line,
 * "Follow your order: <link>"); '' when there is none.
 */
export async function trackingLinkOf(sheet: Locator): Promise<string> {
  const sms = (await sheet.getByRole('link', { name: 'Send by SMS' }).getAttribute('href')) ?? '';
  const text = new URL(sms).searchParams.get('body') ?? '';
  return /Follow your order: (\S+)$/.exec(text)?.[1] ?? '';
}

/** A store of the demo backend's database whose writes its change bus announces. */
export type DemoStore = 'receipts' | 'backOfficeUsers' | 'driverShifts';

/**
 * One write to the demo backend's database: a whole record put; fields set on a record (made if
 * it has none; a receipt's and a back-office record's fields are in its `data`, a shift's are
 * its own); or every record of a store of records deleted (every driver off shift).
 */
export type DemoWrite =
  | { store: DemoStore; put: Record<string, unknown> }
  | { store: DemoStore; key: string; set: Record<string, unknown> }
  | { store: Exclude<DemoStore, 'receipts'>; clear: true };

/**
 * Writes to the demo backend's database (`dispatch-demo`, docs/demo-mode.md) in one transaction,
 * as its backend would have, and announces them to every tab as it does
 * (src/demo/server/changes.ts): the receipts by id, the other stores by name. Resolves with the
 * records written, in the order of `writes` (a clear writes none).
 */
export async function writeDemoStore(
  page: Page,
  writes: readonly DemoWrite[],
): Promise<Record<string, unknown>[]> {
  return page.evaluate(async (writes) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('dispatch-demo');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stores = [...new Set(writes.map((write) => write.store))];
    const written: Array<Record<string, unknown> | undefined> = [];
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(stores, 'readwrite');
      writes.forEach((write, i) => {
        const store = tx.objectStore(write.store);
        const put = (record: Record<string, unknown>) => {
          store.put(record);
          written[i] = record;
        };
        if ('clear' in write) store.clear();
        else if ('put' in write) put(write.put);
        else {
          const read = store.get(write.key);
          read.onsuccess = () => {
            const keyField = write.store === 'receipts' ? 'id' : 'uid';
            const record = (read.result as Record<string, unknown> | undefined) ?? {
              [keyField]: write.key,
            };
            if (write.store === 'driverShifts') put({ ...record, ...write.set });
            else put({ ...record, data: { ...(record.data as object), ...write.set } });
          };
        }
      });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    const bus = new BroadcastChannel('dispatch-demo:changes');
    const ids = written.filter((r, i) => r && writes[i].store === 'receipts').map((r) => r!.id);
    if (ids.length > 0) {
      bus.postMessage({ type: 'changed', change: { kind: 'receipts', ids } });
    }
    const records = stores.filter((store) => store !== 'receipts');
    if (records.length > 0) {
      bus.postMessage({ type: 'changed', change: { kind: 'records', stores: records } });
    }
    bus.close();
    return written.filter((record) => record !== undefined);
  }, writes);
}

/** Sets fields of a back-office record (`uid`) in the demo backend's database (writeDemoStore). */
export async function editDemoBackOfficeUser(
  page: Page,
  uid: string,
  set: Record<string, unknown>,
) {
  await writeDemoStore(page, [{ store: 'backOfficeUsers', key: uid, set }]);
}
