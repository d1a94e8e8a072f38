// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deskAssign, type ReceiptData, type TrackingLink } from '@backend/core';
import { NOON, receipt, setup } from './helpers';

// POST /desk/assign in the core over the memory store, with the clock in hand (the contract
// suite, tests/backend/deskAssign.test.ts, runs the same endpoint on both homes).

const PEOPLE = {
  marta: { name: 'Marta Silva', role: 'Manager ' },
  ana: { name: 'Ana Ribeiro', role: 'dispatcher' },
  rui: { name: 'Rui Lopes', role: 'courier' },
  gone: { name: 'Old Driver', active: false },
};

function desk(
  receipts: Record<string, ReceiptData> = { R1: receipt(), R2: receipt({ dispatchId: undefined }) },
) {
  const deps = setup(receipts);
  for (const [uid, data] of Object.entries(PEOPLE)) deps.store.backOfficeUsers.set(uid, data);
  const assign = (body: unknown, uid = 'marta', idempotencyKey?: string) =>
    deskAssign(deps, { uid, body, idempotencyKey });
  return { ...deps, assign };
}

const link = (token: string, uid: string, receiptId = 'R1'): TrackingLink => ({
  token,
  receiptId,
  uid,
  createdAt: NOON - 600_000,
  revokedAt: null,
  expireAt: NOON + 86_400_000,
  etaAt: null,
});

