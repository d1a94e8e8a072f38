import { describe, expect, it } from 'vitest';
import { createFirstManager, createMemoryStore, type Accounts } from '@backend/core';

// The core of `npm run create-manager` (backend/core/firstManager.ts) over the in-memory store:
// each existing record's answer. The command itself runs on the emulators in
// tests/backend/createManager.test.ts.

const NOW = 1_750_000_000_000;

function world(existing: Record<string, Record<string, unknown>> = {}) {
  const store = createMemoryStore({ backOfficeUsers: existing });
  const uids = new Map([['ana@example.com', 'u-ana']]);
  const accounts: Accounts = {
    async createUser({ email }) {
      const uid = uids.get(email);
      return uid === undefined ? { created: true, uid: 'u-new' } : { created: false, uid };
    },
    disableUser: async () => {},
    passwordLink: async (email) => `https://example.test/reset?email=${email}`,
  };
  const make = (email: string, promote = false) =>
    createFirstManager(
      { config: { now: () => NOW }, store, accounts },
      { name: 'Ana Lopes', email, promote },
    );
  const record = (uid: string) => store.transaction((tx) => tx.getBackOfficeUser(uid));
  return { make, record };
}

describe('createFirstManager', () => {
  it('writes a manager’s record for a new account, then changes nothing', async () => {
    const { make, record } = world();
    expect(await make('new@example.com')).toMatchObject({
      uid: 'u-new',
      accountCreated: true,
      outcome: 'created',
    });
    const written = await record('u-new');
    expect(written).toEqual({
      name: 'Ana Lopes',
      email: 'new@example.com',
      role: 'manager',
      active: true,
      createdAt: NOW,
    });
    expect((await make('new@example.com')).outcome).toBe('already-manager');
    expect(await record('u-new')).toEqual(written);
  });

  it('gives an existing account without a record its manager’s record', async () => {
    const { make } = world();
    expect(await make('ana@example.com')).toMatchObject({
      accountCreated: false,
      outcome: 'created',
    });
  });

  it('leaves a driver a driver without promote, and promotes with it', async () => {
    const driver = { name: 'Ana', email: 'ana@example.com', role: 'courier', phone: '+351 1' };
    const { make, record } = world({ 'u-ana': driver });
    expect(await make('ana@example.com')).toMatchObject({
      outcome: 'refused-driver',
      existingName: 'Ana',
    });
    expect(await record('u-ana')).toEqual(driver);
    expect((await make('ana@example.com', true)).outcome).toBe('promoted');
    expect(await record('u-ana')).toEqual({ ...driver, role: 'manager', promotedAt: NOW });
  });

  it('refuses a deactivated record, promote or not', async () => {
    const gone = { name: 'Ana', role: 'driver', active: false };
    const { make, record } = world({ 'u-ana': gone });
    expect((await make('ana@example.com', true)).outcome).toBe('refused-deactivated');
    expect(await record('u-ana')).toEqual(gone);
  });
});
