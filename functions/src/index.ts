import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import {
  pushOnAssignment as pushOnAssignmentCore,
  type BackendStore,
  type HttpDeps,
} from '@backend/core';
import { createFirebaseAccounts } from './accounts';
import { createApiHandler } from './api';
import { createFirestoreStore } from './firestoreStore';
import { createLoggingMessaging, createMessaging } from './messaging';
import { API_TIMEOUT_SECONDS, backendCollections, CLAIM_LEASE_MS, readSettings } from './settings';
import { chooseStore, createStore } from './store';
import { inUsageScope, withStoreUsage } from './storeUsage';

// Dispatch's backend on Cloud Functions (2nd gen): `api` serves the contract's endpoints
// (also under /api/** through the Hosting rewrite), `pushOnAssignment` sends the push when an
// order becomes a dispatcher's. docs/deploy.md.

const settings = readSettings(process.env);
const names = backendCollections(settings.collectionPrefix);
// Checked at load: a deploy with the emulator-only store set fails here, not on a request.
chooseStore(process.env);

initializeApp();

let store: BackendStore | null = null;
const theStore = () =>
  (store ??= withStoreUsage(
    createStore(process.env, () => createFirestoreStore(getFirestore(), names)),
    process.env,
  ));

let httpDeps: HttpDeps | null = null;
const deps = (): HttpDeps =>
  (httpDeps ??= {
    config: {
      deliveryStatuses: settings.deliveryStatuses,
      notDeliveredStatus: settings.notDeliveredStatus,
      notDeliveredReasons: settings.notDeliveredReasons,
      ...settings.tracking,
      now: () => Date.now(),
      newId: () => crypto.randomUUID(),
      claimLeaseMs: CLAIM_LEASE_MS,
      currency: settings.currency,
      intakeRateLimit: settings.intakeRateLimit,
      timeZone: settings.timeZone,
    },
    store: theStore(),
    accounts: createFirebaseAccounts(getAuth),
    verifier: {
      verify: async (idToken) => {
        try {
          // checkRevoked: a deactivated driver's session ends at once (accounts.ts), not when
          // their token expires within the hour.
          const decoded = await getAuth().verifyIdToken(idToken, true);
          return { uid: decoded.uid };
        } catch (error) {
          // The reason only (expired, wrong project…), never the token.
          logger.info('ID token refused', { code: (error as { code?: unknown }).code });
          return null;
        }
      },
    },
    allowedOrigins: settings.allowedOrigins,
    logError: (message, error) => logger.error(message, error),
  });

export const api = onRequest(
  {
    region: settings.region,
    // CORS is the core's (the contract's exact headers), not the framework's.
    cors: false,
    timeoutSeconds: API_TIMEOUT_SECONDS,
    memory: '256MiB',
    maxInstances: 10,
    concurrency: 80,
  },
  createApiHandler(deps, inUsageScope),
);

export const pushOnAssignment = onDocumentWritten(
  { document: `${names.receipts}/{receiptId}`, region: settings.region },
  async (event) => {
    const change = event.data;
    if (!change) return;
    const outcome = await inUsageScope('pushOnAssignment', () =>
      pushOnAssignmentCore(
        {
          store: theStore(),
          messaging: settings.emulator
            ? createLoggingMessaging((message, data) => logger.info(message, data))
            : createMessaging(getMessaging),
          now: () => Date.now(),
        },
        {
          receiptId: event.params.receiptId,
          before: change.before.exists ? (change.before.data() ?? null) : null,
          after: change.after.exists ? (change.after.data() ?? null) : null,
        },
      ),
    );
    if (outcome.kind !== 'not-an-assignment') {
      logger.info('push on assignment', {
        receiptId: event.params.receiptId,
        outcome: outcome.kind,
      });
    }
  },
);
