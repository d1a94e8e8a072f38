import { asRecord } from '@/domain/read';
import { pushOnAssignment, type Messaging, type PushMessage } from '@backend/core';
import { createDemoCoreStore, type DemoCoreStoreHooks } from './coreStore';
import type { DemoDb } from './store';

// Push on assignment in demo mode (docs/push.md#demo-mode): the backend core's pushOnAssignment
// (the code Cloud Functions runs on each write of a receipt) run after each demo transaction
// that wrote receipts. There is no FCM: the message goes out on a BroadcastChannel of this
// browser, and the driver app's demo push adapter (src/demo/adapters/push.ts) shows it through
// its service worker when the token is its own — so an order assigned on the desk shows as a
// notification (or, in a visible app, its toast) on the driver app open in another tab.

/** The channel the demo's pushes travel on, beside the change bus (`${dbName}:changes`). */
export function demoPushChannelName(dbName: string): string {
  return `${dbName}:push`;
}

/** A message off the channel, if it is a push: its token, notification and data. */
export function readDemoPush(value: unknown): PushMessage | null {
  const message = asRecord(value);
  const notification = asRecord(message?.notification);
  const data = asRecord(message?.data);
  if (typeof message?.token !== 'string' || notification === null || data === null) return null;
  const { title, body } = notification;
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  const strings = Object.entries(data).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { token: message.token, notification: { title, body }, data: Object.fromEntries(strings) };
}

/** Messaging over the channel: "sent" once posted (a browser has no way to refuse a token). */
function channelMessaging(channelName: string): Messaging {
  return {
    async send(message) {
      if (typeof BroadcastChannel === 'undefined') return 'sent';
      const channel = new BroadcastChannel(channelName);
      try {
        channel.postMessage(message);
      } finally {
        channel.close();
      }
      return 'sent';
    },
  };
}

/**
 * The hooks a demo backend's store takes so its assignments push: each receipt written is
 * offered to pushOnAssignment, which sends only when it became a driver's today. A failure is
 * logged, never the write's: the write has committed, as a trigger runs after it.
 */
export function demoAssignmentPush(
  db: DemoDb,
  dbName: string,
  now: () => number,
): DemoCoreStoreHooks {
  const deps = {
    store: createDemoCoreStore(db),
    messaging: channelMessaging(demoPushChannelName(dbName)),
    now,
  };
  return {
    afterReceiptWrites(writes) {
      for (const write of writes) {
        pushOnAssignment(deps, write).catch((error: unknown) => {
          console.warn('The demo could not send the push for an assignment', error);
        });
      }
    },
  };
}
