// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tokenUpdate } from '@backend/core';
import { setup } from './helpers';

const body = (uid: string, fcmToken: string | null, updatedAt: number) => ({
  userData: { uid, email: `${uid}@example.com`, fcmToken, updatedAt },
});

describe('core: POST /portal/tokenupdate', () => {
  it('stores one token per uid; the latest updatedAt wins, an older one changes nothing', async () => {
    const deps = setup();
    expect((await tokenUpdate(deps, { uid: 'ana', body: body('ana', 't1', 100) })).status).toBe(
      200,
    );
    await tokenUpdate(deps, { uid: 'ana', body: body('ana', 't2', 300) });
    const late = await tokenUpdate(deps, { uid: 'ana', body: body('ana', 't1', 200) });
    expect(late).toMatchObject({ status: 200, body: { applied: false } });
    expect(deps.store.tokens.get('ana')).toMatchObject({ fcmToken: 't2', updatedAt: 300 });
  });

  it('forgets with null, and an older token arriving late does not bring it back', async () => {
    const deps = setup();
    await tokenUpdate(deps, { uid: 'ana', body: body('ana', 't1', 100) });
    await tokenUpdate(deps, { uid: 'ana', body: body('ana', null, 200) });
    expect(deps.store.tokens.get('ana')!.fcmToken).toBeNull();
    await tokenUpdate(deps, { uid: 'ana', body: body('ana', 't1', 150) });
    expect(deps.store.tokens.get('ana')!.fcmToken).toBeNull();
  });

  it('moves a token away from any other uid that had it', async () => {
    const deps = setup();
    await tokenUpdate(deps, { uid: 'ana', body: body('ana', 'shared', 100) });
    await tokenUpdate(deps, { uid: 'tiago', body: body('tiago', 'shared', 200) });
    expect(deps.store.tokens.get('ana')!.fcmToken).toBeNull();
    expect(deps.store.tokens.get('tiago')!.fcmToken).toBe('shared');
  });

  it('refuses another uid (403) and malformed bodies (400)', async () => {
    const deps = setup();
    expect((await tokenUpdate(deps, { uid: 'ana', body: body('tiago', 't', 1) })).status).toBe(403);
    for (const bad of [
      {},
      { userData: null },
      body('ana', '', 1),
      { userData: { uid: 'ana', fcmToken: 5, updatedAt: 1 } },
      { userData: { uid: 'ana', fcmToken: 't', updatedAt: 'now' } },
      { userData: { uid: 'ana', email: 3, fcmToken: 't', updatedAt: 1 } },
    ]) {
      expect((await tokenUpdate(deps, { uid: 'ana', body: bad })).status, JSON.stringify(bad)).toBe(
        400,
      );
    }
    expect(deps.store.tokens.size).toBe(0);
  });
});
