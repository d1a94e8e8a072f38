// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  deliveryUpdate,
  parseDeliveryUpdate,
  StoreContention,
  type BackendStore,
  type ClaimHolders,
  type ProofResolver,
} from '@backend/core';
import { NOON, receipt, setup, updateBody } from './helpers';

const send = (
  deps: ReturnType<typeof setup> & { proofs?: ProofResolver; claimHolders?: ClaimHolders },
  body: unknown,
  uid = 'ana',
  idempotencyKey?: string,
) => deliveryUpdate(deps, { uid, body, idempotencyKey });

/** The key of updateBody() held by a request that has not applied it (claimed at startedAt). */
function holdClaim(deps: ReturnType<typeof setup>, startedAt: number) {
  const parsed = parseDeliveryUpdate(updateBody());
  if (!parsed.ok) throw new Error('the body should parse');
  deps.store.idempotency.set('u-1', {
    key: 'u-1',
    uid: 'ana',
    fingerprint: canonicalJson(parsed.update),
    state: 'in-progress',
    claimId: 'left',
    startedAt,
    expireAt: deps.now() + 1e9,
    receiptId: 'R1',
    status: 'Delivered',
    answer: null,
  });
}

describe('core: POST /order/deliveryupdate', () => {
  it('applies a change: status, updateTimestamp as server epoch ms, answer 200', async () => {
    const deps = setup();
    const answer = await send(deps, updateBody(), 'ana', 'u-1');
    expect(answer.status).toBe(200);
    expect(deps.store.receipts.get('R1')).toMatchObject({
      status: 'Delivered',
      updateTimestamp: deps.now(),
    });
    expect(deps.store.idempotency.get('u-1')).toMatchObject({ state: 'done', uid: 'ana' });
    expect(deps.store.idempotency.get('u-1')!.expireAt - deps.now()).toBeGreaterThanOrEqual(
      7 * 24 * 3_600_000,
    );
  });

  it('answers the updateTimestamp it wrote, which never goes back when the clock does', async () => {
    const deps = setup();
    const first = await send(deps, updateBody({ status: 'On the Way' }));
    expect(first.body.updateTimestamp).toBe(deps.now());
    deps.advance(-3_600_000); // the server's clock corrected itself by an hour
    const second = await send(deps, updateBody({ status: 'Delivered', updateId: 'u-2' }));
    expect(second.body.updateTimestamp).toBe(deps.now() + 3_600_000 + 1);
    expect(deps.store.receipts.get('R1')!.updateTimestamp).toBe(second.body.updateTimestamp);
    // A receipt stored with a Firestore-like Timestamp is read as its epoch ms.
    const stamped = setup({ R1: receipt({ updateTimestamp: { seconds: NOON / 1000 + 60 } }) });
    const third = await send(stamped, updateBody());
    expect(third.body.updateTimestamp).toBe(NOON + 60_001);
  });

  it('writes the outcome back, and a later change without it removes it', async () => {
    const deps = setup();
    await send(
      deps,
      updateBody({ status: 'Not Delivered', reason: 'Wrong address', note: 'No number 12' }),
    );
    expect(deps.store.receipts.get('R1')).toMatchObject({
      statusReason: 'Wrong address',
      statusNote: 'No number 12',
    });
    await send(deps, updateBody({ updateId: 'u-2', cashCollected: 35.3, previousStatus: 'X' }));
    const stored = deps.store.receipts.get('R1')!;
    expect(stored.cashCollected).toBe(35.3);
    expect(stored).not.toHaveProperty('statusReason');
    expect(stored).not.toHaveProperty('statusNote');
    expect(stored).not.toHaveProperty('previousStatus');
  });

  it('answers a replay 2xx and applies nothing', async () => {
    const deps = setup();
    const first = await send(deps, updateBody());
    deps.store.receipts.set('R1', { ...deps.store.receipts.get('R1')!, status: 'Pending' });
    deps.advance(60_000);
    const again = await send(deps, updateBody());
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ ...first.body, applied: false, replayed: true });
    expect(deps.store.receipts.get('R1')!.status).toBe('Pending');
  });

  it('refuses the same key with another body, or from another user, applying nothing', async () => {
    const deps = setup({ R1: receipt(), R2: receipt({ dispatchId: 'tiago' }) });
    await send(deps, updateBody({ status: 'Picked Up' }));
    const other = await send(deps, updateBody({ status: 'Delivered' }));
    expect(other).toMatchObject({ status: 409, body: { code: 'idempotency-key-reused' } });
    const stranger = await send(
      deps,
      updateBody({ receiptId: 'R2', dispatchId: 'tiago' }),
      'tiago',
    );
    expect(stranger.status).toBe(409);
    expect(deps.store.receipts.get('R1')!.status).toBe('Picked Up');
    expect(deps.store.receipts.get('R2')!.status).toBe('Pending');
  });

  it('answers 409 update-in-progress with Retry-After while the key is being applied', async () => {
    const deps = setup();
    let release!: () => void;
    let resolving!: () => void;
    const applying = new Promise<void>((resolve) => (resolving = resolve));
    const proofs: ProofResolver = {
      resolve: (proof) =>
        new Promise((resolve) => {
          release = () => resolve({ ...proof });
          resolving();
        }),
    };
    const body = updateBody({ proof: { proofId: 'p1', receivedBy: null, takenAt: 1 } });
    const first = send({ ...deps, proofs }, body);
    await applying; // the first request holds the key, resolving its proof
    const retry = await send({ ...deps, proofs }, body);
    expect(retry).toMatchObject({ status: 409, body: { code: 'update-in-progress' } });
    expect(retry.headers?.['Retry-After']).toMatch(/^\d+$/);
    release();
    expect((await first).status).toBe(200);
    expect(deps.store.receipts.get('R1')!.proof).toEqual({
      proofId: 'p1',
      receivedBy: null,
      takenAt: 1,
    });
  });

  it('applies 50 concurrent requests with one key once; the others are 2xx or 409', async () => {
    const deps = setup();
    let writes = 0;
    const counting: BackendStore = {
      ...deps.store,
      kind: 'counting',
      createIdempotency: (record) => deps.store.createIdempotency(record),
      transaction: (work) =>
        deps.store.transaction((tx) =>
          work({
            ...tx,
            updateReceipt: (...args) => {
              writes += 1;
              tx.updateReceipt(...args);
            },
          }),
        ),
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => send({ ...deps, store: counting } as never, updateBody())),
    );
    expect(writes).toBe(1);
    expect(answers.filter((a) => a.status === 200 && a.body.applied === true)).toHaveLength(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
  });

  it('takes over a key whose first request stopped holding it (lease over), not before', async () => {
    const deps = setup();
    const stale = (startedAt: number) => holdClaim(deps, startedAt);
    stale(deps.now() - 10_000);
    expect((await send(deps, updateBody())).status).toBe(409);
    expect(deps.store.receipts.get('R1')!.status).toBe('Pending');
    stale(deps.now() - 10 * 60_000);
    expect((await send(deps, updateBody())).status).toBe(200);
    expect(deps.store.receipts.get('R1')!.status).toBe('Delivered');
  });

  it('takes over a claim from well in the future: the clock went back while it was held', async () => {
    // Found by the shift soak: the demo's server clock is the phone's. A reload mid-send left a
    // claim; the phone clock then went back 10 minutes, and the key answered "in progress" for
    // 12 minutes, holding the driver's whole queue.
    const deps = setup();
    const claimedAt = (startedAt: number) => holdClaim(deps, startedAt);
    // A few seconds ahead (another server's clock a little off): still held.
    claimedAt(deps.now() + 5_000);
    expect((await send(deps, updateBody())).status).toBe(409);
    claimedAt(deps.now() + 10 * 60_000 - 60_000);
    expect((await send(deps, updateBody())).status).toBe(200);
    expect(deps.store.receipts.get('R1')!.status).toBe('Delivered');
  });

  it('takes over a claim within its lease once the home says its holder is gone', async () => {
    const deps = setup();
    holdClaim(deps, deps.now() - 1_000);
    const gone = new Set<string>();
    const held: string[] = [];
    const released: string[] = [];
    const claimHolders = {
      hold: async (claimId: string) => {
        held.push(claimId);
        return () => released.push(claimId);
      },
      isGone: async (claimId: string) => gone.has(claimId),
    };
    const first = await send({ ...deps, claimHolders }, updateBody());
    expect(first.status).toBe(409);
    expect(deps.store.receipts.get('R1')!.status).toBe('Pending');
    gone.add('left');
    const second = await send({ ...deps, claimHolders }, updateBody());
    expect(second.status).toBe(200);
    expect(deps.store.receipts.get('R1')!.status).toBe('Delivered');
    expect(deps.store.idempotency.get('u-1')).toMatchObject({ state: 'done' });
    // Every request held its own claim for its life, and let it go, whatever it answered.
    expect(held).toHaveLength(2);
    expect(released).toEqual(held);
  });

  it('refuses a change in another user’s name (403) and another dispatcher’s receipt (403)', async () => {
    const deps = setup({ R1: receipt({ dispatchId: 'tiago' }) });
    expect((await send(deps, updateBody({ dispatchId: 'tiago' }))).status).toBe(403);
    const answer = await send(deps, updateBody());
    expect(answer.status).toBe(403);
    expect(deps.store.receipts.get('R1')!.status).toBe('Pending');
    // A refusal frees the key: the same change may be sent again once the order is back.
    expect(deps.store.idempotency.has('u-1')).toBe(false);
  });

  it('answers 404 for an unknown receipt and a receipt that is not a sale', async () => {
    const deps = setup({ R1: receipt({ receipt_type: 'REFUND' }) });
    expect((await send(deps, updateBody())).status).toBe(404);
    expect((await send(deps, updateBody({ receiptId: 'nope', updateId: 'u-2' }))).status).toBe(404);
  });

  it('answers 422 for an unknown status, a not-delivered change without a reason or with an unknown one', async () => {
    const deps = setup();
    expect(await send(deps, updateBody({ status: 'Eaten' }))).toMatchObject({
      status: 422,
      body: { message: expect.stringContaining('Eaten') },
    });
    expect((await send(deps, updateBody({ status: 'Not Delivered' }))).status).toBe(422);
    expect(
      (await send(deps, updateBody({ status: 'Not Delivered', reason: 'Felt like it' }))).status,
    ).toBe(422);
    expect(deps.store.receipts.get('R1')!.status).toBe('Pending');
  });

  it('answers 400 for wrong types and a header that is not the updateId', async () => {
    const deps = setup();
    for (const body of [
      null,
      [],
      { updateData: 'x' },
      updateBody({ receiptId: 42 }),
      updateBody({ receiptId: 'a/b' }),
      updateBody({ status: 7 }),
      updateBody({ updatedAt: '1763720583123' }),
      updateBody({ updateId: null }),
      updateBody({ cashCollected: '35' }),
      updateBody({ cashCollected: -1 }),
      updateBody({ note: 12 }),
      updateBody({ proof: { proofId: 'p', receivedBy: 3, takenAt: 1 } }),
    ]) {
      expect((await send(deps, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await send(deps, updateBody(), 'ana', 'other-key')).status).toBe(400);
    expect(deps.store.receipts.get('R1')!.status).toBe('Pending');
  });

  it('records a proof without a photo when no proof storage knows it', async () => {
    const deps = setup();
    await send(deps, updateBody({ proof: { proofId: 'p9', receivedBy: 'Maria', takenAt: 5 } }));
    expect(deps.store.receipts.get('R1')!.proof).toEqual({
      proofId: null,
      receivedBy: 'Maria',
      takenAt: 5,
    });
  });

  it('answers 409 in progress when the claim fights over contention, 503 when applying does', async () => {
    const deps = setup();
    const contended: BackendStore = {
      ...deps.store,
      kind: 'contended',
      createIdempotency: async () => false,
      transaction: () => Promise.reject(new StoreContention()),
    };
    expect((await send({ ...deps, store: contended } as never, updateBody())).status).toBe(409);
    let calls = 0;
    const applyFails: BackendStore = {
      ...deps.store,
      kind: 'apply-fails',
      createIdempotency: (record) => deps.store.createIdempotency(record),
      transaction: (work) => {
        calls += 1;
        return calls === 1 ? Promise.reject(new StoreContention()) : deps.store.transaction(work);
      },
    };
    const answer = await send({ ...deps, store: applyFails } as never, updateBody());
    expect(answer.status).toBe(503);
    // The key was freed: the retry applies it.
    expect(deps.store.idempotency.has('u-1')).toBe(false);
    expect((await send(deps, updateBody())).status).toBe(200);
  });
});
