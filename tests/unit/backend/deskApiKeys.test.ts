// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readApiKeyList, readCreatedApiKey } from '@/domain/intake/wire';
import {
  apiKeyIdOf,
  createApiKey,
  handleHttp,
  listApiKeys,
  revokeApiKey,
  sha256Hex,
} from '@backend/core';
import { ordersWorld, post } from './intakeHelpers';

// The desk's API keys in the core over the memory store: created once and kept only as a hash,
// listed without it, revoked for good; managers only (the contract suite,
// tests/backend/apiKeys.test.ts, runs them on both homes).

describe('core: the desk’s API keys', () => {
  it('creates a key shown once, keeping only its SHA-256', async () => {
    const world = ordersWorld();
    const answer = await createApiKey(world.deps, {
      uid: 'marta',
      body: { name: ' Online shop ' },
    });
    expect(answer.status).toBe(201);
    const created = readCreatedApiKey(answer.body);
    expect(created).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{20}$/),
      key: expect.stringMatching(/^dsp_[a-f0-9]{20}_[a-f0-9]{64}$/),
      name: 'Online shop',
      createdAt: world.now(),
      createdBy: 'marta',
      revokedAt: null,
      revokedBy: null,
    });
    expect(apiKeyIdOf(created!.key)).toBe(created!.id);
    const record = world.record(created!.id)!;
    expect(record.hash).toBe(await sha256Hex(created!.key));
    expect(JSON.stringify([...world.store.apiKeys.values()])).not.toContain(created!.key);
    // Two keys are two secrets.
    const other = readCreatedApiKey(
      (await createApiKey(world.deps, { uid: 'marta', body: { name: 'Till' } })).body,
    );
    expect(other!.key).not.toBe(created!.key);
  });

  it('lists the keys newest first, revoked ones included, never a hash', async () => {
    const world = ordersWorld();
    const first = await world.newKey('Till');
    world.advance(1_000);
    const second = await world.newKey('Online shop');
    await revokeApiKey(world.deps, { uid: 'marta', body: {}, pathId: first.id });
    const answer = await listApiKeys(world.deps, { uid: 'marta', body: {} });
    expect(JSON.stringify(answer.body)).not.toMatch(/hash|dsp_/);
    expect(readApiKeyList(answer.body)).toEqual([
      expect.objectContaining({ id: second.id, name: 'Online shop', revokedAt: null }),
      expect.objectContaining({ id: first.id, name: 'Till', revokedAt: world.now() }),
    ]);
  });

  it('revokes once: again answers the same, an unknown id is 404', async () => {
    const world = ordersWorld();
    const { id } = await world.newKey();
    const revoke = (keyId: string, uid = 'marta') =>
      revokeApiKey(world.deps, { uid, body: {}, pathId: keyId });
    const first = await revoke(id);
    expect(first).toMatchObject({
      status: 200,
      body: { apiKey: { id, revokedAt: world.now(), revokedBy: 'marta' } },
    });
    world.advance(5_000);
    expect(await revoke(id)).toEqual(first);
    expect(await revoke('nosuchkey0000000')).toMatchObject({
      status: 404,
      body: { code: 'not-found' },
    });
    expect(await revoke('../x')).toMatchObject({ status: 404 });
  });

  it('answers 403 not-a-manager to a driver and to a stranger, 400 for a bad name', async () => {
    const world = ordersWorld();
    const { id } = await world.newKey();
    for (const uid of ['ana', 'gone', 'nobody']) {
      for (const answer of [
        await createApiKey(world.deps, { uid, body: { name: 'Mine' } }),
        await listApiKeys(world.deps, { uid, body: {} }),
        await revokeApiKey(world.deps, { uid, body: {}, pathId: id }),
      ]) {
        expect(answer).toMatchObject({ status: 403, body: { code: 'not-a-manager' } });
      }
    }
    expect(world.record(id)?.revokedAt).toBeNull();
    for (const body of [{}, { name: '' }, { name: '  ' }, { name: 'x'.repeat(61) }, { name: 7 }]) {
      const answer = await createApiKey(world.deps, { uid: 'marta', body });
      expect(answer, JSON.stringify(body)).toMatchObject({ status: 400 });
    }
    expect(world.store.apiKeys.size).toBe(1);
  });

  it('is routed over HTTP: create, list, and revoke by the id in the path', async () => {
    const world = ordersWorld();
    const send = (path: string, json: unknown, uid = 'marta') =>
      handleHttp(world.deps, post(path, json, `Bearer token-${uid}`));
    const created = await send('/api/desk/apikeys', { name: 'Till' });
    expect(created.status).toBe(201);
    expect(created.headers['Cache-Control']).toBe('no-store');
    const { id } = JSON.parse(created.body) as { id: string };
    expect((await send(`/desk/apikeys/${id}/revoke`, {})).status).toBe(200);
    expect(world.record(id)?.revokedBy).toBe('marta');
    expect((await send('/desk/apikeys/unknownkey01/revoke/', {})).status).toBe(404);
    expect((await send('/desk/apikeys/%E0%A4%A/revoke', {})).status).toBe(404);
    const list = await send('/desk/apikeys/list', {}, 'ana');
    expect(list.status).toBe(403);
    expect((await send('/desk/apikeys/list', {})).status).toBe(200);
  });
});
