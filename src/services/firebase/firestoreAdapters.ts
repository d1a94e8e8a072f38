import type { FirebaseApp } from 'firebase/app';
import {
  collection,
  doc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { CollectionNames } from '@/config/constants';
import type { FirebaseConfig } from '@/config/env';
import { parseBackOfficeUser } from '@/domain/backOfficeUser';
import { RECEIPT_TYPE_SALE } from '@/domain/orders';
import { parseOriginAddress } from '@/domain/origin';
import { parseReceipt } from '@/domain/receipt';
import { asError } from '@/platform';
import type {
  BackOfficeUserSnapshot,
  BackOfficeUsers,
  ReceiptFeed,
  UtilitiesSource,
} from '@/services/ports';
import { openFirestore } from './firestore';
import { watchParsed } from './parsedDocs';

// Everything that needs the Firestore SDK lives behind this module, which index.ts imports
// dynamically: the login screen never waits for Firestore.

export interface FirestoreAdapters {
  backOfficeUsers: BackOfficeUsers;
  receipts: ReceiptFeed;
  utilities: UtilitiesSource;
}

/** What a document snapshot says about a back-office record, without the SDK types. */
export function toBackOfficeUserSnapshot(
  uid: string,
  snapshot: { exists: boolean; data: unknown; fromCache: boolean },
): BackOfficeUserSnapshot {
  return {
    user: snapshot.exists ? parseBackOfficeUser(uid, snapshot.data) : null,
    fromCache: snapshot.fromCache,
  };
}

/** The data ports over a Firestore instance (injected, so tests use a local-only instance). */
export function createFirestoreAdapters(
  db: Firestore,
  collections: CollectionNames,
): FirestoreAdapters {
  return {
    backOfficeUsers: {
      watch(uid, onNext, onError) {
        // includeMetadataChanges: a "missing" answer from the cache must be followed by the
        // server's verdict even when the data is the same, because only the server's answer
        // (fromCache === false) may deny access (docs/architecture.md#session).
        return onSnapshot(
          doc(db, collections.backOfficeUsers, uid),
          { includeMetadataChanges: true },
          (snapshot) =>
            onNext(
              toBackOfficeUserSnapshot(uid, {
                exists: snapshot.exists(),
                data: snapshot.data(),
                fromCache: snapshot.metadata.fromCache,
              }),
            ),
          (error) => onError(asError(error)),
        );
      },
    },

    receipts: {
      watch({ dispatchId, since }, onNext, onError) {
        // The query of docs/architecture.md#orders; its composite index: firestore.indexes.json
        // and the dispatchId filter is what the security rules require.
        const todays = query(
          collection(db, collections.receipts),
          where('receipt_type', '==', RECEIPT_TYPE_SALE),
          where('dispatchId', '==', dispatchId),
          where('updateTimestamp', '>=', since),
          orderBy('updateTimestamp', 'desc'),
        );
        // Parsed receipts by id: a snapshot re-parses only the documents that changed, so one
        // status change in a long list costs one parse, not thousands.
        return watchParsed(
          todays,
          parseReceipt,
          (receipts, fromCache) => onNext({ receipts, fromCache }),
          onError,
        );
      },
    },

    utilities: {
      async getOriginAddress() {
        const first = await getDocs(query(collection(db, collections.utilities), limit(1)));
        const record = first.docs[0];
        return record ? parseOriginAddress(record.data()) : null;
      },
    },
  };
}

/** The lazy chunk's entry point: opens Firestore for the app and builds the adapters. */
export function openFirestoreAdapters(app: FirebaseApp, config: FirebaseConfig): FirestoreAdapters {
  const { db } = openFirestore(app, {
    emulatorHost: config.useEmulators ? config.emulatorHosts.firestore : null,
  });
  return createFirestoreAdapters(db, config.collections);
}
