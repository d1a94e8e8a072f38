import { describe, expect, it } from 'vitest';
import {
  isPushRelayMessage,
  PUSH_RECEIVED_MESSAGE,
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
