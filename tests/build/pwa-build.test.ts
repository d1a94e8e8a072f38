import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_PRELOADS_MARK } from '../../scripts/vite/prerenderFirstScreens';
import { listFiles, pngSize, precacheEntries } from './distFiles';

// The production build is a complete PWA (issue 5): run after `npm run build`.

const DIST = resolve('dist');
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
/** index.html as login.html has it: without the preloads for a signed-in start. */
const withoutSignedInPreloads = (html: string) =>
  html.replace(new RegExp(`\\s*${SIGNED_IN_PRELOADS_MARK}[\\s\\S]*?(?=</head>)`), '');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

describe('dist/ (the production build)', () => {
  beforeAll(() => {
    expect(existsSync(join(DIST, 'index.html')), 'run `npm run build` first').toBe(true);
  });

  it('has the service worker and the web manifest, linked from index.html', () => {
    expect(existsSync(join(DIST, 'sw.js'))).toBe(true);
    expect(existsSync(join(DIST, 'manifest.webmanifest'))).toBe(true);
    const html = read('index.html');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toMatch(/<meta name="theme-color" content="#470b0b"/);
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon.png"/);
    // We register the worker ourselves (src/app/pwa), not through the plugin's script.
    expect(html).not.toContain('registerSW');
    expect(listFiles(DIST)).not.toContain('registerSW.js');
  });

  it('describes the app in the manifest: names, start URL, scope, display, theme', () => {
    const manifest = JSON.parse(read('manifest.webmanifest')) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Dispatch',
      short_name: 'Dispatch',
      start_url: '/order',
      scope: '/',
      display: 'standalone',
      theme_color: '#470b0b',
    });
    expect(manifest.description).toEqual(expect.any(String));
    expect(String(manifest.description).length).toBeGreaterThan(10);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('lists icons 192 and 512 and a maskable 512, each a PNG of the declared size', () => {
    const { icons } = JSON.parse(read('manifest.webmanifest')) as { icons: ManifestIcon[] };
    const wanted = [
      { sizes: '192x192', purpose: 'any' },
      { sizes: '512x512', purpose: 'any' },
      { sizes: '512x512', purpose: 'maskable' },
    ];
    for (const { sizes, purpose } of wanted) {
      const icon = icons.find((i) => i.sizes === sizes && (i.purpose ?? 'any') === purpose);
      expect(icon, `${purpose} icon ${sizes}`).toBeDefined();
      expect(icon?.type).toBe('image/png');
      const [width, height] = sizes.split('x').map(Number);
      expect(pngSize(join(DIST, icon!.src))).toEqual({ width, height });
    }
    expect(pngSize(join(DIST, 'apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
  });

  it('precaches the shell: index.html, its scripts and styles, every lazy chunk', () => {
    const urls = precacheEntries(read('sw.js')).map((entry) => entry.url);
    expect(urls).toContain('index.html');
    const html = read('index.html');
    const shellAssets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
      (match) => match[1],
    );
    expect(shellAssets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(shellAssets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of shellAssets) expect(urls).toContain(asset);
    // Lazily loaded chunks too: the order pages must open offline. The customer's tracking
    // page (assets/track-*, docs/tracking.md) and the back office's desk (assets/desk-*,
    // docs/desk.md) are not the driver's app: never precached.
    for (const file of listFiles(DIST).filter((f) => /^assets\/.+\.(js|css)$/.test(f))) {
      if (/^assets\/(track|desk)-/.test(file)) expect(urls).not.toContain(file);
      else expect(urls).toContain(file);
    }
    expect(urls).not.toContain('track.html');
    expect(urls).not.toContain('desk.html');
    // Every precached URL exists: one missing file would make the worker's install fail.
    for (const url of urls) expect(existsSync(join(DIST, url)), url).toBe(true);
  });

  it('preloads the demo adapters /login waits for, and nothing lazier', () => {
    // index.html without what it preloads for a signed-in start (the next test).
    const html = withoutSignedInPreloads(read('index.html'));
    const preloaded = [
      ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g),
    ].map((match) => match[1]);
    // The demo adapters (src/demo/adapters/index.ts) make the chunk `adapters-<hash>.js`.
    const demo = preloaded.filter((file) => /^assets\/adapters-[\w-]+\.js$/.test(file));
    expect(demo).toHaveLength(1);
    expect(existsSync(join(DIST, demo[0]!))).toBe(true);
    // Everything else preloaded is a chunk the entry or the demo adapters import statically
    // (shared chunks the bundler split out), never a lazy screen such as the signed-in chunk.
    const entry = /<script type="module" crossorigin src="\/([^"]+)">/.exec(html)?.[1] ?? '';
    const staticImports = [entry, demo[0]!]
      .map((file) => read(file))
      .flatMap((code) => [...code.matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]));
    for (const file of preloaded.filter((f) => f !== demo[0])) {
      expect(staticImports, file).toContain(file.replace(/^assets\//, ''));
    }
    expect(preloaded.some((file) => file.includes('signedIn'))).toBe(false);
  });

  it('prerenders the first screens: index.html starts, login.html (precached) signs in', () => {
    // #root, then the marker the first paint waits for (docs/pwa.md#the-list-in-the-first-frame).
    const rootOf = (file: string) =>
      /<div id="root"([^>]*)>(.*?)<\/div>\s*<template id="root-end"><\/template>\s*<\/body>/s.exec(
        read(file),
      );
    for (const file of ['index.html', 'login.html']) {
      expect(read(file)).toContain('<link rel="expect" href="#root-end" blocking="render"');
    }
    const [, shellAttributes, shell] = rootOf('index.html') ?? [];
    expect(shellAttributes).toBe(' data-first-screen="starting"');
    expect(shell).toContain('Starting Dispatch…');
    expect(shell).not.toContain('<form');
    const [, loginAttributes, login] = rootOf('login.html') ?? [];
    expect(loginAttributes).toBe(' data-first-screen="login"');
    expect(login).toContain('<form class="login__form"');
    expect(login).not.toContain('Starting Dispatch…');
    // The same page otherwise (styles, meta, the logo's preload), but login.html's scripts are
    // started by public/boot.js after the first paint: the same entry and module preloads.
    const head = (file: string) => read(file).split('<body>')[0] ?? '';
    const scripts = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
    const preloads = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
    const shellHead = withoutSignedInPreloads(head('index.html'));
    const entry = scripts.exec(shellHead)?.[1];
    const preloaded = [...shellHead.matchAll(preloads)].map((match) => match[1]).join(' ');
    expect(entry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(preloaded).not.toBe('');
    // Both name the build on boot.js's tag (the list in the first frame is shown only by the
    // build that drew it): the entry's hashed name.
    const build = entry?.replace(/^\/assets\/(.*)\.js$/, '$1');
    const bootTag = `<script src="/boot.js" data-build="${build}"`;
    expect(shellHead).toContain(`${bootTag}></script>`);
    expect(head('login.html')).toBe(
      shellHead
        .replace(/\s*<script type="module"[^>]*><\/script>/, '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace(
          `${bootTag}></script>`,
          `${bootTag} data-entry="${entry}" data-preload="${preloaded}"></script>`,
        ),
    );
    expect(precacheEntries(read('sw.js')).map((entry) => entry.url)).toContain('login.html');
  });

  it('preloads the signed-in screens (and applies their styles) on index.html, not on login.html', () => {
    const [, signedIn = ''] = read('index.html').split(SIGNED_IN_PRELOADS_MARK);
    const chunk =
      /<link rel="modulepreload" crossorigin href="\/(assets\/signedIn-[\w-]+\.js)">/.exec(
        signedIn,
      )?.[1];
    expect(chunk).toBeDefined();
    expect(existsSync(join(DIST, chunk!))).toBe(true);
    // Applied, not only fetched: the list in the first frame is drawn with it before any module.
    expect(signedIn).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/signedIn-[\w-]+\.css">/,
    );
    expect(read('login.html')).not.toContain('signedIn-');
  });

  it('ships no source maps', () => {
    const files = listFiles(DIST);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const file of files.filter((f) => f.endsWith('.js') || f.endsWith('.css'))) {
      expect(read(file), file).not.toContain('sourceMappingURL');
    }
  });
});

