// A small static host for the benchmark: serves a build from 127.0.0.1 with gzip (as a CDN or
// static host would) and the SPA fallback as firebase.json has it (/login gets login.html, with
// the sign-in form prerendered; /track/* gets track.html; /desk and /desk/* get desk.html; other
// unknown paths get index.html). Hashed assets are cached for a year, everything else
// revalidates, like a typical production host.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
]);

/** Serves `root` on 127.0.0.1:`port`; resolves to { url, close() }. */
export function serveBuild(root, port) {
  const cache = new Map();
  const read = (file) => {
    if (!cache.has(file)) {
      const body = readFileSync(file);
      const ext = extname(file);
      cache.set(file, { body, gzipped: COMPRESSIBLE.has(ext) ? gzipSync(body) : null, ext });
    }
    return cache.get(file);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
    let file = join(root, path);
    if (!file.startsWith(normalize(root) + sep) && file !== normalize(root)) {
      res.writeHead(403).end();
      return;
    }
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      // A missing asset is a 404; anything else is a route of the SPA.
      if (extname(path) !== '' && !path.endsWith('.html')) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const loginPage = join(root, 'login.html');
      const isLogin = path.replace(/[/\\]$/, '') === 'login' && existsSync(loginPage);
      // The customer's tracking page, as firebase.json rewrites /track/** (docs/tracking.md).
      const trackPage = join(root, 'track.html');
      const isTrack = /^track[/\\]/.test(path) && existsSync(trackPage);
      // The back office's desk, as firebase.json rewrites /desk and /desk/** (docs/desk.md).
      const deskPage = join(root, 'desk.html');
      const isDesk = /^desk([/\\]|$)/.test(path) && existsSync(deskPage);
      file = isLogin
        ? loginPage
        : isTrack
          ? trackPage
          : isDesk
            ? deskPage
            : join(root, 'index.html');
    }
    const { body, gzipped, ext } = read(file);
    const headers = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': path.startsWith('assets/')
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      vary: 'accept-encoding',
    };
    const useGzip = gzipped !== null && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const payload = useGzip ? gzipped : body;
    if (useGzip) headers['content-encoding'] = 'gzip';
    headers['content-length'] = payload.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : payload);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}
