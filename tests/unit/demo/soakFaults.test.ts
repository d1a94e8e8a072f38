import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SOAK_FAULTS_KEY,
  SOAK_LOG_KEY,
  withSoakFaults,
  type SoakLog,
} from '@/demo/server/soakFaults';
import type { DemoDb } from '@/demo/server/store';
import { DispatchApiError, type DeliveryUpdate, type DispatchApi } from '@/services/ports';

// The shift soak's fault switches (bench builds only): a failing call never reaches the
// backend; a lost answer comes after the backend applied; retries and first applies are logged.

const update: DeliveryUpdate = {
  receiptId: 'r-1',
  status: 'Delivered',
  dispatchId: 'u-1',
  updatedAt: 1,
  updateId: 'key-1',
};

/** The backend's idempotency records by key: 'in-progress' while a claim is held, then 'done'. */
function setUp(records = new Map<string, 'in-progress' | 'done'>()) {
  const api: DispatchApi = {
    deliveryUpdate: vi.fn(async (u: DeliveryUpdate) => {
      records.set(u.updateId, 'done');
      return { updateTimestamp: u.updatedAt };
    }),
    tokenUpdate: vi.fn(async () => undefined),
    uploadProof: vi.fn(async () => ({ proofId: 'p', photoUrl: null }) as never),
  };
  const db = {
    get: async (_store: string, key: string) => {
      const state = records.get(key);
      return state === undefined ? undefined : { updateId: key, state };
    },
  } as unknown as DemoDb;
  return { api, faulty: withSoakFaults(api, db) };
}

const log = () => JSON.parse(localStorage.getItem(SOAK_LOG_KEY) ?? 'null') as SoakLog;
const faults = (value: object) => localStorage.setItem(SOAK_FAULTS_KEY, JSON.stringify(value));

afterEach(() => localStorage.clear());

describe('the soak fault switches', () => {
  it('a failing call never reaches the backend', async () => {
    const { api, faulty } = setUp();
    faults({ failRate: 1 });
    await expect(faulty.deliveryUpdate(update)).rejects.toBeInstanceOf(DispatchApiError);
    expect(api.deliveryUpdate).not.toHaveBeenCalled();
    expect(log()).toMatchObject({ calls: 1, failed: 1, applied: [] });
  });

  it('a lost answer comes after the backend applied; the retry is logged, applied once', async () => {
    const { api, faulty } = setUp();
    faults({ loseRate: 1 });
    await expect(faulty.deliveryUpdate(update)).rejects.toMatchObject({ kind: 'offline' });
    faults({});
    await faulty.deliveryUpdate(update);
    expect(api.deliveryUpdate).toHaveBeenCalledTimes(2);
    expect(log()).toMatchObject({ calls: 2, retries: 1, lost: 1 });
    expect(log().applied).toEqual([{ updateId: 'key-1', receiptId: 'r-1', status: 'Delivered' }]);
  });

  it('a claim left unfinished by a reload mid-send is not an apply: the retry that takes it over is', async () => {
    const { faulty } = setUp(new Map([['key-1', 'in-progress']]));
    await faulty.deliveryUpdate(update);
    expect(log().applied).toEqual([{ updateId: 'key-1', receiptId: 'r-1', status: 'Delivered' }]);
  });

  it('the poison order: every change of that order answers 500, the others go through', async () => {
    const { api, faulty } = setUp();
    faults({ poisonReceiptId: 'r-1' });
    const poisoned = await faulty.deliveryUpdate(update).catch((error: unknown) => error);
    expect(poisoned).toMatchObject({ kind: 'server', status: 500 });
    expect(api.deliveryUpdate).not.toHaveBeenCalled();
    await faulty.deliveryUpdate({ ...update, receiptId: 'r-2', updateId: 'key-2' });
    expect(api.deliveryUpdate).toHaveBeenCalledTimes(1);
    expect(log()).toMatchObject({ calls: 2, poisoned: 1 });
    expect(log().applied).toEqual([{ updateId: 'key-2', receiptId: 'r-2', status: 'Delivered' }]);
  });
});
