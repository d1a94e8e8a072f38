import { isUnsent } from './snapshot';
import { DEFAULT_OUTBOX_DB_NAME, openOutboxStore } from './store';

/**
 * How many of `uid`'s changes are kept on this phone, not yet accepted by the backend: read
 * straight from storage, without an outbox (nothing is sent). The Access Denied screen says it
 * when a deactivated driver is signed out: the changes stay, as after any sign-out.
 */
export async function countUnsentChanges(
  uid: string,
  dbName: string = DEFAULT_OUTBOX_DB_NAME,
): Promise<number> {
  const store = await openOutboxStore(dbName);
  try {
    return (await store.list(uid)).filter(isUnsent).length;
  } finally {
    store.close();
  }
}
