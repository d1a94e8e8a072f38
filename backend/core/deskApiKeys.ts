import { MAX_API_KEY_NAME_LENGTH, type CreatedApiKey } from '@/domain/intake/wire';
import { isRecord } from '@/domain/read';
import { busy, refuse, type CoreAnswer } from './answer';
import { newApiKey, newApiKeyId, sha256Hex, summariseApiKey, type ApiKeyRecord } from './apiKeys';
import type { CoreConfig } from './config';
import { asManager } from './deskRoles';
import { isDocumentId } from './documentId';
import type { Call } from './httpTypes';
import type { BackendStore } from './store';

// The desk's "Settings → API keys" (docs/backend-contract.md#desk-api-keys): a manager creates a
// key for the shop's systems (POST /desk/apikeys), lists them (POST /desk/apikeys/list) and
// revokes one (POST /desk/apikeys/{id}/revoke). Managers only (403 `not-a-manager`), each in
// one transaction that reads the caller's record first.
//
// A new key is answered once and never kept: the store holds its SHA-256 (apiKeys.ts), and no
// Idempotency-Key is taken here, because replaying the answer would mean keeping the key. A
// creation whose answer was lost leaves a key nobody knows: the manager revokes it and creates
// another.

export interface DeskApiKeysDeps {
  config: Pick<CoreConfig, 'now'>;
  store: BackendStore;
}

const NOT_A_MANAGER = 'Only a manager may manage API keys.';

/** The key's name from `{ "name": "Till" }`: trimmed, 1 to 60 characters; null otherwise. */
function nameOf(body: unknown): string | null {
  const name = isRecord(body) && typeof body.name === 'string' ? body.name.trim() : '';
  return name !== '' && [...name].length <= MAX_API_KEY_NAME_LENGTH ? name : null;
}

/** POST /desk/apikeys `{ name }` → 201 `{ id, key, name, createdAt, … }`: the key, this once. */
export async function createApiKey(deps: DeskApiKeysDeps, call: Call): Promise<CoreAnswer> {
  const name = nameOf(call.body);
  if (name === null) {
    return refuse(
      400,
      'invalid-request',
      `Give the key a name of 1 to ${MAX_API_KEY_NAME_LENGTH} characters: {"name": "Online shop"}.`,
    );
  }
  // Made and hashed before the transaction, which may run more than once.
  const id = newApiKeyId();
  const key = newApiKey(id);
  const hash = await sha256Hex(key);
  return asManager(deps.store, { uid: call.uid, message: NOT_A_MANAGER }, async (tx) => {
    // 80 random bits: a clash never happens, and is refused rather than overwritten if it does.
    if ((await tx.getApiKey(id)) !== null) return busy();
    const record: ApiKeyRecord = {
      id,
      name,
      hash,
      createdAt: deps.config.now(),
      createdBy: call.uid,
      revokedAt: null,
      revokedBy: null,
    };
    tx.putApiKey(record);
    const created: CreatedApiKey = { ...summariseApiKey(record), key };
    return { status: 201, body: { ...created } };
  });
}

/** POST /desk/apikeys/list → 200 `{ apiKeys: [...] }`, newest first, revoked ones included. */
export async function listApiKeys(deps: DeskApiKeysDeps, call: Call): Promise<CoreAnswer> {
  return asManager(deps.store, { uid: call.uid, message: NOT_A_MANAGER }, async (tx) => {
    const records = await tx.listApiKeys();
    const apiKeys = records
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1))
      .map(summariseApiKey);
    return { status: 200, body: { apiKeys } };
  });
}

/**
 * POST /desk/apikeys/{id}/revoke → 200 `{ apiKey }`: from now on the key answers 401. Revoking
 * a revoked key answers the same, changing nothing; an unknown id is 404 `not-found`.
 */
export async function revokeApiKey(deps: DeskApiKeysDeps, call: Call): Promise<CoreAnswer> {
  const keyId = call.pathId ?? '';
  return asManager(deps.store, { uid: call.uid, message: NOT_A_MANAGER }, async (tx) => {
    const record = isDocumentId(keyId) ? await tx.getApiKey(keyId) : null;
    if (record === null) return refuse(404, 'not-found', 'There is no API key with this id.');
    if (record.revokedAt !== null)
      return { status: 200, body: { apiKey: summariseApiKey(record) } };
    const revoked: ApiKeyRecord = {
      ...record,
      revokedAt: deps.config.now(),
      revokedBy: call.uid,
    };
    tx.putApiKey(revoked);
    return { status: 200, body: { apiKey: summariseApiKey(revoked) } };
  });
}
