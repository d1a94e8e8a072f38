import { describe, expect, it } from 'vitest';
import { dayLabelIn } from '@/domain/shift/dayWindow';
import { createHttpShift } from '@/services/http/shiftApi';
import { createHttpTeamApi } from '@/services/http/teamApi';
import { createMemoryStore, type Accounts } from '@backend/core';
import { dispatchApiError } from '../../../helpers/dispatchApiError';
import { fakeIdToken } from '../../../helpers/idToken';
import { testBackendForFile } from '../../../helpers/testBackend';
import { coreDeps, coreServerForFile } from './coreServer';

// The desk's team client and the driver's shift client over HTTP against the backend core itself
// (coreServer.ts: a real server, jsdom's XMLHttpRequest and CORS), with accounts in memory; and
// their failures against a plain test backend.

const emails = new Map<string, string>();
const disabled = new Set<string>();
const accounts: Accounts = {
  async createUser({ email }) {
    const known = emails.get(email);
    if (known) return { created: false, uid: known };
    const uid = `acct-${emails.size + 1}`;
    emails.set(email, uid);
    return { created: true, uid };
  },
  async disableUser(uid) {
    disabled.add(uid);
  },
  async passwordLink(email) {
    return `https://auth.example/reset?email=${encodeURIComponent(email)}`;
  },
};
const store = createMemoryStore({
  backOfficeUsers: {
    marta: { name: 'Marta Silva', role: 'manager' },
    ana: { name: 'Ana', role: 'dispatcher', email: 'ana@x.pt' },
  },
});
const deps = coreDeps(store, { accounts });
const server = coreServerForFile(deps);
const options = (uid: string) => ({
  backendUrl: `${server.origin()}/`,
  getIdToken: async () => fakeIdToken(uid),
});

describe('the team and the shift over HTTP, against the core', () => {
  it('invites, links, records cash and deactivates, reading each answer', async () => {
    const team = createHttpTeamApi(options('marta'));
    const invited = await team.invite({ name: 'Rita', email: 'rita@x.pt', phone: '912000111' });
    expect(invited).toEqual({
      uid: 'acct-1',
      email: 'rita@x.pt',
      setPasswordLink: 'https://auth.example/reset?email=rita%40x.pt',
    });
    expect(await team.passwordLink('acct-1')).toMatchObject({ uid: 'acct-1', email: 'rita@x.pt' });

    const shift = createHttpShift(options('acct-1'));
    expect(await shift.setOnShift(true)).toEqual({
      onShift: true,
      shiftStartedAt: expect.any(Number),
    });
    const at = Date.now() - 1_000;
    // The phone's stop order rides with the position, and is stored with it.
    const run = ['R2', 'R1'];
    expect(await shift.sendPosition({ lat: 38.7, lng: -9.1, accuracy: 5, at, run })).toEqual({
      stored: true,
    });
    expect(store.driverShifts.get('acct-1')).toMatchObject({ position: { lat: 38.7, at }, run });

    const day = dayLabelIn(Date.now(), 'UTC') as string;
    const recorded = await team.recordCash({
      dispatchId: 'acct-1',
      day,
      amount: 0,
      timeZone: 'UTC',
    });
    expect(recorded).toMatchObject({
      changed: true,
      settlement: { id: `acct-1_${day}`, amount: 0 },
    });

    expect(await team.deactivate('acct-1')).toMatchObject({ uid: 'acct-1', unassigned: [] });
    expect(disabled.has('acct-1')).toBe(true);
    const offShift = await dispatchApiError(shift.setOnShift(true));
    expect(offShift).toMatchObject({ kind: 'rejected', status: 403, code: 'not-a-driver' });
  });

  it('rejects with the contract’s codes', async () => {
    const driver = await dispatchApiError(
      createHttpTeamApi(options('ana')).invite({ name: 'X', email: 'x@x.pt', phone: '912000111' }),
    );
    expect(driver).toMatchObject({ kind: 'rejected', status: 403, code: 'not-a-manager' });
    const team = createHttpTeamApi(options('marta'));
    const fields = await dispatchApiError(team.invite({ name: '', email: 'x', phone: '1' }));
    expect(fields).toMatchObject({ kind: 'rejected', status: 400, code: 'invalid-request' });
    const manager = await dispatchApiError(team.deactivate('marta'));
    expect(manager).toMatchObject({ status: 422, code: 'is-a-manager' });
    const offShift = await dispatchApiError(
      createHttpShift(options('ana')).sendPosition({ lat: 1, lng: 1, accuracy: 1, at: Date.now() }),
    );
    expect(offShift).toMatchObject({ status: 409, code: 'off-shift' });
  });
});

describe('the team and the shift over HTTP, answers they cannot read', () => {
  const backend = testBackendForFile();
  const api = () =>
    createHttpTeamApi({ backendUrl: backend.origin, getIdToken: async () => fakeIdToken('m') });
  const shift = () =>
    createHttpShift({ backendUrl: backend.origin, getIdToken: async () => fakeIdToken('d') });

  it('is a server error when a 2xx is not the answer', async () => {
    backend.setHandler(() => ({ status: 200, body: { ok: true } }));
    expect(await dispatchApiError(api().deactivate('u'))).toMatchObject({ kind: 'server' });
    expect(
      await dispatchApiError(api().recordCash({ dispatchId: 'u', day: 'd', amount: 1 })),
    ).toMatchObject({
      kind: 'server',
    });
    expect(await dispatchApiError(shift().setOnShift(true))).toMatchObject({ kind: 'server' });
    expect(await shift().sendPosition({ lat: 1, lng: 1, accuracy: 1, at: 1 })).toEqual({
      stored: false,
    });
  });

  it('sends JSON to the documented paths, ids encoded, a 429 retryable after its wait', async () => {
    backend.setHandler(() => ({ status: 429, headers: { 'Retry-After': '7' }, body: {} }));
    const tooSoon = await dispatchApiError(
      shift().sendPosition({ lat: 1, lng: 2, accuracy: 3, at: 4 }),
    );
    expect(tooSoon).toMatchObject({ kind: 'server', retryAfterMs: 7000 });
    await dispatchApiError(api().passwordLink('a/b'));
    await dispatchApiError(shift().setOnShift(false));
    expect(backend.requests.map((r) => [r.path, r.body])).toEqual([
      ['/driver/position', { lat: 1, lng: 2, accuracy: 3, at: 4 }],
      ['/desk/drivers/a%2Fb/link', {}],
      ['/driver/shift', { onShift: false }],
    ]);
  });
});
