// What the phone holds, read in the page: the outbox database (entries, photos), the demo
// backend's photos, and the unsent-changes sheet the driver would open.
/* global indexedDB -- used inside page.evaluate */
import { DB_NAME, OUTBOX_DB } from './options.mjs';

const ENTRY_FIELDS = [
  ...['seq', 'receiptId', 'status', 'state', 'attempts', 'updatedAt', 'sentAt'],
  ...['nextAttemptAt', 'sendNotBefore', 'appliedTimestamp', 'lastError'],
];

/**
 * One IndexedDB database of the page: how many records each store holds, and the status
 * changes of the outbox (`deliveryUpdates`, reduced to the fields the soak reads), with the
 * page's own clock (the soak moves it) and whether the page is online.
 */
function inspect(page, name) {
  return page.evaluate(
    async ({ name, fields }) => {
      const now = Date.now();
      const names = (await indexedDB.databases()).map((db) => db.name);
      if (!names.includes(name)) return { now, online: navigator.onLine, stores: {}, entries: [] };
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const read = (store, how) =>
        new Promise((resolve) => {
          const request = db.transaction(store).objectStore(store)[how]();
          request.onsuccess = () => resolve(request.result);
        });
      const stores = {};
      for (const store of db.objectStoreNames) stores[store] = await read(store, 'count');
      const entries = db.objectStoreNames.contains('deliveryUpdates')
        ? await read('deliveryUpdates', 'getAll')
        : [];
      db.close();
      return {
        now,
        online: navigator.onLine,
        stores,
        entries: entries.map((entry) => Object.fromEntries(fields.map((f) => [f, entry[f]]))),
      };
    },
    { name, fields: ENTRY_FIELDS },
  );
}

/** The outbox's status changes (seq, order, state, undo window…), with the page's now. */
export const outboxEntries = (page) => inspect(page, OUTBOX_DB);

/** How many records each store of the outbox database holds, and in all. */
export async function outboxCounts(page) {
  const { stores } = await inspect(page, OUTBOX_DB);
  return { entries: Object.values(stores).reduce((a, b) => a + b, 0), stores };
}

/**
 * What the outbox holds and which Web Locks are held or awaited: in soak.json when the outbox
 * does not drain, to see why (an entry backing off, failed, needing sign-in, or a lock).
 */
export async function stuckOutbox(page) {
  const { now, online, entries } = await inspect(page, OUTBOX_DB);
  const locks = await page.evaluate(() => (navigator.locks ? navigator.locks.query() : null));
  return { now, online, locks, entries };
}

/** The photos the demo backend holds. */
export async function backendPhotos(page) {
  return (await inspect(page, `${DB_NAME}-proofs`)).stores.photos ?? 0;
}

/**
 * The unsent-changes sheet as the driver sees it (opened from the header's sync words): each
 * listed change's order and whether it offers Retry and Discard. Null when the header offers
 * no sheet (nothing unsent). The sheet is left open.
 */
export async function unsentSheet(page) {
  const sync = page.getByRole('status', { name: 'Sync status' });
  const open = sync.getByRole('button');
  if ((await open.count()) === 0) return null;
  await open.first().click();
  const sheet = page.getByRole('dialog', { name: 'Changes not sent' });
  await sheet.waitFor();
  const items = sheet.getByRole('listitem');
  const listed = [];
  for (let i = 0; i < (await items.count()); i += 1) {
    const item = items.nth(i);
    const actionable = async (name) => {
      const button = item.getByRole('button', { name, exact: true });
      return (await button.count()) > 0 && (await button.isEnabled());
    };
    listed.push({
      order: (await item.getAttribute('aria-label')) ?? '',
      retry: await actionable('Retry'),
      discard: await actionable('Discard'),
    });
  }
  return { sheet, listed };
}
