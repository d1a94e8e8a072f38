import {
  collection,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type QuerySnapshot,
} from 'firebase/firestore';
import type { CollectionNames } from '@/config/constants';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { parseReceipt } from '@/domain/receipt';
import { parseDriverShift } from '@/domain/shift/driverShift';
import { readSettlement, type Settlement } from '@/domain/shift/settlement';
import { asError } from '@/platform';
import type { DayReceiptsFeed, SettlementsFeed, TeamPositions } from '@/services/deskPorts';

// The desk's reads of the team and the shift over Firestore (docs/desk.md, docs/privacy.md), for
// the desk's own Firebase app (its Firestore, once signed in): who is on shift and where
// (`${prefix}driverShifts`), the cash counted on a day (`${prefix}settlements`) and any day's
// receipts (the board's query with an end, on the board's index). firestore.rules lets a
// manager read them and nobody else; nobody writes them but the backend.

export interface TeamFirestoreAdapters {
  teamPositions: TeamPositions;
  settlements: SettlementsFeed;
  dayReceipts: DayReceiptsFeed;
}

const fromCacheOf = (snapshot: QuerySnapshot) => snapshot.metadata.fromCache;

export function createTeamFirestoreAdapters(
  db: Firestore,
  collections: Pick<CollectionNames, 'driverShifts' | 'settlements' | 'receipts'>,
): TeamFirestoreAdapters {
  return {
    teamPositions: {
      watch(onNext, onError) {
        return onSnapshot(
          collection(db, collections.driverShifts),
          { includeMetadataChanges: true },
          (snapshot) =>
            onNext({
              shifts: snapshot.docs.map((doc) => parseDriverShift(doc.id, doc.data())),
              fromCache: fromCacheOf(snapshot),
            }),
          (error) => onError(asError(error)),
        );
      },
    },

    settlements: {
      watch(day, onNext, onError) {
        return onSnapshot(
          query(collection(db, collections.settlements), where('day', '==', day)),
          { includeMetadataChanges: true },
          (snapshot) =>
            onNext({
              settlements: snapshot.docs
                .map((doc) => readSettlement(doc.data()))
                .filter((settlement): settlement is Settlement => settlement !== null),
              fromCache: fromCacheOf(snapshot),
            }),
          (error) => onError(asError(error)),
        );
      },
    },

    dayReceipts: {
      watch(window, onNext, onError) {
        const day = query(
          collection(db, collections.receipts),
          where('receipt_type', '==', RECEIPT_TYPE_SALE),
          where('updateTimestamp', '>=', window.start),
          where('updateTimestamp', '<', window.end),
          orderBy('updateTimestamp', 'desc'),
        );
        return onSnapshot(
          day,
          { includeMetadataChanges: true },
          (snapshot) =>
            onNext({
              receipts: snapshot.docs.map((doc) => parseReceipt(doc.id, doc.data())),
              fromCache: fromCacheOf(snapshot),
            }),
          (error) => onError(asError(error)),
        );
      },
    },
  };
}
