import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

// A tiny static server for the PWA journeys: it serves one build directory like the hosting
// does (files, and index.html for app routes), can switch to another build in place (a new
// deployment) and can drop every connection (the network is gone, whatever the browser
// emulates). Listens on a free port so that it never collides with other servers.

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export interface SwitchableServer {
  readonly origin: string;
  /** Serves this build directory from now on. */
  serve(directory: string): void;
  /** Drops every request (true) or serves again (false). */
  setDown(down: boolean): void;
  /** How many requests reached the server while it was up. */
  readonly requestCount: number;
  close(): Promise<void>;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function startSwitchableServer(directory: string): Promise<SwitchableServer> {
  let root = resolve(directory);
  let down = false;
  let requestCount = 0;

  const server: Server = createServer((request, response) => {
    if (down) {
      request.socket.destroy();
      return;
    }
    requestCount += 1;
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      const candidate = normalize(join(root, pathname));
      const insideRoot = candidate.startsWith(root);
      let file = insideRoot && (await isFile(candidate)) ? candidate : null;
      // App routes (no extension) get the shell, as the hosting's SPA rewrite does.
      if (!file && insideRoot && extname(pathname) === '') file = join(root, 'index.html');
      if (!file) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const hashedAsset = file.includes(`${root}/assets/`);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      createReadStream(file).pipe(response);
    })();
  });

  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    serve(next) {
      root = resolve(next);
    },
    setDown(value) {
      down = value;
    },
    get requestCount() {
      return requestCount;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
