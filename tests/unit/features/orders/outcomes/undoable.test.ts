import { describe, expect, it } from 'vitest';
import { undoableChange } from '@/features/orders/outcomes/undoable';
import type { OutboxEntry } from '@/outbox';

const NOW = Date.parse('2026-11-21T12:00:00Z');

function entry(seq: number, fields: Partial<OutboxEntry> = {}): OutboxEntry {
  return {
    seq,
    updateId: `u-${seq}`,
    uid: 'u-dispatcher',
    receiptId: `r-${seq}`,
    dispatchId: 'u-dispatcher',
    status: 'Delivered',
    orderNumber: `10${seq}`,
    updatedAt: NOW - 1000,
    state: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: null,
    sendNotBefore: NOW + 7000,
    holdMs: 8000,
    sentAt: null,
    ...fields,
  };
}

describe('undoableChange: what the undo bar offers', () => {
  it('is the held change, named by status and order number, with the end of its window', () => {
    expect(undoableChange([entry(1)], NOW)).toEqual({
      updateId: 'u-1',
      status: 'Delivered',
      orderNumber: '101',
      until: NOW + 7000,
    });
  });

  it('is the newest of several held changes', () => {
    expect(undoableChange([entry(1), entry(3), entry(2)], NOW)?.updateId).toBe('u-3');
  });

  it('is none once the window is over (the change is sent, or waits for a connection)', () => {
    expect(undoableChange([entry(1, { sendNotBefore: NOW })], NOW)).toBeNull();
    expect(undoableChange([entry(1)], NOW + 7000)).toBeNull();
  });

  it.each<[string, Partial<OutboxEntry>]>([
    ['never held', { sendNotBefore: null }],
    ['stored before holds existed', { sendNotBefore: undefined }],
    ['being sent', { state: 'sending' }],
    ['already sent', { state: 'sent', sentAt: NOW }],
    ['refused', { state: 'failed' }],
    ['already tried once', { attempts: 1 }],
  ])('skips a change %s', (_, fields) => {
    expect(undoableChange([entry(1, fields)], NOW)).toBeNull();
    // ...and offers an older held change instead.
    expect(undoableChange([entry(0), entry(1, fields)], NOW)?.updateId).toBe('u-0');
  });

  it('names a change without an order number by its status alone', () => {
    expect(undoableChange([entry(1, { orderNumber: undefined })], NOW)?.orderNumber).toBeNull();
  });

  it('is none for no entries', () => {
    expect(undoableChange([], NOW)).toBeNull();
  });
});
