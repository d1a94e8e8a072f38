import { describe, expect, it } from 'vitest';
import { awaitsFeed, isUnsent, isWaiting, needsAction, type OutboxEntryState } from '@/outbox';
import { computeSnapshot } from '@/outbox/snapshot';
import { entry } from './outboxTestKit';

const STATES: OutboxEntryState[] = ['pending', 'sending', 'failed', 'needs-sign-in', 'sent'];

describe('what each state means on screen', () => {
  it('sorts every state into waiting, needing action, or accepted', () => {
    expect(STATES.filter(isWaiting)).toEqual(['pending', 'sending']);
    expect(STATES.filter(needsAction)).toEqual(['failed', 'needs-sign-in']);
    expect(STATES.filter(awaitsFeed)).toEqual(['pending', 'sending', 'sent']);
  });

  it('isUnsent ignores changes the backend already accepted', () => {
    expect([entry('r1', 'Delivered', 'sent')].some(isUnsent)).toBe(false);
    expect([entry('r1', 'Delivered', 'failed')].some(isUnsent)).toBe(true);
    expect([].some(isUnsent)).toBe(false);
  });

  it('counts waiting, refused and unsent changes for the header and the sign-out question', () => {
    const entries = STATES.map((state, i) => entry(`r${i}`, 'Delivered', state));
    expect(computeSnapshot('alice', true, entries, false)).toEqual({
      uid: 'alice',
      loaded: true,
      entries,
      waitingCount: 2,
      failedCount: 1,
      unsentCount: 4,
      needsSignIn: true,
      online: false,
    });
  });
});
