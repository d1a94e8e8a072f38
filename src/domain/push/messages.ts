import { asRecord } from '@/domain/read';

// The messages the page and the service worker exchange about push.

/** Worker → page: a push arrived while a window of the app was visible (show a toast). */
export const PUSH_RECEIVED_MESSAGE = 'dispatch:push-received';
/**
 * Page → worker (no push service behind the app): show this payload exactly as a push would be
 * shown, and answer on the message's port (ShownAnswer) once the browser has shown it or refused.
 */
export const SHOW_TEST_NOTIFICATION_MESSAGE = 'dispatch:show-test-notification';

export interface PushRelayMessage {
  type: typeof PUSH_RECEIVED_MESSAGE | typeof SHOW_TEST_NOTIFICATION_MESSAGE;
  payload: unknown;
}

export function isPushRelayMessage(
  data: unknown,
  type: PushRelayMessage['type'],
): data is PushRelayMessage {
  return asRecord(data)?.type === type;
}

/** Worker → page, on the port of a SHOW_TEST_NOTIFICATION_MESSAGE: how the display went. */
export type ShownAnswer = { shown: true } | { shown: false; reason: string };

/** The worker's answer, or null for anything else. */
export function readShownAnswer(data: unknown): ShownAnswer | null {
  const fields = asRecord(data);
  if (fields?.shown === true) return { shown: true };
  if (fields?.shown !== false) return null;
  return {
    shown: false,
    reason: typeof fields.reason === 'string' ? fields.reason : 'no reason given',
  };
}
