import {
  createApiKey,
  type ApiKeyRecord,
  type CoreAnswer,
  type HttpDeps,
  type HttpRequest,
} from '@backend/core';
import { deskOrderOf, intakeOrder } from '../../support/intakeOrder';
import { setup } from './helpers';

// The world of the core's "Orders in" unit tests: the memory store with the desk's people (a
// manager, two drivers, a deactivated one), the clock in hand, and API keys made the desk's way.

export const PEOPLE = {
  marta: { name: 'Marta Silva', role: 'Manager ' },
  ana: { name: 'Ana Ribeiro', role: 'dispatcher' },
  rui: { name: 'Rui Lopes', role: 'courier' },
  gone: { name: 'Old Driver', active: false },
};

export const APP = 'https://dispatch.example.com';

/** The core over the memory store with PEOPLE, as handleHttp takes it (ID tokens: `token-<uid>`). */
export function ordersWorld() {
  const base = setup({});
  for (const [uid, data] of Object.entries(PEOPLE)) base.store.backOfficeUsers.set(uid, data);
  const deps: HttpDeps & typeof base = {
    ...base,
    verifier: {
      verify: async (token) => (token.startsWith('token-') ? { uid: token.slice(6) } : null),
    },
    allowedOrigins: [APP],
  };
  /** A new API key, made by marta through the core: `{ id, key }`. */
  async function newKey(name = 'Online shop'): Promise<{ id: string; key: string }> {
    const answer: CoreAnswer = await createApiKey(deps, { uid: 'marta', body: { name } });
    if (answer.status !== 201) throw new Error(JSON.stringify(answer.body));
    return { id: answer.body.id as string, key: answer.body.key as string };
  }
  const record = (id: string): ApiKeyRecord | undefined => deps.store.apiKeys.get(id);
  return { ...deps, deps, newKey, record };
}

/** A POST as handleHttp takes it: JSON `json` (or raw `body`) to `path`, with `authorization`. */
export function post(
  path: string,
  json: unknown,
  authorization: string | null,
  extra: Partial<HttpRequest> & { headers?: Record<string, string> } = {},
): HttpRequest {
  return {
    method: 'POST',
    path,
    body: new TextEncoder().encode(JSON.stringify(json)),
    ...extra,
    headers: {
      'content-type': 'application/json',
      ...(authorization === null ? {} : { authorization }),
      ...extra.headers,
    },
  };
}

/** One order of the intake API, as the shop's systems send it. */
export const apiOrder = intakeOrder;

/** One order of the desk's form, as POST /desk/orders carries it. */
export const deskOrder = deskOrderOf;
