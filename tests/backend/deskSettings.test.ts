import { afterAll, describe, expect, it } from 'vitest';
import { API_KEYS, intakeWorld } from './intakeWorld';
import { targetFactories, type Dispatcher } from './targets';

// The contract suite (docs/backend-contract.md#desk-settings), against every home of the backend
// core this run has: a manager saves the dispatch settings and reads them back; an impossible
// limit is a 400 saying why; anyone else gets 403. Auto-assign stays off here (other files share
// the emulator's store), and the defaults are saved back at the end.

const SETTINGS = '/desk/settings';

describe.each(targetFactories())('the desk’s dispatch settings, against %s', (_name, create) => {
  const { world, apiKeys } = intakeWorld(create);
  const save = (body: unknown, who: Dispatcher | null = world.marta) =>
    apiKeys(SETTINGS, body, who);

  afterAll(async () => {
    await save({ autoAssignNewOrders: false, maxOrdersPerDriver: 10 });
  });

  it('saves the settings and reads them back, with who saved them', async () => {
    const saved = await save({ autoAssignNewOrders: false, maxOrdersPerDriver: 7 });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      settings: {
        autoAssignNewOrders: false,
        maxOrdersPerDriver: 7,
        updatedAt: expect.any(Number),
        updatedBy: world.marta.uid,
      },
    });
    const read = await apiKeys(`${SETTINGS}/read`, {}, world.paula);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(saved.body);
  });

  it.each([0, 51, 2.5, '10', null])('refuses the limit %j with a 400', async (limit) => {
    const reply = await save({ autoAssignNewOrders: true, maxOrdersPerDriver: limit });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      code: 'invalid-request',
      message: 'maxOrdersPerDriver must be a whole number from 1 to 50.',
    });
  });

  it('refuses a driver and a caller without a token', async () => {
    const body = { autoAssignNewOrders: false, maxOrdersPerDriver: 5 };
    expect((await save(body, world.ana)).body?.code).toBe('not-a-manager');
    expect((await apiKeys(`${SETTINGS}/read`, {}, world.ana)).status).toBe(403);
    expect((await save(body, null)).status).toBe(401);
    // The API keys' paths are their own: nothing here touched them.
    expect((await apiKeys(`${API_KEYS}/list`, {}, world.marta)).status).toBe(200);
  });
});
