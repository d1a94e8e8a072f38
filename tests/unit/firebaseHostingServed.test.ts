// @vitest-environment node
// firebase.json's Hosting rules and headers as Hosting applies them: served by superstatic, the
// server of the Firebase Hosting emulator, over a small dist/ (the rules themselves are read in
// firebaseProjectFiles.test.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as superstaticModule from 'superstatic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: object };

// Served by superstatic, the server of the Firebase Hosting emulator, with this firebase.json's
// rewrites and headers over a small dist/.
describe('firebase.json hosting, served', () => {
  let root: string;
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'dispatch-hosting-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Dispatch</title>');
    writeFileSync(join(root, 'login.html'), '<!doctype html><title>Dispatch: sign in</title>');
    writeFileSync(join(root, 'desk.html'), '<!doctype html><title>Dispatch desk</title>');
    writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1);');
    // A CommonJS module: its function is `default` in node, the module itself elsewhere.
    const exported = superstaticModule as unknown as { default: unknown };
    const superstatic = (
      typeof exported.default === 'function' ? exported.default : superstaticModule
    ) as (spec: object) => (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
    const middleware = superstatic({
      config: { ...firebaseJson.hosting, public: '.' },
      cwd: root,
      fallthrough: false,
    });
    const server = createServer((req, res) =>
      middleware(req, res, () => {
        res.statusCode = 404;
        res.end('Not found');
      }),
    );
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => {
    close?.();
    rmSync(root, { recursive: true, force: true });
  });

  it.each(['/order', '/order-detail?id=r-1', '/delivered'])(
    'answers the app route %s with index.html',
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Dispatch</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('answers /login with the prerendered sign-in page', async () => {
    const response = await fetch(`${origin}/login`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Dispatch: sign in</title>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/desk', '/desk/', '/desk/board?x=1'])(
    'answers %s with the back office desk, never the driver app',
    async (path) => {
      const response = await fetch(`${origin}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Dispatch desk</title>');
    },
  );

  it('serves a hashed asset cached for a year', async () => {
    const response = await fetch(`${origin}/assets/index-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not with index.html cached for a year', async () => {
    const response = await fetch(`${origin}/assets/index-gone999.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('<title>Dispatch</title>');
  });
});
