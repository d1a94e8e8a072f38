// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  canonicalJson,
  parseDeliveryUpdate,
  StoreContention,
  type BackendStore,
  type ProofResolver,
} from '@backend/core';
import { inProgressKey, sendUpdate, setup, updateBody } from './helpers';

/** The key of updateBody() held by a request that has not applied it (claimed at startedAt). */
function holdClaim(deps: ReturnType<typeof setup>, startedAt: number) {
  const parsed = parseDeliveryUpdate(updateBody());
  if (!parsed.ok) throw new Error('the body should parse');
  const fingerprint = canonicalJson(parsed.update);
  deps.store.idempotency.set(
    'u-1',
    inProgressKey({ key: 'u-1', fingerprint, startedAt, expireAt: deps.now() + 1e9 }),
  );
}

// A status change's requests that meet: its key while it is being applied, fifty requests with
// one key at once, a claim taken over from a request that stopped, and store contention while
// claiming or applying. The endpoint's answers otherwise: deliveryUpdate.test.ts; how a key is
// claimed in each home: deliveryUpdateClaim.test.ts.
describe('core: POST /order/deliveryupdate, requests that meet', () => {
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
    const first = sendUpdate({ ...deps, proofs }, body);
    await applying; // the first request holds the key, resolving its proof
    const retry = await sendUpdate({ ...deps, proofs }, body);
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
      Array.from({ length: 50 }, () =>
        sendUpdate({ ...deps, store: counting } as never, updateBody()),
      ),
    );
    expect(writes).toBe(1);
    expect(answers.filter((a) => a.status === 200 && a.body.applied === true)).toHaveLength(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
  });

  it('takes over a key whose first request stopped holding it (lease over), not before', async () => {
    const deps = setup();
    const stale = (startedAt: number) => holdClaim(deps, startedAt);
    stale(deps.now() - 10_000);
    expect((await sendUpdate(deps, updateBody())).status).toBe(409);
    expect(deps.store.receipts.get('R1')!.status).toBe('Pending');
    stale(deps.now() - 10 * 60_000);
    expect((await sendUpdate(deps, updateBody())).status).toBe(200);
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
    expect((await sendUpdate(deps, updateBody())).status).toBe(409);
    claimedAt(deps.now() + 10 * 60_000 - 60_000);
    expect((await sendUpdate(deps, updateBody())).status).toBe(200);
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
    const first = await sendUpdate({ ...deps, claimHolders }, updateBody());
    expect(first.status).toBe(409);
    expect(deps.store.receipts.get('R1')!.status).toBe('Pending');
    gone.add('left');
    const second = await sendUpdate({ ...deps, claimHolders }, updateBody());
    expect(second.status).toBe(200);
    expect(deps.store.receipts.get('R1')!.status).toBe('Delivered');
    expect(deps.store.idempotency.get('u-1')).toMatchObject({ state: 'done' });
    // Every request held its own claim for its life, and let it go, whatever it answered.
    expect(held).toHaveLength(2);
    expect(released).toEqual(held);
  });

  it('answers 409 in progress when the claim fights over contention, 503 when applying does', async () => {
    const deps = setup();
    const contended: BackendStore = {
      ...deps.store,
      kind: 'contended',
      createIdempotency: async () => false,
      transaction: () => Promise.reject(new StoreContention()),
    };
    expect((await sendUpdate({ ...deps, store: contended } as never, updateBody())).status).toBe(
      409,
    );
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
    const answer = await sendUpdate({ ...deps, store: applyFails } as never, updateBody());
    expect(answer.status).toBe(503);
    // The key was freed: the retry applies it.
    expect(deps.store.idempotency.has('u-1')).toBe(false);
    expect((await sendUpdate(deps, updateBody())).status).toBe(200);
  });
});
