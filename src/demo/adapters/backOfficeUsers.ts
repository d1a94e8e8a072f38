import { concernsRecords, type ChangeBus } from '@/demo/server/changes';
import type { DemoDb } from '@/demo/server/store';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import type { BackOfficeUsers } from '@/services/ports';
import { watchStore, type ReadCache } from './watch';

/** Back-office records from the demo store; a missing one is confirmed (fromCache: false). */
export function createDemoBackOfficeUsers(
  db: DemoDb,
  bus: ChangeBus,
  firstDelay: () => Promise<void>,
  cache: ReadCache,
): BackOfficeUsers {
  return {
    watch(uid, onNext, onError) {
      return watchStore(
        bus,
        {
          async read(_change, fromCache) {
            const stored = await db.get('backOfficeUsers', uid);
            return {
              user: stored ? parseBackOfficeUser(uid, stored.data) : null,
              fromCache,
            };
          },
          // Status changes write receipts only; the desk's invitations and deactivations, a
          // seed or a reset the records.
          concerns: concernsRecords('backOfficeUsers'),
        },
        onNext,
        onError,
        { delay: firstDelay(), cacheKey: `backOfficeUser:${uid}`, cache },
      );
    },
  };
}
