// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePushMessage, readPushVersion } from '@/domain/push/wire';
import { assignedTo, pushOnAssignment, type Messaging, type PushMessage } from '@backend/core';
import { NOON, receipt, setup } from './helpers';

const YESTERDAY = NOON - 24 * 3_600_000;

describe('core: push on assignment', () => {
  it('decides who a change assigns an order to', () => {
    expect(assignedTo(null, receipt(), NOON)).toBe('ana');
    expect(assignedTo(receipt({ dispatchId: 'tiago' }), receipt(), NOON)).toBe('ana');
    expect(assignedTo(receipt(), receipt({ status: 'Delivered' }), NOON)).toBeNull();
    expect(assignedTo(receipt(), null, NOON)).toBeNull();
    expect(assignedTo(null, receipt({ dispatchId: '' }), NOON)).toBeNull();
    expect(assignedTo(null, receipt({ receipt_type: 'REFUND' }), NOON)).toBeNull();
    expect(assignedTo(null, receipt({ updateTimestamp: YESTERDAY }), NOON)).toBeNull();
    expect(assignedTo(null, receipt({ updateTimestamp: 'today' }), NOON)).toBeNull();
  });

  function messaging(result: 'sent' | 'unregistered') {
    const sent: PushMessage[] = [];
    const port: Messaging = {
      send: async (message) => {
        sent.push(message);
        return result;
      },
    };
    return { port, sent };
  }

  it('sends the dispatcher’s token a message the app’s service worker reads', async () => {
    const deps = setup();
    deps.store.tokens.set('ana', { uid: 'ana', email: null, fcmToken: 'tok', updatedAt: 1 });
    const { port, sent } = messaging('sent');
    const outcome = await pushOnAssignment(
      { store: deps.store, messaging: port, now: deps.now },
      { receiptId: 'R1', before: null, after: receipt() },
    );
    expect(outcome.kind).toBe('sent');
    expect(sent).toEqual([
      {
        token: 'tok',
        notification: { title: 'New order #1042', body: 'Assigned to you. Tap to open it.' },
        data: { receiptId: 'R1', orderNumber: '1042', updateTimestamp: String(NOON - 60_000) },
      },
    ]);
    for (const value of Object.values(sent[0].data)) expect(typeof value).toBe('string');
    expect(parsePushMessage(sent[0])).toEqual({
      title: 'New order #1042',
      body: 'Assigned to you. Tap to open it.',
      receiptId: 'R1',
      link: null,
    });
    // The receipt's version, which the worker compares (pushes may arrive out of order).
    expect(readPushVersion(sent[0])).toEqual({ receiptId: 'R1', updateTimestamp: NOON - 60_000 });
  });

  it('sends nothing without a token, or for a forgotten one', async () => {
    const deps = setup();
    const { port, sent } = messaging('sent');
    const push = () =>
      pushOnAssignment(
        { store: deps.store, messaging: port, now: deps.now },
        { receiptId: 'R1', before: null, after: receipt() },
      );
    expect((await push()).kind).toBe('no-token');
    deps.store.tokens.set('ana', { uid: 'ana', email: null, fcmToken: null, updatedAt: 1 });
    expect((await push()).kind).toBe('no-token');
    expect(sent).toEqual([]);
  });

  it('forgets a token FCM calls unregistered', async () => {
    const deps = setup();
    deps.store.tokens.set('ana', { uid: 'ana', email: null, fcmToken: 'old', updatedAt: 1 });
    const { port } = messaging('unregistered');
    const outcome = await pushOnAssignment(
      { store: deps.store, messaging: port, now: deps.now },
      { receiptId: 'R1', before: null, after: receipt({ orderNumber: undefined }) },
    );
    expect(outcome.kind).toBe('token-removed');
    expect(deps.store.tokens.get('ana')!.fcmToken).toBeNull();
  });
});
