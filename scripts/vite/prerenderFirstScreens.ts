import { runnerImport, type Plugin } from 'vite';
import { chunksOfModules } from './preloadModeServices.ts';
import { buildConstants, sourceAlias } from './sharedConfig.ts';

// Writes the app's first screens into the built HTML (src/app/prerender.tsx renders them with
// react-dom/server from the real components), so they paint before any script has run:
// index.html gets "Starting Dispatch…" and a copy of it, login.html, gets the sign-in form.
// login.html is served for /login only (firebase.json's rewrites, the service worker's
// navigation route, vite preview's own .html lookup), so a signed-in start, which opens another
// route, never flashes the form. src/main.tsx hydrates whichever it finds (data-first-screen).

/** The page that carries the prerendered sign-in form, beside index.html. */
export const LOGIN_HTML = 'login.html';

type FirstScreen = 'starting' | 'login';

// #root, up to its end tag: the one followed by index.html's marker (#root-end), a script or </body>.
const ROOT =
  /<div id="root"[^>]*>[\s\S]*?<\/div>(?=\s*<template id="root-end">|\s*<script|\s*<\/body>)/;

/** The HTML with `markup` inside #root, marked with the first screen it shows. */
export function withFirstScreen(html: string, firstScreen: FirstScreen, markup: string): string {
  if (!ROOT.test(html)) throw new Error('index.html has no <div id="root"> before its scripts');
  return html.replace(
    ROOT,
    () => `<div id="root" data-first-screen="${firstScreen}">${markup}</div>`,
  );
}

const BOOT_SCRIPT = '<script src="/boot.js"></script>';
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The HTML with its module scripts started by public/boot.js after the first paint instead of
 * from <head>: for a page whose first screen is all in its HTML, so the paint never waits on
 * them (on a slow phone, fetching and compiling the entry competes with it).
 */
export function startScriptsAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(ENTRY_SCRIPT)].map((match) => match[1]);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  if (entries.length !== 1) throw new Error(`expected one entry script, found ${entries.length}`);
  if (html.split(BOOT_SCRIPT).length !== 2) throw new Error(`expected one ${BOOT_SCRIPT}`);
  const startedByBoot = `<script src="/boot.js" data-entry="${entries[0]}" data-preload="${preloads.join(' ')}"></script>`;
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(BOOT_SCRIPT, () => startedByBoot);
}

/** Heads the signed-in screens' preloads in index.html (the build tests find them by it). */
export const SIGNED_IN_PRELOADS_MARK = '<!-- A signed-in start: the signed-in screens -->';

/** The signed-in screens' module (src/app/signedInChunk.tsx imports it lazily). */
const SIGNED_IN_MODULE = 'src/app/signedIn.ts';

/**
 * Preloads for the signed-in screens' chunk, its imports and its stylesheet, for index.html
 * only: every start but /login's is most likely signed in, and a remembered start
 * (docs/architecture.md#remembered-start) draws the orders as soon as that chunk has run, so
 * it downloads and compiles beside the entry instead of after it. login.html leaves it for
 * when the page is idle (the sign-in form's budget, docs/performance.md).
 */
export function withSignedInPreloads(
  html: string,
  bundle: Record<string, { type: string }>,
  base: string,
): string {
  const chunks = chunksOfModules(Object.values(bundle), [SIGNED_IN_MODULE]);
  const styles = chunks.flatMap((fileName) => {
    const chunk = bundle[fileName] as { viteMetadata?: { importedCss?: Set<string> } };
    return [...(chunk.viteMetadata?.importedCss ?? [])];
  });
  const links = [
    ...chunks.map((fileName) => `<link rel="modulepreload" crossorigin href="${base}${fileName}">`),
    // Applied, not only fetched: the list in the first frame (public/boot.js) is drawn with
    // them before any module runs.
    ...styles.map((fileName) => `<link rel="stylesheet" crossorigin href="${base}${fileName}">`),
  ].filter((link) => !html.includes(link.match(/href="[^"]+"/)?.[0] ?? link));
  if (links.length === 0) return html;
  return html.replace(
    /\s*<\/head>/,
    () => `\n    ${SIGNED_IN_PRELOADS_MARK}\n    ${links.join('\n    ')}\n  </head>`,
  );
}

/**
 * The HTML with the build's name on boot.js's tag: the entry's hashed file name, which changes
 * with any of the app's code. public/boot.js shows the list in the first frame only when it
 * was drawn by this build (src/app/firstFrame), since another build's markup would not hydrate.
 * The desk's build names itself on desk-boot.js's tag the same way (vite.desk.config.ts).
 */
export function withBuildName(
  html: string,
  bundle: Record<string, unknown>,
  tag: string = BOOT_TAG,
): string {
  const entries = Object.values(bundle).filter(
    (chunk): chunk is { fileName: string } =>
      (chunk as { type?: string }).type === 'chunk' &&
      (chunk as { isEntry?: boolean }).isEntry === true,
  );
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  const name = entries[0].fileName.replace(/^.*\//, '').replace(/\.js$/, '');
  if (html.split(tag).length !== 2) throw new Error(`expected one ${tag}`);
  return html.replace(tag, () => `${tag} data-build="${name}"`);
}

const BOOT_TAG = '<script src="/boot.js"';

/** Styles are the browser's business: in Node, every stylesheet import is an empty module. */
const NO_STYLES = '\0dispatch-prerender-no-styles';
const withoutStyles: Plugin = {
  name: 'dispatch:prerender-without-styles',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? NO_STYLES : null),
  load: (id) => (id === NO_STYLES ? 'export {};' : null),
};

interface PrerenderModule {
  prerenderFirstScreen(firstScreen: FirstScreen): string;
}

export function prerenderFirstScreens(): Plugin {
  let root = process.cwd();
  let mode = 'production';
  let base = '/';
  return {
    name: 'dispatch:prerender-first-screens',
    apply: 'build',
    // After Vite has written index.html into the bundle (scripts and preloads included).
    enforce: 'post',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (!shell || shell.type !== 'asset') return;
      // The module runs in Node with the build's own mode and variables (import.meta.env), so
      // it renders what this build's browser renders first (the demo badge, for one).
      const { module } = await runnerImport<PrerenderModule>('/src/app/prerender.tsx', {
        root,
        mode,
        configFile: false,
        // What vite.config.ts gives the app's modules: the `@/` alias, the build constants.
        resolve: { alias: sourceAlias },
        define: buildConstants,
        plugins: [withoutStyles],
        logLevel: 'error',
      });
      const html = String(shell.source);
      shell.source = withBuildName(
        withSignedInPreloads(
          withFirstScreen(html, 'starting', module.prerenderFirstScreen('starting')),
          bundle,
          base,
        ),
        bundle,
      );
      this.emitFile({
        type: 'asset',
        fileName: LOGIN_HTML,
        source: withBuildName(
          startScriptsAfterFirstPaint(
            withFirstScreen(html, 'login', module.prerenderFirstScreen('login')),
          ),
          bundle,
        ),
      });
    },
  };
}
