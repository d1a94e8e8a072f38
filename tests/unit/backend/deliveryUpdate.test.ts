// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { NOON, receipt, sendUpdate, setup, updateBody } from './helpers';

describe('core: POST /order/deliveryupdate', () => {
  it('applies a change: status, updateTimestamp as server epoch ms, answer 200', async () => {
    const deps = setup();
    const answer = await sendUpdate(deps, updateBody(), 'ana', 'u-1');
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
    const first = await sendUpdate(deps, updateBody({ status: 'On the Way' }));
    expect(first.body.updateTimestamp).toBe(deps.now());
    deps.advance(-3_600_000); // the server's clock corrected itself by an hour
    const second = await sendUpdate(deps, updateBody({ status: 'Delivered', updateId: 'u-2' }));
    expect(second.body.updateTimestamp).toBe(deps.now() + 3_600_000 + 1);
    expect(deps.store.receipts.get('R1')!.updateTimestamp).toBe(second.body.updateTimestamp);
    // A receipt stored with a Firestore-like Timestamp is read as its epoch ms.
    const stamped = setup({ R1: receipt({ updateTimestamp: { seconds: NOON / 1000 + 60 } }) });
    const third = await sendUpdate(stamped, updateBody());
    expect(third.body.updateTimestamp).toBe(NOON + 60_001);
  });

  it('writes the outcome back, and a later change without it removes it', async () => {
    const deps = setup();
    await sendUpdate(
      deps,
      updateBody({ status: 'Not Delivered', reason: 'Wrong address', note: 'No number 12' }),
    );
    expect(deps.store.receipts.get('R1')).toMatchObject({
      statusReason: 'Wrong address',
      statusNote: 'No number 12',
    });
    await sendUpdate(
      deps,
      updateBody({ updateId: 'u-2', cashCollected: 35.3, previousStatus: 'X' }),
    );
    const stored = deps.store.receipts.get('R1')!;
    expect(stored.cashCollected).toBe(35.3);
    expect(stored).not.toHaveProperty('statusReason');
    expect(stored).not.toHaveProperty('statusNote');
    expect(stored).not.toHaveProperty('previousStatus');
  });

  it('answers a replay 2xx and applies nothing', async () => {
    const deps = setup();
    const first = await sendUpdate(deps, updateBody());
    deps.store.receipts.set('R1', { ...deps.store.receipts.get('R1')!, status: 'Pending' });
    deps.advance(60_000);
    const again = await sendUpdate(deps, updateBody());
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ ...first.body, applied: false, replayed: true });
    expect(deps.store.receipts.get('R1')!.status).toBe('Pending');
  });

  it('refuses the same key with another body, or from another user, applying nothing', async () => {
    const deps = setup({ R1: receipt(), R2: receipt({ dispatchId: 'tiago' }) });
    await sendUpdate(deps, updateBody({ status: 'Picked Up' }));
    const other = await sendUpdate(deps, updateBody({ status: 'Delivered' }));
    expect(other).toMatchObject({ status: 409, body: { code: 'idempotency-key-reused' } });
    const stranger = await sendUpdate(
      deps,
      updateBody({ receiptId: 'R2', dispatchId: 'tiago' }),
      'tiago',
    );
    expect(stranger.status).toBe(409);
    expect(deps.store.receipts.get('R1')!.status).toBe('Picked Up');
    expect(deps.store.receipts.get('R2')!.status).toBe('Pending');
  });

  it('refuses a change in another user’s name (403) and another dispatcher’s receipt (403)', async () => {
    const deps = setup({ R1: receipt({ dispatchId: 'tiago' }) });
    expect((await sendUpdate(deps, updateBody({ dispatchId: 'tiago' }))).status).toBe(403);
    const answer = await sendUpdate(deps, updateBody());
    expect(answer.status).toBe(403);
    expect(deps.store.receipts.get('R1')!.status).toBe('Pending');
    // A refusal frees the key: the same change may be sent again once the order is back.
    expect(deps.store.idempotency.has('u-1')).toBe(false);
  });

  it('answers 404 for an unknown receipt and a receipt that is not a sale', async () => {
    const deps = setup({ R1: receipt({ receipt_type: 'REFUND' }) });
    expect((await sendUpdate(deps, updateBody())).status).toBe(404);
    expect(
      (await sendUpdate(deps, updateBody({ receiptId: 'nope', updateId: 'u-2' }))).status,
    ).toBe(404);
  });

  it('answers 422 for an unknown status, a not-delivered change without a reason or with an unknown one', async () => {
    const deps = setup();
    expect(await sendUpdate(deps, updateBody({ status: 'Eaten' }))).toMatchObject({
      status: 422,
      body: { message: expect.stringContaining('Eaten') },
    });
    expect((await sendUpdate(deps, updateBody({ status: 'Not Delivered' }))).status).toBe(422);
    expect(
      (await sendUpdate(deps, updateBody({ status: 'Not Delivered', reason: 'Felt like it' })))
        .status,
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
      expect((await sendUpdate(deps, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await sendUpdate(deps, updateBody(), 'ana', 'other-key')).status).toBe(400);
    expect(deps.store.receipts.get('R1')!.status).toBe('Pending');
  });

  it('records a proof without a photo when no proof storage knows it', async () => {
    const deps = setup();
    await sendUpdate(
      deps,
      updateBody({ proof: { proofId: 'p9', receivedBy: 'Maria', takenAt: 5 } }),
    );
    expect(deps.store.receipts.get('R1')!.proof).toEqual({
      proofId: null,
      receivedBy: 'Maria',
      takenAt: 5,
    });
  });
});
