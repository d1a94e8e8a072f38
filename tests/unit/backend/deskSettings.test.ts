// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readDispatchSettingsAnswer } from '@/domain/dispatch/settings';
import { handleHttp, readDeskSettings, saveDeskSettings } from '@backend/core';
import { ordersWorld, post } from './intakeHelpers';

// The desk's "Auto-dispatch" settings in the core (POST /desk/settings and /desk/settings/read):
// managers only, the defaults until saved, and a clear 400 for anything out of range.

describe('core: the desk’s dispatch settings', () => {
  it('answers the defaults until a manager saves, then what was saved, by whom and when', async () => {
    const world = ordersWorld();
    const read = await readDeskSettings(world.deps, { uid: 'marta', body: {} });
    expect(readDispatchSettingsAnswer(read.body)).toEqual({
      autoAssignNewOrders: false,
      maxOrdersPerDriver: 10,
      updatedAt: null,
      updatedBy: null,
    });
    const saved = await saveDeskSettings(world.deps, {
      uid: 'marta',
      body: { autoAssignNewOrders: true, maxOrdersPerDriver: 4 },
    });
    expect(saved.status).toBe(200);
    const expected = {
      autoAssignNewOrders: true,
      maxOrdersPerDriver: 4,
      updatedAt: world.now(),
      updatedBy: 'marta',
    };
    expect(readDispatchSettingsAnswer(saved.body)).toEqual(expected);
    expect(world.store.dispatchSettings).toEqual(expected);
    const again = await readDeskSettings(world.deps, { uid: 'marta', body: {} });
    expect(readDispatchSettingsAnswer(again.body)).toEqual(expected);
  });

  it.each([
    [{ autoAssignNewOrders: true, maxOrdersPerDriver: 0 }, /whole number from 1 to 50/],
    [{ autoAssignNewOrders: true, maxOrdersPerDriver: 51 }, /whole number from 1 to 50/],
    [{ autoAssignNewOrders: true, maxOrdersPerDriver: 2.5 }, /whole number from 1 to 50/],
    [{ autoAssignNewOrders: true, maxOrdersPerDriver: '10' }, /whole number from 1 to 50/],
    [{ autoAssignNewOrders: true }, /whole number from 1 to 50/],
    [{ autoAssignNewOrders: 'yes', maxOrdersPerDriver: 10 }, /true or false/],
    [null, /Send the settings as JSON/],
  ])('refuses %j with a 400 saying what is wrong, saving nothing', async (body, message) => {
    const world = ordersWorld();
    const answer = await saveDeskSettings(world.deps, { uid: 'marta', body });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 'invalid-request',
      message: expect.stringMatching(message),
    });
    expect(world.store.dispatchSettings).toBeNull();
  });

  it('refuses a driver (403 not-a-manager), reading or saving', async () => {
    const world = ordersWorld();
    const body = { autoAssignNewOrders: true, maxOrdersPerDriver: 5 };
    for (const answer of [
      await saveDeskSettings(world.deps, { uid: 'ana', body }),
      await readDeskSettings(world.deps, { uid: 'ana', body: {} }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('not-a-manager');
    }
    expect(world.store.dispatchSettings).toBeNull();
  });

  it('is routed over HTTP with the desk’s ID token', async () => {
    const world = ordersWorld();
    const body = { autoAssignNewOrders: true, maxOrdersPerDriver: 12 };
    const saved = await handleHttp(
      world.deps,
      post('/api/desk/settings', body, 'Bearer token-marta'),
    );
    expect(saved.status).toBe(200);
    const read = await handleHttp(
      world.deps,
      post('/api/desk/settings/read', {}, 'Bearer token-marta'),
    );
    expect(readDispatchSettingsAnswer(JSON.parse(read.body))).toMatchObject(body);
  });
});
