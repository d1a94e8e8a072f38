// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  startScriptsAfterFirstPaint,
  withBuildName,
  withFirstScreen,
  withSignedInPreloads,
} from '../../../scripts/vite/prerenderFirstScreens';

// Where the build puts the prerendered first screen (scripts/vite/prerenderFirstScreens.ts).

const BUILT = `<!doctype html>
<html lang="en">
  <head><script type="module" crossorigin src="/assets/index-abc.js"></script></head>
  <body>
    <noscript>Dispatch needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

describe('withFirstScreen', () => {
  it('fills #root with the markup and names the screen it shows', () => {
    const html = withFirstScreen(BUILT, 'login', '<main class="login">$& $1</main>');
    expect(html).toContain(
      '<div id="root" data-first-screen="login"><main class="login">$& $1</main></div>\n  </body>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    expect(html.match(/id="root"/g)).toHaveLength(1);
  });

  it('replaces what #root held before (the dev HTML leaves it empty; a rebuild may not)', () => {
    const once = withFirstScreen(BUILT, 'starting', '<main>Starting</main>');
    const twice = withFirstScreen(once, 'login', '<main>Sign in</main>');
    expect(twice).toContain('<div id="root" data-first-screen="login"><main>Sign in</main></div>');
    expect(twice).not.toContain('Starting');
  });

  it('fills #root up to its own end, before the marker that says it is whole', () => {
    const marked = BUILT.replace(
      '<div id="root"></div>',
      '<div id="root"><div>old</div></div>\n    <template id="root-end"></template>',
    );
    const html = withFirstScreen(marked, 'starting', '<main><div>Starting</div></main>');
    expect(html).toContain(
      '<div id="root" data-first-screen="starting"><main><div>Starting</div></main></div>\n    <template id="root-end"></template>',
    );
    expect(html).not.toContain('old');
  });

  it('fails the build when the HTML has no #root to fill', () => {
    expect(() => withFirstScreen('<html><body></body></html>', 'login', '<main></main>')).toThrow(
      'no <div id="root">',
    );
  });
});

const WITH_SCRIPTS = `<!doctype html>
<html lang="en">
  <head>
    <script src="/boot.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-2.css">
    <link rel="modulepreload" crossorigin href="/assets/demo-3.js">
  </head>
  <body><div id="root" data-first-screen="login"><main>Sign in</main></div></body>
</html>`;

describe('startScriptsAfterFirstPaint', () => {
  it('hands the entry and its preloads to the boot script, and keeps the rest', () => {
    const html = startScriptsAfterFirstPaint(WITH_SCRIPTS);
    expect(html).toContain(
      '<script src="/boot.js" data-entry="/assets/index-abc.js" data-preload="/assets/jsx-runtime-1.js /assets/demo-3.js"></script>',
    );
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-2.css">');
    expect(html).toContain('<main>Sign in</main>');
  });

  it('fails the build when there is no boot script or not exactly one entry', () => {
    expect(() =>
      startScriptsAfterFirstPaint(WITH_SCRIPTS.replace('/boot.js', '/other.js')),
    ).toThrow('expected one <script src="/boot.js">');
    expect(() =>
      startScriptsAfterFirstPaint(WITH_SCRIPTS.replace(/<script type="module"[^\n]*\n/, '')),
    ).toThrow('expected one entry script, found 0');
  });
});

describe('withSignedInPreloads', () => {
  const ROOT = '/home/dev/dispatch';
  const bundle = {
    'assets/index-abc.js': {
      type: 'chunk',
      fileName: 'assets/index-abc.js',
      facadeModuleId: `${ROOT}/index.html`,
      imports: [],
      isEntry: true,
    },
    'assets/signedIn-d.js': {
      type: 'chunk',
      fileName: 'assets/signedIn-d.js',
      facadeModuleId: `${ROOT}/src/app/signedIn.ts`,
      imports: ['assets/index-abc.js', 'assets/receipt-e.js'],
      isEntry: false,
      viteMetadata: { importedCss: new Set(['assets/signedIn-f.css']) },
    },
    'assets/receipt-e.js': {
      type: 'chunk',
      fileName: 'assets/receipt-e.js',
      facadeModuleId: null,
      imports: [],
      isEntry: false,
    },
  };

  it('preloads the signed-in chunk and its imports, applies its styles, not the entry', () => {
    const html = withSignedInPreloads(BUILT, bundle, '/');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/signedIn-d.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/receipt-e.js">');
    // Applied at once: the list in the first frame is drawn with them before any module runs.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/signedIn-f.css">');
    expect(html).not.toContain('modulepreload" crossorigin href="/assets/index-abc.js"');
    expect(html.indexOf('signedIn-d.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('adds nothing the page already preloads', () => {
    const preloaded = BUILT.replace(
      '</head>',
      '<link rel="modulepreload" crossorigin href="/assets/receipt-e.js"></head>',
    );
    const html = withSignedInPreloads(preloaded, bundle, '/');
    expect(html.split('/assets/receipt-e.js').length).toBe(2);
  });
});

describe('withBuildName', () => {
  const page = BUILT.replace('<head>', '<head><script src="/boot.js"></script>');
  const entry = { type: 'chunk', fileName: 'assets/index-abc.js', isEntry: true };
  const lazy = { type: 'chunk', fileName: 'assets/signedIn-d.js', isEntry: false };

  it("names the build on boot.js's tag by its entry's hashed name", () => {
    const html = withBuildName(page, { a: entry, b: lazy, c: { type: 'asset' } });
    expect(html).toContain('<script src="/boot.js" data-build="index-abc"></script>');
  });

  it("keeps boot.js's other attributes (login.html's entry and preloads)", () => {
    const login = page.replace('/boot.js"', '/boot.js" data-entry="/assets/index-abc.js"');
    expect(withBuildName(login, { a: entry })).toContain(
      '<script src="/boot.js" data-build="index-abc" data-entry="/assets/index-abc.js">',
    );
  });

  it('fails the build without exactly one entry or one boot script', () => {
    expect(() => withBuildName(page, { b: lazy })).toThrow('expected one entry chunk, found 0');
    expect(() => withBuildName(BUILT, { a: entry })).toThrow('expected one <script src="/boot.js"');
  });
});
