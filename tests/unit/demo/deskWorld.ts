import { afterEach } from 'vitest';
import type { DemoServices } from '@/demo/adapters';
import { createDemoAuth } from '@/demo/adapters/auth';
import { createChangeBus, type BusChange } from '@/demo/server/changes';
import { createDemoDeskApi } from '@/demo/server/deskBackend';
import type { DemoEnvironment } from '@/demo/server/environment';
import { createDemoOrdersInApi } from '@/demo/server/ordersInBackend';
import { createDemoTeamApi } from '@/demo/server/teamBackend';
import { startOfLocalDay } from '@/domain/day';
import type { ReceiptsSnapshot } from '@/services/ports';
import { AFTERNOON, makeDemo, recorder, uniqueDbName } from './helpers';

// The desk's demo backends' world (deskBackend.test.ts, ordersInBackend.test.ts,
// teamBackend.test.ts): a driver app
// tab and a desk tab over the same database, the desk signed in apart, every write it announces
// recorded. Call at a test file's top; what it opens is closed after each test.

export function deskWorld() {
  const open: Array<{ dispose(): void }> = [];
  afterEach(() => {
    for (const item of open.splice(0)) item.dispose();
    localStorage.clear();
  });

  /** A driver app tab (its own services) and a desk tab over the same database. */
  async function deskAndPhone() {
    const dbName = uniqueDbName();
    const { services: phone, clock } = await makeDemo({ dbName, broadcast: true });
    open.push(phone);
    let online = true;
    const env: DemoEnvironment = { clock, isOnline: () => online, delay: async () => undefined };
    // The desk's own session, apart from the driver app's.
    const auth = createDemoAuth({ env, storage: null, sessionKey: `${dbName}:desk`, latencyMs: 0 });
    const bus = createChangeBus(`${dbName}:changes`, true);
    const announced: BusChange[] = [];
    bus.subscribe((change) => announced.push(change));
    open.push(auth, { dispose: () => bus.close() });
    const options = { db: phone.db, bus, auth, env, delayMs: 0 };
    const desk = createDemoDeskApi(options);
    const ordersIn = createDemoOrdersInApi(options);
    const team = createDemoTeamApi({ ...options, notDeliveredStatus: 'Not Delivered' });
    const waiting = (await phone.db.getAll('receipts'))
      .filter((r) => r.data.dispatchId === undefined)
      .map((r) => r.id);
    return {
      phone,
      auth,
      desk,
      ordersIn,
      team,
      bus,
      env,
      announced,
      waiting,
      goOffline: () => {
        online = false;
      },
    };
  }

  function watchAs(phone: DemoServices, dispatchId: string) {
    const feed = recorder<ReceiptsSnapshot>();
    const stop = phone.receipts.watch(
      { dispatchId, since: startOfLocalDay(AFTERNOON) },
      feed.onNext,
      feed.onError,
    );
    open.push({ dispose: stop });
    return feed;
  }

  return { deskAndPhone, watchAs };
}
