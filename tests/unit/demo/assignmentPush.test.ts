import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoAuth } from '@/demo/adapters/auth';
import { createDemoPush } from '@/demo/adapters/push';
import { DEMO_UIDS } from '@/demo/server/accounts';
import {
  demoAssignmentPush,
  demoPushChannelName,
  readDemoPush,
} from '@/demo/server/assignmentPush';
import { createChangeBus } from '@/demo/server/changes';
import { createDemoDeskApi } from '@/demo/server/deskBackend';
import type { DemoEnvironment } from '@/demo/server/environment';
import { makeDemo, uniqueDbName } from './helpers';

// Push on assignment in demo mode (src/demo/server/assignmentPush.ts): the core's
// pushOnAssignment after the desk's writes, over a BroadcastChannel, and the driver app's demo
// push adapter showing the one addressed to its browser through its service worker.

const open: Array<() => void> = [];
afterEach(() => {
  for (const close of open.splice(0)) close();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

/** Every message on the demo's push channel of `dbName`. */
function heardOn(dbName: string): unknown[] {
  const heard: unknown[] = [];
  const channel = new BroadcastChannel(demoPushChannelName(dbName));
  channel.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
  open.push(() => channel.close());
  return heard;
}

async function deskOver(dbName: string) {
  const { services: phone, clock } = await makeDemo({ dbName, broadcast: true });
  const env: DemoEnvironment = { clock, isOnline: () => true, delay: async () => undefined };
  const auth = createDemoAuth({ env, storage: null, sessionKey: `${dbName}:desk`, latencyMs: 0 });
  const bus = createChangeBus(`${dbName}:changes`, false);
  open.push(
    () => phone.dispose(),
    () => auth.dispose(),
    () => bus.close(),
  );
  const afterWrites = demoAssignmentPush(phone.db, dbName, () => clock.now());
  const desk = createDemoDeskApi({ db: phone.db, bus, auth, env, delayMs: 0, afterWrites });
  await auth.signIn('manager@demo.test', 'demo1234');
  const waiting = (await phone.db.getAll('receipts'))
    .filter((r) => r.data.dispatchId === undefined)
    .map((r) => r.id);
  return { phone, desk, waiting, now: clock.now() };
}

const until = async (check: () => boolean) => {
  await vi.waitFor(() => expect(check()).toBe(true));
};

describe('push on assignment in demo mode', () => {
  it('sends the driver’s registered token the assignment’s message, once assigned', async () => {
    const dbName = uniqueDbName();
    const heard = heardOn(dbName);
    const { phone, desk, waiting, now } = await deskOver(dbName);
    await phone.db.put('pushTokens', {
      uid: DEMO_UIDS.thirdDriver,
      email: 'driver3@demo.test',
      fcmToken: 'demo-fcm-rui',
      updatedAt: now,
    });
    const [id] = waiting;
    await desk.assign(
      { receiptIds: [id], dispatchId: DEMO_UIDS.thirdDriver, expected: { [id]: null } },
      'k1',
    );
    await until(() => heard.length === 1);
    const push = readDemoPush(heard[0]);
    expect(push?.token).toBe('demo-fcm-rui');
    expect(push?.notification.title).toMatch(/^New order #\d+$/);
    expect(push?.data.receiptId).toBe(id);
  });

  it('sends nothing to a driver without a token, nor for an unassignment', async () => {
    const dbName = uniqueDbName();
    const heard = heardOn(dbName);
    const { phone, desk, waiting, now } = await deskOver(dbName);
    const [id, next] = waiting;
    await desk.assign(
      { receiptIds: [id], dispatchId: DEMO_UIDS.thirdDriver, expected: { [id]: null } },
      'k1',
    );
    await desk.assign(
      { receiptIds: [id], dispatchId: null, expected: { [id]: DEMO_UIDS.thirdDriver } },
      'k2',
    );
    // Then an assignment that does push (another driver, with a token): each write's push is
    // looked into in the order of the writes, and the channel keeps the order of its messages,
    // so once this one is heard, anything the two before it sent would have been heard first.
    await phone.db.put('pushTokens', {
      uid: DEMO_UIDS.secondDriver,
      email: 'courier@demo.test',
      fcmToken: 'demo-fcm-courier',
      updatedAt: now,
    });
    await desk.assign(
      { receiptIds: [next], dispatchId: DEMO_UIDS.secondDriver, expected: { [next]: null } },
      'k3',
    );
    await until(() => heard.length > 0);
    expect(heard.map((message) => readDemoPush(message)?.data.receiptId)).toEqual([next]);
    expect(readDemoPush(heard[0])?.token).toBe('demo-fcm-courier');
  });

  it('reads only a push off the channel', () => {
    expect(readDemoPush(null)).toBeNull();
    expect(
      readDemoPush({ token: 't', notification: { title: 1, body: 'b' }, data: {} }),
    ).toBeNull();
    expect(readDemoPush({ token: 't', notification: { title: 'T', body: 'B' } })).toBeNull();
    expect(
      readDemoPush({ token: 't', notification: { title: 'T', body: 'B' }, data: { a: 'x', n: 2 } }),
    ).toEqual({ token: 't', notification: { title: 'T', body: 'B' }, data: { a: 'x' } });
  });
});

describe('the driver app’s demo push adapter', () => {
  function stubWorker(permission: NotificationPermission) {
    // A worker that shows what it is sent and says so on the message's port.
    const worker = {
      postMessage: vi.fn((_message: unknown, [port]: MessagePort[]) =>
        port.postMessage({ shown: true }),
      ),
    };
    const container = Object.assign(new EventTarget(), {
      ready: Promise.resolve({ active: worker }),
    });
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    vi.stubGlobal('Notification', { permission, requestPermission: vi.fn() });
    return worker;
  }

  function send(channelName: string, message: unknown) {
    const channel = new BroadcastChannel(channelName);
    channel.postMessage(message);
    channel.close();
  }

  it('shows the push addressed to its own token, as a push, and no other', async () => {
    const worker = stubWorker('granted');
    const channelName = demoPushChannelName(uniqueDbName());
    const push = createDemoPush(localStorage, channelName);
    const token = await push.getToken();
    const message = {
      notification: { title: 'New order #1027', body: 'Assigned to you.' },
      data: { receiptId: 'r-1' },
    };
    const someoneElses = {
      notification: { title: 'New order #1028', body: 'Assigned to you.' },
      data: { receiptId: 'r-2' },
    };
    send(channelName, { token: 'demo-fcm-someone-else', ...someoneElses });
    send(channelName, { token, ...message });
    // Its own shown: the channel delivers in the order sent, so the other one was handled before.
    await until(() => worker.postMessage.mock.calls.length > 0);
    expect(worker.postMessage.mock.calls.map(([sent]) => sent)).toEqual([
      { type: 'dispatch:show-test-notification', payload: message },
    ]);
  });

  it('shows nothing without the permission to notify', async () => {
    const worker = stubWorker('default');
    const channelName = demoPushChannelName(uniqueDbName());
    const token = localStorage.getItem('dispatch-demo:push-token') ?? 'demo-fcm-mine';
    localStorage.setItem('dispatch-demo:push-token', token);
    createDemoPush(localStorage, channelName);
    // The adapter looks at the permission once a push addressed to it comes, and not before.
    let permissionReads = 0;
    const notification = { requestPermission: vi.fn() };
    Object.defineProperty(notification, 'permission', {
      get: () => {
        permissionReads += 1;
        return 'default';
      },
    });
    vi.stubGlobal('Notification', notification);
    send(channelName, { token, notification: { title: 'T', body: 'B' }, data: {} });
    await until(() => permissionReads > 0);
    // Had it shown the push anyway, the service worker would have had it by now: handing it over
    // takes no more than promises already settled, which run before the next look.
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});
