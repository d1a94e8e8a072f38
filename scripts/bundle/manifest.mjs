// Reading a Vite build through its manifest (dist/.vite/manifest.json, build.manifest in
// vite.config.ts). Shared by the build checks (check-bundle.mjs, check-budget.mjs) and the
// benchmark (bench/), so "the initial chunk" means the same thing everywhere.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Buffer } from 'node:buffer';

/**
 * A build on disk: its manifest, index.html and the code of each chunk (read once).
 * Throws with a hint when the build or its manifest is missing.
 */
export function loadBuild(dist) {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} not found (build.manifest must be on).`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const cache = new Map();
  const loginPage = join(dist, 'login.html');
  return {
    dist,
    manifest,
    html: readFileSync(join(dist, 'index.html'), 'utf8'),
    /** The sign-in page's HTML (login.html, the /login rewrite's); null in a build without it. */
    loginHtml: existsSync(loginPage) ? readFileSync(loginPage, 'utf8') : null,
    readCode(file) {
      if (!cache.has(file)) cache.set(file, readFileSync(join(dist, file), 'utf8'));
      return cache.get(file);
    },
  };
}

/**
 * The classic scripts a page's HTML loads (`<script src>` without type="module": public/boot.js),
 * as files of the build. Not in the manifest, yet fetched before anything else of the page.
 */
export function classicScripts(html) {
  const files = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (/\btype=["']?module/.test(tag)) continue;
    const src = /\bsrc=["']([^"']+)["']/.exec(tag)?.[1];
    if (src && src.startsWith('/') && !src.startsWith('//')) files.push(src.slice(1));
  }
  return files;
}

/** The keys of the HTML entry chunks. */
export function entryKeys(manifest) {
  return Object.keys(manifest).filter((key) => manifest[key].isEntry);
}

/** The given chunks plus everything they import statically (what loads with them). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** Every chunk reachable from `keys` through static and dynamic imports. */
export function fullClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
    for (const imported of manifest[key].dynamicImports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

/** Gzipped size in bytes, as a static host compressing at the default level would send it. */
export function gzipBytes(text) {
  return gzipSync(Buffer.from(text, 'utf8')).length;
}

export function containsAny(code, markers) {
  return markers.some((marker) => code.includes(marker));
}
