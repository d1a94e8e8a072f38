import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll } from 'vitest';

// A real HTTP server on 127.0.0.1 (random port) standing in for the company backend. It
// answers CORS preflights the way docs/backend-contract.md asks the real backend to, records
// every request, and replies with whatever the test's handler says.

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** The body as received, byte for byte (multipart photos are not UTF-8). */
  bytes: Buffer;
  /** The parsed JSON body, or undefined when it was not JSON. */
  body: unknown;
}

export interface Reply {
  status: number;
  /** An object is sent as JSON; a string as text/plain (or `contentType`). */
  body?: unknown;
  contentType?: string;
  headers?: Record<string, string>;
  /** Never answer (until the server closes): for timeouts. */
  hang?: boolean;
  /** Cut the connection without an answer: a network error. */
  destroy?: boolean;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

const ANSWER_OK: Handler = () => ({ status: 200, body: { ok: true } });

export interface TestBackend {
  /** http://127.0.0.1:<port> */
  origin: string;
  requests: RecordedRequest[];
  preflights: RecordedRequest[];
  setHandler(handler: Handler): void;
  close(): Promise<void>;
}

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, X-XSRF-TOKEN',
  'Access-Control-Expose-Headers': 'Retry-After',
  'Access-Control-Max-Age': '600',
} as const;

function send(res: ServerResponse, reply: Reply) {
  const headers: Record<string, string> = { ...CORS_HEADERS, ...reply.headers };
  let payload = '';
  if (reply.body !== undefined) {
    if (typeof reply.body === 'string') {
      payload = reply.body;
      headers['Content-Type'] = reply.contentType ?? 'text/plain; charset=utf-8';
    } else {
      payload = JSON.stringify(reply.body);
      headers['Content-Type'] = reply.contentType ?? 'application/json';
    }
  }
  res.writeHead(reply.status, headers);
  res.end(payload);
}

export async function startTestBackend(initial?: Handler): Promise<TestBackend> {
  let handler: Handler = initial ?? ANSWER_OK;
  const requests: RecordedRequest[] = [];
  const preflights: RecordedRequest[] = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const bytes = Buffer.concat(chunks);
      const rawBody = bytes.toString('utf8');
      let body: unknown;
      try {
        body = rawBody === '' ? undefined : JSON.parse(rawBody);
      } catch {
        body = undefined;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        rawBody,
        bytes,
        body,
      };
      if (recorded.method === 'OPTIONS') {
        preflights.push(recorded);
        res.writeHead(204, CORS_HEADERS);
        res.end();
        return;
      }
      requests.push(recorded);
      void Promise.resolve(handler(recorded)).then((reply) => {
        if (reply.hang) return;
        if (reply.destroy) {
          req.socket.destroy();
          return;
        }
        send(res, reply);
      });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    preflights,
    setHandler(next) {
      handler = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * One test backend for a whole test file: started before its first test and closed after its
 * last; after each test its recorded requests are forgotten and it answers 200 `{ ok: true }`
 * again. Call at the top of the file; use the answer only inside tests and hooks.
 */
export function testBackendForFile(): TestBackend {
  let started: TestBackend | null = null;
  const backend = (): TestBackend => {
    if (started === null) throw new Error('the test backend runs only during the tests');
    return started;
  };
  beforeAll(async () => {
    started = await startTestBackend();
  });
  afterAll(async () => {
    await backend().close();
  });
  afterEach(() => {
    backend().requests.length = 0;
    backend().setHandler(ANSWER_OK);
  });
  return {
    get origin() {
      return backend().origin;
    },
    get requests() {
      return backend().requests;
    },
    get preflights() {
      return backend().preflights;
    },
    setHandler: (handler) => backend().setHandler(handler),
    close: () => backend().close(),
  };
}
