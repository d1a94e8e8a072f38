import { parseBackOfficeUser } from '../../domain/backOfficeUser';
import type { BackOfficeUsers } from '../ports';
import type { ChangeBus } from './changes';
import type { DemoDb } from './store';
import { watchStore } from './watch';

/** Back-office records from the demo store; a missing one is confirmed (fromCache: false). */
export function createDemoBackOfficeUsers(
  db: DemoDb,
  bus: ChangeBus,
  firstDelay: () => Promise<void>,
): BackOfficeUsers {
  return {
    watch(uid, onNext, onError) {
      return watchStore(
        bus,
        async () => {
          const stored = await db.get('backOfficeUsers', uid);
          return {
            user: stored ? parseBackOfficeUser(uid, stored.data) : null,
            fromCache: false,
          };
        },
        onNext,
        onError,
        firstDelay(),
      );
    },
  };
}
