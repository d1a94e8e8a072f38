import {
  handleHttp,
  type ApiKeyRecord,
  type BackendStore,
  type BackOfficeUserData,
  type HttpDeps,
  type HttpRequest,
  type IdempotencyRecord,
  type MemoryStore,
  type ReceiptData,
} from '@backend/core';

// The HTTP function's body, free of firebase-functions so it can be tested with plain objects:
// an Express-like request in, the core's answer out. Under the emulator with the in-memory store
// it also serves `/__emulator/…` (seeding receipts, back-office users and API key records, reading
// what the core stored), which the contract suite and `npm run emulators` use; those paths do not
// exist anywhere else.

export interface RequestLike {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  rawBody?: Buffer;
}

export interface ResponseLike {
  status(code: number): ResponseLike;
  set(headers: Record<string, string>): ResponseLike;
  send(body: string): unknown;
}

function headersOf(request: RequestLike): HttpRequest['headers'] {
  const headers: HttpRequest['headers'] = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function isMemoryStore(store: BackendStore): store is MemoryStore {
  return store.kind === 'memory' && 'receipts' in store;
}

/** Runs a request's work under its endpoint's name (storeUsage.ts counts its transactions). */
export type UsageScope = <T>(name: string, work: () => T) => T;

export function createApiHandler(
  deps: () => HttpDeps,
  scope: UsageScope = (_name, work) => work(),
) {
  return async (request: RequestLike, response: ResponseLike): Promise<void> => {
    const resolved = deps();
    if (request.path.startsWith('/__emulator/')) {
      const answer = emulatorOnly(resolved.store, request);
      response.status(answer.status).set({ 'Content-Type': 'application/json' });
      response.send(JSON.stringify(answer.body));
      return;
    }
    const answer = await scope(request.path, () =>
      handleHttp(resolved, {
        method: request.method,
        path: request.path,
        headers: headersOf(request),
        body: request.rawBody ? new Uint8Array(request.rawBody) : null,
      }),
    );
    response.status(answer.status).set(answer.headers);
    response.send(answer.body);
  };
}

function emulatorOnly(
  store: BackendStore,
  request: RequestLike,
): { status: number; body: unknown } {
  if (!isMemoryStore(store)) return { status: 404, body: { message: 'Not found.' } };
  const body = request.rawBody ? JSON.parse(request.rawBody.toString('utf8') || 'null') : null;
  switch (request.path) {
    case '/__emulator/state':
      return {
        status: 200,
        body: {
          store: store.kind,
          receipts: Object.fromEntries(store.receipts),
          backOfficeUsers: Object.fromEntries(store.backOfficeUsers),
          tokens: Object.fromEntries(store.tokens),
          idempotency: Object.fromEntries(store.idempotency),
          trackingLinks: Object.fromEntries(store.trackingLinks),
          trackingPositions: Object.fromEntries(store.trackingPositions),
          counters: Object.fromEntries(store.counters),
          apiKeys: Object.fromEntries(store.apiKeys),
          rateWindows: Object.fromEntries(store.rateWindows),
          driverShifts: Object.fromEntries(store.driverShifts),
          settlements: Object.fromEntries(store.settlements),
        },
      };
    case '/__emulator/receipts':
      for (const [id, data] of Object.entries((body ?? {}) as Record<string, ReceiptData>)) {
        store.receipts.set(id, data);
      }
      return { status: 200, body: { ok: true } };
    case '/__emulator/backOfficeUsers':
      for (const [uid, data] of Object.entries(
        (body ?? {}) as Record<string, BackOfficeUserData>,
      )) {
        store.backOfficeUsers.set(uid, data);
      }
      return { status: 200, body: { ok: true } };
    case '/__emulator/idempotency':
      for (const record of (body ?? []) as IdempotencyRecord[]) {
        store.idempotency.set(record.key, record);
      }
      return { status: 200, body: { ok: true } };
    case '/__emulator/apiKeys':
      for (const record of (body ?? []) as ApiKeyRecord[]) {
        store.apiKeys.set(record.id, record);
      }
      return { status: 200, body: { ok: true } };
    case '/__emulator/tokens':
      for (const record of (body ?? []) as Array<{ uid: string }>) {
        store.tokens.set(record.uid, record as never);
      }
      return { status: 200, body: { ok: true } };
    default:
      return { status: 404, body: { message: 'Not found.' } };
  }
}