describe('core: POST /desk/assign', () => {
  it('assigns: dispatchId, assignedAt, assignedBy and a newer updateTimestamp', async () => {
    const deps = desk();
    const answer = await deps.assign({
      receiptIds: ['R2', 'R1'],
      dispatchId: 'rui',
      expected: { R1: 'ana', R2: null },
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        results: [
          { receiptId: 'R2', result: 'assigned', dispatchId: 'rui', updateTimestamp: NOON },
          { receiptId: 'R1', result: 'assigned', dispatchId: 'rui', updateTimestamp: NOON },
        ],
      },
    });
    expect(deps.store.receipts.get('R1')).toMatchObject({
      dispatchId: 'rui',
      assignedAt: NOON,
      assignedBy: 'marta',
      updateTimestamp: NOON,
      status: 'Pending',
    });
  });

  it('never moves updateTimestamp back, even when the clock does', async () => {
    const deps = desk({ R1: receipt({ updateTimestamp: NOON + 3_600_000 }), R2: receipt() });
    const answer = await deps.assign({
      receiptIds: ['R1'],
      dispatchId: null,
      expected: { R1: 'ana' },
    });
    expect(answer.body.results).toEqual([
      expect.objectContaining({ result: 'assigned', updateTimestamp: NOON + 3_600_001 }),
    ]);
    expect(deps.store.receipts.get('R1')).toMatchObject({ dispatchId: null });
  });

  it('reads a missing, empty or null dispatcher alike as unassigned', async () => {
    const deps = desk({
      R1: receipt({ dispatchId: '' }),
      R2: receipt({ dispatchId: null }),
      R3: receipt({ dispatchId: undefined }),
    });
    const answer = await deps.assign({
      receiptIds: ['R1', 'R2', 'R3'],
      dispatchId: null,
      expected: { R1: null, R2: null, R3: '' },
    });
    expect((answer.body.results as Array<{ result: string }>).map((r) => r.result)).toEqual([
      'unchanged',
      'unchanged',
      'unchanged',
    ]);
    expect(deps.store.receipts.get('R1')).not.toHaveProperty('assignedBy');
  });

  it('ends the tracking links of everyone but the new dispatcher, once', async () => {
    const deps = desk();
    deps.store.trackingLinks.set('A', link('A', 'ana'));
    deps.store.trackingLinks.set('B', { ...link('B', 'tiago'), revokedAt: NOON - 1000 });
    deps.store.trackingLinks.set('C', link('C', 'rui'));
    deps.store.trackingLinks.set('D', link('D', 'ana', 'R2'));
    await deps.assign({ receiptIds: ['R1'], dispatchId: 'rui', expected: { R1: 'ana' } });
    expect(deps.store.trackingLinks.get('A')?.revokedAt).toBe(NOON);
    expect(deps.store.trackingLinks.get('B')?.revokedAt).toBe(NOON - 1000);
    expect(deps.store.trackingLinks.get('C')?.revokedAt).toBeNull();
    // Another order's link is not touched.
    expect(deps.store.trackingLinks.get('D')?.revokedAt).toBeNull();
  });

  it('takes "Manager " as a manager (the role rule trims and ignores case)', async () => {
    const deps = desk();
    const body = { receiptIds: ['R1'], dispatchId: 'rui', expected: { R1: 'ana' } };
    expect((await deps.assign(body)).status).toBe(200);
  });

  it('refuses a driver, a deactivated target and a manager target, writing nothing', async () => {
    const deps = desk();
    const body = (dispatchId: string | null) => ({
      receiptIds: ['R1'],
      dispatchId,
      expected: { R1: 'ana' },
    });
    expect(await deps.assign(body('rui'), 'ana', 'k1')).toMatchObject({
      status: 403,
      body: { code: 'not-a-manager' },
    });
    for (const target of ['gone', 'marta', 'nobody']) {
      expect(await deps.assign(body(target), 'marta', `k-${target}`)).toMatchObject({
        status: 422,
        body: { code: 'not-a-driver' },
      });
    }
    expect(deps.store.receipts.get('R1')?.dispatchId).toBe('ana');
    // A refusal keeps no key: the same key may be sent again once the refusal is mended.
    expect(deps.store.idempotency.size).toBe(0);
  });

  it('replays a key with its first answer; an expired key applies again', async () => {
    const deps = desk();
    const body = { receiptIds: ['R1'], dispatchId: 'rui', expected: { R1: 'ana' } };
    const first = await deps.assign(body, 'marta', 'k1');
    expect(deps.store.idempotency.get('desk-assign:k1')).toMatchObject({
      state: 'done',
      uid: 'marta',
      receiptIds: ['R1'],
      change: 'assign rui',
    });
    deps.store.receipts.set('R1', receipt({ dispatchId: 'ana' }));
    deps.advance(1000);
    const replay = await deps.assign(body, 'marta', 'k1');
    expect(replay.body).toEqual({ ...first.body, replayed: true });
    expect(deps.store.receipts.get('R1')?.dispatchId).toBe('ana');
    deps.advance(9 * 86_400_000);
    const later = await deps.assign(body, 'marta', 'k1');
    expect(later.body.replayed).toBeUndefined();
    expect(deps.store.receipts.get('R1')?.dispatchId).toBe('rui');
  });

  it('refuses a key sent again with another body or by another manager (409)', async () => {
    const deps = desk();
    deps.store.backOfficeUsers.set('paula', { role: 'manager' });
    const body = { receiptIds: ['R1'], dispatchId: 'rui', expected: { R1: 'ana' } };
    await deps.assign(body, 'marta', 'k1');
    for (const [other, uid] of [
      [{ ...body, dispatchId: null }, 'marta'],
      [body, 'paula'],
    ] as const) {
      expect(await deps.assign(other, uid, 'k1')).toMatchObject({
        status: 409,
        body: { code: 'idempotency-key-reused' },
      });
    }
    expect(deps.store.receipts.get('R1')?.dispatchId).toBe('rui');
  });

  it('refuses an Idempotency-Key that cannot be a key (400)', async () => {
    const deps = desk();
    const body = { receiptIds: ['R1'], dispatchId: 'rui', expected: { R1: 'ana' } };
    for (const key of ['', 'a/b', 'x'.repeat(501)]) {
      expect((await deps.assign(body, 'marta', key)).status).toBe(400);
    }
  });
});
