import { describe, expect, it } from 'vitest';
import { DEMO_UIDS } from '@/demo/server/accounts';
import { dispatchApiError } from '../../helpers/dispatchApiError';
import { deskWorld } from './deskWorld';
import { AFTERNOON } from './helpers';

// The desk's demo backend (src/demo/server/deskBackend.ts): POST /desk/assign of the core over
// the demo's database, behind the desk's own sign-in, with the demo's network (offline, the
// trip), its refusals as DispatchApiError with the contract's code, and every assignment
// announced, so a driver's phone in another tab shows it at once.

const { deskAndPhone, watchAs } = deskWorld();

describe('the desk’s demo backend', () => {
  it('assigns a waiting order: stored, announced, and on the driver’s phone at once', async () => {
    const { phone, auth, desk, announced, waiting } = await deskAndPhone();
    expect(waiting).toHaveLength(6);
    await phone.auth.signIn('driver3@demo.test', 'demo1234');
    const feed = watchAs(phone, DEMO_UIDS.thirdDriver);
    expect((await feed.waitForCount(1)).receipts).toEqual([]);

    await auth.signIn('manager@demo.test', 'demo1234');
    const [id] = waiting;
    const results = await desk.assign(
      { receiptIds: [id], dispatchId: DEMO_UIDS.thirdDriver, expected: { [id]: null } },
      'key-1',
    );
    expect(results).toEqual([
      {
        receiptId: id,
        result: 'assigned',
        dispatchId: DEMO_UIDS.thirdDriver,
        updateTimestamp: AFTERNOON,
      },
    ]);
    const stored = await phone.db.get('receipts', id);
    expect(stored?.data).toMatchObject({
      dispatchId: DEMO_UIDS.thirdDriver,
      assignedBy: DEMO_UIDS.manager,
      updateTimestamp: AFTERNOON,
    });
    // Its first write since the seed: revision 1, carried with the announcement as stored.
    expect(stored?.rev).toBe(1);
    expect(announced).toEqual([{ kind: 'receipts', ids: [id], records: [stored] }]);
    const shown = await feed.waitForCount(2);
    expect(shown.receipts.map((r) => r.id)).toEqual([id]);
    // The phone's own session is the driver's still: the desk signed in apart.
    expect(phone.auth.currentUser()?.uid).toBe(DEMO_UIDS.thirdDriver);
  });

  it('answers a replay as the first time and announces it again (nothing applied)', async () => {
    const { auth, desk, announced, waiting } = await deskAndPhone();
    await auth.signIn('manager@demo.test', 'demo1234');
    const [id] = waiting;
    const request = {
      receiptIds: [id],
      dispatchId: DEMO_UIDS.secondDriver,
      expected: { [id]: null },
    };
    const first = await desk.assign(request, 'key-1');
    expect(await desk.assign(request, 'key-1')).toEqual(first);
    expect(announced).toHaveLength(2);
    // The replay wrote nothing, so it carries nothing: the feeds read the receipt.
    expect(announced[1]).toEqual({ kind: 'receipts', ids: [id] });
    // Without the key the same request finds the order already the courier's.
    expect((await desk.assign(request, 'key-2'))[0]?.result).toBe('assignment-changed');
    expect(announced).toHaveLength(2);
  });

  it('fails as offline and applies nothing', async () => {
    const { auth, desk, waiting, phone, goOffline } = await deskAndPhone();
    await auth.signIn('manager@demo.test', 'demo1234');
    goOffline();
    const [id] = waiting;
    const error = await dispatchApiError(
      desk.assign(
        { receiptIds: [id], dispatchId: DEMO_UIDS.secondDriver, expected: { [id]: null } },
        'k',
      ),
    );
    expect(error).toMatchObject({ kind: 'offline', retryable: true });
    expect((await phone.db.get('receipts', id))?.data.dispatchId).toBeUndefined();
  });

  it('refuses the signed-out (401), a driver (403 not-a-manager), a manager as target (422)', async () => {
    const { auth, desk, waiting } = await deskAndPhone();
    const [id] = waiting;
    const to = (dispatchId: string) => ({ receiptIds: [id], dispatchId, expected: { [id]: null } });
    const signedOut = await dispatchApiError(desk.assign(to(DEMO_UIDS.secondDriver), 'k1'));
    expect(signedOut).toMatchObject({ kind: 'unauthorized', status: 401 });

    await auth.signIn('dispatcher@demo.test', 'demo1234');
    const driver = await dispatchApiError(desk.assign(to(DEMO_UIDS.secondDriver), 'k2'));
    expect(driver).toMatchObject({ kind: 'rejected', status: 403, code: 'not-a-manager' });
    expect(driver.retryable).toBe(false);

    await auth.signOut();
    await auth.signIn('manager@demo.test', 'demo1234');
    for (const target of [DEMO_UIDS.manager, DEMO_UIDS.noAccess]) {
      const refused = await dispatchApiError(desk.assign(to(target), `k-${target}`));
      expect(refused).toMatchObject({ kind: 'rejected', status: 422, code: 'not-a-driver' });
    }
  });
});
