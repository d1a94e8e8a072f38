import {
  collection,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import type { CollectionNames } from '@/config/constants';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { parseReceipt } from '@/domain/receipt';
import { parseDriverShift } from '@/domain/shift/driverShift';
import { readSettlement } from '@/domain/shift/settlement';
import { asError, type Unsubscribe } from '@/platform';
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

/** A realtime query, each document read by `read` (null: left out), with `fromCache`. */
function listen<T>(
  source: Query,
  read: (doc: QueryDocumentSnapshot) => T | null,
  onNext: (items: T[], fromCache: boolean) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    source,
    { includeMetadataChanges: true },
    (snapshot) =>
      onNext(
        snapshot.docs.map(read).filter((item): item is T => item !== null),
        snapshot.metadata.fromCache,
      ),
    (error) => onError(asError(error)),
  );
}

export function createTeamFirestoreAdapters(
  db: Firestore,
  collections: Pick<CollectionNames, 'driverShifts' | 'settlements' | 'receipts'>,
): TeamFirestoreAdapters {
  return {
    teamPositions: {
      watch: (onNext, onError) =>
        listen(
          collection(db, collections.driverShifts),
          (doc) => parseDriverShift(doc.id, doc.data()),
          (shifts, fromCache) => onNext({ shifts, fromCache }),
          onError,
        ),
    },
    settlements: {
      watch: (day, onNext, onError) =>
        listen(
          query(collection(db, collections.settlements), where('day', '==', day)),
          (doc) => readSettlement(doc.data()),
          (settlements, fromCache) => onNext({ settlements, fromCache }),
          onError,
        ),
    },
    dayReceipts: {
      watch: (window, onNext, onError) =>
        listen(
          query(
            collection(db, collections.receipts),
            where('receipt_type', '==', RECEIPT_TYPE_SALE),
            where('updateTimestamp', '>=', window.start),
            where('updateTimestamp', '<', window.end),
            orderBy('updateTimestamp', 'desc'),
          ),
          (doc) => parseReceipt(doc.id, doc.data()),
          (receipts, fromCache) => onNext({ receipts, fromCache }),
          onError,
        ),
    },
  };
}