describe('a build with sentinel values in .env', () => {
  const OUT = resolve('dist-build-test');
  const envDir = mkdtempSync(join(tmpdir(), 'dispatch-env-'));
  const sentinels = {
    // Not read by the app: a VITE_ variable must only reach the bundle when the app uses it.
    VITE_UNUSED_BUILD_TEST_SENTINEL: `vite-unused-${randomUUID()}`,
    // Not VITE_-prefixed: a server-side secret that must never reach the bundle.
    BUILD_TEST_SECRET: `secret-${randomUUID()}`,
  };

  beforeAll(async () => {
    writeFileSync(
      join(envDir, '.env'),
      Object.entries(sentinels)
        .map(([name, value]) => `${name}=${value}`)
        .join('\n'),
    );
    const { build } = await import('vite');
    await build({
      configFile: resolve('vite.config.ts'),
      envDir,
      logLevel: 'silent',
      build: { outDir: OUT, emptyOutDir: true },
    });
  });

  afterAll(() => {
    rmSync(envDir, { recursive: true, force: true });
    rmSync(OUT, { recursive: true, force: true });
  });

  it('leaks none of them into any file, the service worker included', () => {
    const files = listFiles(OUT);
    expect(files).toContain('sw.js');
    for (const file of files) {
      const content = readFileSync(join(OUT, file), 'latin1');
      for (const [name, value] of Object.entries(sentinels)) {
        expect(content.includes(value), `${name} in ${file}`).toBe(false);
      }
    }
  });
});
