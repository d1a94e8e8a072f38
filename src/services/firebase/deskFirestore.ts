import type { FirebaseApp } from 'firebase/app';
import { collection, orderBy, query, where, type Firestore } from 'firebase/firestore';
import type { CollectionNames } from '@/config/constants';
import type { FirebaseConfig } from '@/config/env';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { parseReceipt } from '@/domain/receipt';
import type { BoardFeed, TeamSource } from '@/services/deskPorts';
import type { BackOfficeUsers } from '@/services/ports';
import { openFirestore } from './firestore';
import { createFirestoreAdapters } from './firestoreAdapters';
import { watchParsed } from './parsedDocs';
import { createTeamFirestoreAdapters, type TeamFirestoreAdapters } from './teamFirestore';

// The desk's reads over Firestore (docs/desk.md#firebase), behind a chunk of their own that
// desk.ts imports once signed in: the manager's own record, the whole team and today's SALE
// receipts of every dispatcher. firestore.rules lets a manager read them; the board's query
// has its composite index in firestore.indexes.json.

export interface DeskFirestoreAdapters extends TeamFirestoreAdapters {
  backOfficeUsers: BackOfficeUsers;
  team: TeamSource;
  board: BoardFeed;
}

export function createDeskFirestoreAdapters(
  db: Firestore,
  collections: CollectionNames,
): DeskFirestoreAdapters {
  return {
    backOfficeUsers: createFirestoreAdapters(db, collections).backOfficeUsers,
    // Who is on shift and where, the day's settlements and any day's receipts (issue 42's team).
    ...createTeamFirestoreAdapters(db, collections),

    team: {
      watch(onNext, onError) {
        return watchParsed(
          collection(db, collections.backOfficeUsers),
          parseBackOfficeUser,
          (users, fromCache) => onNext({ users, fromCache }),
          onError,
        );
      },
    },

    board: {
      watch(since, onNext, onError) {
        // Today's sales of every dispatcher and of none (docs/desk.md#firebase).
        const todays = query(
          collection(db, collections.receipts),
          where('receipt_type', '==', RECEIPT_TYPE_SALE),
          where('updateTimestamp', '>=', since),
          orderBy('updateTimestamp', 'desc'),
        );
        return watchParsed(
          todays,
          parseReceipt,
          (receipts, fromCache) => onNext({ receipts, fromCache }),
          onError,
        );
      },
    },
  };
}

/** The lazy chunk's entry point: Firestore for the desk's own Firebase app, and its adapters. */
export function openDeskFirestore(app: FirebaseApp, config: FirebaseConfig): DeskFirestoreAdapters {
  const { db } = openFirestore(app, {
    emulatorHost: config.useEmulators ? config.emulatorHosts.firestore : null,
  });
  return createDeskFirestoreAdapters(db, config.collections);
}
