import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@backend/core';
import { API_KEYS, apiOrder, intakeWorld } from './intakeWorld';
import { targetFactories } from './targets';

// The contract suite (docs/backend-contract.md#desk-api-keys), against every home of the backend
// core this run has: a manager creates an intake API key (shown once, only its hash stored),
// lists the keys without their hashes, revokes one (then it answers 401); anyone else gets 403.

describe.each(targetFactories())('the desk’s API keys, against %s', (_name, create) => {
  const { world, apiKeys, newKey, intake } = intakeWorld(create);

  it('creates a key shown once: only its SHA-256 is stored, the key nowhere', async () => {
    const reply = await apiKeys(API_KEYS, { name: 'Online shop' }, world.marta);
    expect(reply.status).toBe(201);
    expect(reply.headers['cache-control']).toBe('no-store');
    const { id, key } = reply.body as { id: string; key: string };
    expect(reply.body).toMatchObject({
      name: 'Online shop',
      createdBy: world.marta.uid,
      revokedAt: null,
    });
    expect(key).toMatch(new RegExp(`^dsp_${id}_[a-f0-9]{64}$`));
    expect(await world.target.apiKeyRecord(id)).toMatchObject({ hash: await sha256Hex(key) });
    const stored = await world.target.storedText();
    expect(stored).toContain(id);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(key.split('_')[2]);
  });

  it('lists the keys, newest first, without any hash; a revoked key answers 401 from then on', async () => {
    const older = await newKey('Till');
    const newer = await newKey('Website');
    expect((await intake(apiOrder(), older.key)).status).toBe(200);

    const revoke = await apiKeys(`${API_KEYS}/${older.id}/revoke`, {}, world.paula);
    expect(revoke).toMatchObject({
      status: 200,
      body: { apiKey: { id: older.id, revokedBy: world.paula.uid } },
    });
    const again = await apiKeys(`${API_KEYS}/${older.id}/revoke`, {}, world.marta);
    expect(again.body).toEqual(revoke.body);

    const list = await apiKeys(`${API_KEYS}/list`, {}, world.marta);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toMatch(/"hash"|dsp_/);
    const listed = list.body?.apiKeys as Array<{
      id: string;
      createdAt: number;
      revokedAt: number | null;
    }>;
    expect(listed.map((key) => key.id)).toEqual(expect.arrayContaining([older.id, newer.id]));
    const times = listed.map((key) => key.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(listed.find((key) => key.id === older.id)?.revokedAt).toEqual(expect.any(Number));

    const refused = await intake(apiOrder(), older.key);
    expect(refused).toMatchObject({ status: 401, body: { code: 'api-key-revoked' } });
    expect((await intake(apiOrder(), newer.key)).status).toBe(200);
  });

  it('answers 404 for an unknown key, 400 for a nameless one', async () => {
    const unknown = await apiKeys(`${API_KEYS}/0000000000nosuchkey/revoke`, {}, world.marta);
    expect(unknown).toMatchObject({ status: 404, body: { code: 'not-found' } });
    for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(61) }]) {
      expect((await apiKeys(API_KEYS, body, world.marta)).status).toBe(400);
    }
  });

  it('answers 403 not-a-manager to a driver and to a stranger, 401 without a token', async () => {
    const { id } = await newKey();
    for (const who of [world.ana, world.stranger, world.gone]) {
      for (const [path, body] of [
        [API_KEYS, { name: 'Mine' }],
        [`${API_KEYS}/list`, {}],
        [`${API_KEYS}/${id}/revoke`, {}],
      ] as const) {
        const reply = await apiKeys(path, body, who);
        expect(reply, `${who.uid} ${path}`).toMatchObject({
          status: 403,
          body: { code: 'not-a-manager' },
        });
      }
    }
    expect((await apiKeys(`${API_KEYS}/list`, {}, null)).status).toBe(401);
    expect(await world.target.apiKeyRecord(id)).toMatchObject({ revokedAt: null });
  });
});
