import { getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { FirebaseConfig } from '@/config/env';
import type { DeskServices } from '@/services/deskPorts';
import { systemClock } from '@/services/ports';
import { createAuthGateway } from './auth';
import { createLazyHttpDeskApi, createLazyHttpOrdersInApi } from './deskApi';
import type { DeskFirestoreAdapters } from './deskFirestore';
import { once, subscribeWhenLoaded } from './lazyAdapters';
import { openAuth } from './openAuth';
import { createLazyHttpTeamApi } from './teamApi';

// The desk's adapters for Firebase mode (docs/desk.md#firebase). The desk is its own Firebase
// app instance, named DESK_FIREBASE_APP: its Auth session (and Firestore cache) are kept apart
// from the driver app's default app, so one browser can have the desk open as a manager and the
// driver app as a driver. Firestore is a chunk of its own, loaded on the first subscription.

export const DESK_FIREBASE_APP = 'dispatch-desk';

// One set per configuration: React's StrictMode (and any retry) may start twice, and Firebase
// refuses to initialise an app, Auth or Firestore a second time.
const servicesByConfig = new WeakMap<FirebaseConfig, DeskServices>();

function deskApp(config: FirebaseConfig): FirebaseApp {
  return (
    getApps().find((app) => app.name === DESK_FIREBASE_APP) ??
    initializeApp(config.firebase, DESK_FIREBASE_APP)
  );
}

export function createFirebaseDeskServices(config: FirebaseConfig): DeskServices {
  let services = servicesByConfig.get(config);
  if (services === undefined) {
    services = buildDeskServices(config);
    servicesByConfig.set(config, services);
  }
  return services;
}

function buildDeskServices(config: FirebaseConfig): DeskServices {
  const app = deskApp(config);
  const auth = createAuthGateway(
    openAuth(app, config.useEmulators ? config.emulatorHosts.auth : null),
  );
  const load = once(async (): Promise<DeskFirestoreAdapters> =>
    (await import('./deskFirestore')).openDeskFirestore(app, config),
  );
  return {
    mode: 'firebase',
    auth,
    backOfficeUsers: {
      watch: (uid, onNext, onError) =>
        subscribeWhenLoaded(load, (a) => a.backOfficeUsers.watch(uid, onNext, onError), onError),
    },
    team: {
      watch: (onNext, onError) =>
        subscribeWhenLoaded(load, (a) => a.team.watch(onNext, onError), onError),
    },
    board: {
      watch: (since, onNext, onError) =>
        subscribeWhenLoaded(load, (a) => a.board.watch(since, onNext, onError), onError),
    },
    deskApi: createLazyHttpDeskApi(config.backendUrl, auth),
    ordersIn: createLazyHttpOrdersInApi(config.backendUrl, auth),
    teamApi: createLazyHttpTeamApi(config.backendUrl, auth),
    teamPositions: {
      watch: (onNext, onError) =>
        subscribeWhenLoaded(load, (a) => a.teamPositions.watch(onNext, onError), onError),
    },
    settlements: {
      watch: (day, onNext, onError) =>
        subscribeWhenLoaded(load, (a) => a.settlements.watch(day, onNext, onError), onError),
    },
    dayReceipts: {
      watch: (window, onNext, onError) =>
        subscribeWhenLoaded(load, (a) => a.dayReceipts.watch(window, onNext, onError), onError),
    },
    clock: systemClock,
    currency: config.currency,
    sampleData: null,
  };
}
