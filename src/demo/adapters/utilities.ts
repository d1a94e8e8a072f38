import type { DemoDb } from '@/demo/server/store';
import { parseOriginAddress } from '@/domain/origin';
import type { UtilitiesSource } from '@/services/ports';

/** The store's origin address from the first utilities record, as in Firestore. */
export function createDemoUtilities(db: DemoDb): UtilitiesSource {
  return {
    async getOriginAddress() {
      const [first] = await db.getAll('utilities', undefined, 1);
      return first ? parseOriginAddress(first.data) : null;
    },
  };
}
