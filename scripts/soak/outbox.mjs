// What the phone holds, read in the page: the outbox database (entries, photos), the demo
// backend's photos, and the unsent-changes sheet the driver would open.
/* global indexedDB -- used inside page.evaluate */
import { DB_NAME, OUTBOX_DB } from './options.mjs';

/** The entries of the outbox's status changes (seq, order, undo window), with the page's now. */
export function outboxEntries(page) {
  return page.evaluate(async (name) => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes(name)) return { now: Date.now(), entries: [] };
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const entries = db.objectStoreNames.contains('deliveryUpdates')
      ? await new Promise((resolve) => {
          const request = db.transaction('deliveryUpdates').objectStore('deliveryUpdates').getAll();
          request.onsuccess = () => resolve(request.result);
        })
      : [];
    db.close();
    return {
      now: Date.now(),
      entries: entries.map((e) => ({
        seq: e.seq,
        receiptId: e.receiptId,
        state: e.state,
        sendNotBefore: e.sendNotBefore ?? null,
      })),
    };
  }, OUTBOX_DB);
}

/** How many records each store of the outbox database holds. */
export function outboxCounts(page) {
  return page.evaluate(async (name) => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    if (!names.includes(name)) return { entries: 0, stores: {} };
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stores = {};
    for (const store of db.objectStoreNames) {
      stores[store] = await new Promise((resolve) => {
        const request = db.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
      });
    }
    db.close();
    return { entries: Object.values(stores).reduce((a, b) => a + b, 0), stores };
  }, OUTBOX_DB);
}

/**
 * What the outbox holds and which Web Locks are held or awaited: in soak.json when the outbox
 * does not drain, to see why (an entry backing off, failed, needing sign-in, or a lock).
 */
export function stuckOutbox(page) {
  return page.evaluate(async (name) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const entries = db.objectStoreNames.contains('deliveryUpdates')
      ? await new Promise((resolve) => {
          const request = db.transaction('deliveryUpdates').objectStore('deliveryUpdates').getAll();
          request.onsuccess = () => resolve(request.result);
        })
      : [];
    db.close();
    const fields = ['seq', 'receiptId', 'status', 'state', 'attempts', 'updatedAt', 'sentAt'];
    const more = ['nextAttemptAt', 'sendNotBefore', 'appliedTimestamp', 'lastError'];
    return {
      now: Date.now(),
      online: navigator.onLine,
      locks: navigator.locks ? await navigator.locks.query() : null,
      entries: entries.map((entry) =>
        Object.fromEntries([...fields, ...more].map((field) => [field, entry[field]])),
      ),
    };
  }, OUTBOX_DB);
}

/** The photos the demo backend holds. */
export function backendPhotos(page) {
  return page.evaluate(async (name) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!db.objectStoreNames.contains('photos')) return 0;
    const count = await new Promise((resolve) => {
      const request = db.transaction('photos').objectStore('photos').count();
      request.onsuccess = () => resolve(request.result);
    });
    db.close();
    return count;
  }, `${DB_NAME}-proofs`);
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
