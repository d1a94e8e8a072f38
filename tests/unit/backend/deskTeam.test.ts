import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryStore,
  deactivateDriver,
  driverPosition,
  driverShift,
  inviteDriver,
  type Accounts,
} from '@backend/core';
import { NOON, receipt } from './helpers';

// The team's endpoints of the core over the memory store, where the contract suite cannot reach:
// the accounts failing or missing, a link that cannot be made, the shift record past its life,
// the 429's wait, the clock. (Every rule is run on both homes by tests/backend/team*.test.ts.)

const people = {
  marta: { name: 'Marta Silva', role: 'manager' },
  ana: { name: 'Ana', role: 'dispatcher' },
};

function world(accounts: Partial<Accounts> = {}) {
  let now = NOON;
  const store = createMemoryStore({
    backOfficeUsers: people,
    receipts: { R1: receipt(), R2: receipt({ status: 'Delivered' }) },
  });
  const fake: Accounts = {
    createUser: vi.fn(async () => ({ created: true, uid: 'new' })),
    disableUser: vi.fn(async () => undefined),
    passwordLink: vi.fn(async (email: string) => `https://reset/${email}`),
    ...accounts,
  };
  const deps = {
    config: { now: () => now, notDeliveredStatus: 'Not Delivered' },
    store,
    accounts: fake,
  };
  return { deps, store, fake, advance: (ms: number) => (now += ms) };
}

const invitation = { name: 'Rita', email: 'rita@x.pt', phone: '912000111' };

describe('invite', () => {
  it('answers 501 without accounts, and makes no account for anyone but a manager', async () => {
    const { deps, fake } = world();
    const reply = await inviteDriver(
      { ...deps, accounts: undefined },
      { uid: 'marta', body: invitation },
    );
    expect(reply).toMatchObject({ status: 501, body: { code: 'not-available' } });
    const driver = await inviteDriver(deps, { uid: 'ana', body: invitation });
    expect(driver.status).toBe(403);
    expect(fake.createUser).not.toHaveBeenCalled();
  });

  it('answers the account and record with no link when the link cannot be made now', async () => {
    const { deps, store } = world({ passwordLink: async () => Promise.reject(new Error('down')) });
    const reply = await inviteDriver(deps, { uid: 'marta', body: invitation });
    expect(reply).toEqual({
      status: 201,
      body: { uid: 'new', email: 'rita@x.pt', setPasswordLink: null },
    });
    expect(store.backOfficeUsers.get('new')).toMatchObject({ active: true, invitedAt: NOON });
  });

  it('writes nothing when the account cannot be made (the failure is the server’s)', async () => {
    const { deps, store } = world({ createUser: async () => Promise.reject(new Error('down')) });
    await expect(inviteDriver(deps, { uid: 'marta', body: invitation })).rejects.toThrow('down');
    expect(store.backOfficeUsers.size).toBe(2);
  });
});

describe('deactivate', () => {
  it('changes nothing when the account cannot be disabled: calling again finishes it', async () => {
    const { deps, store } = world({ disableUser: async () => Promise.reject(new Error('down')) });
    await expect(
      deactivateDriver(deps, { uid: 'marta', body: {}, pathId: 'ana' }),
    ).rejects.toThrow();
    expect(store.backOfficeUsers.get('ana')).not.toHaveProperty('active');
    expect(store.receipts.get('R1')?.dispatchId).toBe('ana');
    const mended = world();
    const reply = await deactivateDriver(mended.deps, { uid: 'marta', body: {}, pathId: 'ana' });
    expect(reply.body).toMatchObject({ unassigned: ['R1'], deactivatedAt: NOON });
  });

  it('answers 501 without accounts, 404 for an id that is not one', async () => {
    const { deps } = world();
    const none = await deactivateDriver(
      { ...deps, accounts: undefined },
      { uid: 'marta', body: {}, pathId: 'ana' },
    );
    expect(none.status).toBe(501);
    const bad = await deactivateDriver(deps, { uid: 'marta', body: {}, pathId: 'a/b' });
    expect(bad).toMatchObject({ status: 404, body: { code: 'not-found' } });
  });
});

describe('shift and position', () => {
  it('counts a record past its life as off shift (the TTL may not have run yet)', async () => {
    const { deps, advance } = world();
    await driverShift(deps, { uid: 'ana', body: { onShift: true } });
    advance(12 * 60 * 60_000);
    const late = await driverPosition(deps, {
      uid: 'ana',
      body: { lat: 1, lng: 1, accuracy: 1, at: NOON },
    });
    expect(late).toMatchObject({ status: 409, body: { code: 'off-shift' } });
  });

  it('asks to wait until the gap since the last stored position is over', async () => {
    const { deps, advance, store } = world();
    await driverShift(deps, { uid: 'ana', body: { onShift: true } });
    const at = (ms: number) => ({ lat: 1, lng: 1, accuracy: 1, at: NOON + ms });
    expect((await driverPosition(deps, { uid: 'ana', body: at(0) })).status).toBe(200);
    advance(3_500);
    const soon = await driverPosition(deps, { uid: 'ana', body: at(3_000) });
    expect(soon).toMatchObject({ status: 429, headers: { 'Retry-After': '7' } });
    advance(6_500);
    expect((await driverPosition(deps, { uid: 'ana', body: at(9_000) })).status).toBe(200);
    expect(store.driverShifts.get('ana')).toMatchObject({
      position: { at: NOON + 9_000, storedAt: NOON + 10_000 },
      lastSeenAt: NOON + 10_000,
      expireAt: NOON + 10_000 + 12 * 60 * 60_000,
    });
  });
});
