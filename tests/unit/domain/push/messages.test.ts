import { describe, expect, it } from 'vitest';
import {
  isPushRelayMessage,
  PUSH_RECEIVED_MESSAGE,
  readShownAnswer,
  SHOW_TEST_NOTIFICATION_MESSAGE,
} from '@/domain/push/messages';

describe('page ⇄ worker messages', () => {
  it('are told apart by type', () => {
    const message = { type: PUSH_RECEIVED_MESSAGE, payload: {} };
    expect(isPushRelayMessage(message, PUSH_RECEIVED_MESSAGE)).toBe(true);
    expect(isPushRelayMessage(message, SHOW_TEST_NOTIFICATION_MESSAGE)).toBe(false);
    expect(isPushRelayMessage({ type: 'SKIP_WAITING' }, PUSH_RECEIVED_MESSAGE)).toBe(false);
    expect(isPushRelayMessage(null, PUSH_RECEIVED_MESSAGE)).toBe(false);
  });
});

describe('the worker’s answer to a test notification', () => {
  it('reads shown, refused with its reason, and nothing else', () => {
    expect(readShownAnswer({ shown: true })).toEqual({ shown: true });
    expect(readShownAnswer({ shown: false, reason: 'No permission' })).toEqual({
      shown: false,
      reason: 'No permission',
    });
    expect(readShownAnswer({ shown: false, reason: 42 })).toEqual({
      shown: false,
      reason: 'no reason given',
    });
    expect(readShownAnswer({ shown: 'yes' })).toBeNull();
    expect(readShownAnswer({ type: 'SKIP_WAITING' })).toBeNull();
    expect(readShownAnswer(null)).toBeNull();
  });
});
