// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkDeskPage, DESK_MARKERS } from '../../../scripts/bundle/deskPage.mjs';
import type { Manifest } from '../../../scripts/bundle/manifest.mjs';
import { fakeBuild } from './fakeBuild';

// check:budget's look at the back office's desk (scripts/bundle/deskPage.mjs, docs/desk.md):
// shown failing on fabricated builds, and passing on a small honest one.

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A dist/ with the desk's HTML, its manifest and these files. */
function deskDist(manifest: Manifest, files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'desk-budget-'));
  dirs.push(dist);
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'desk.html'), '<!doctype html>');
  writeFileSync(join(dist, '.vite', 'desk-manifest.json'), JSON.stringify(manifest));
  for (const [file, code] of Object.entries(files)) writeFileSync(join(dist, file), code);
  return dist;
}

const DESK_CODE = `render("${DESK_MARKERS[0]}")`;
const deskManifest: Manifest = {
  'desk.html': {
    file: 'assets/desk-a.js',
    isEntry: true,
    dynamicImports: ['../services/firebase/desk.ts'],
  },
  '../services/firebase/desk.ts': { file: 'assets/desk-b.js', dynamicImports: ['x.ts'] },
  'x.ts': { file: 'assets/desk-c.js' },
};
const cleanApp = fakeBuild(
  { 'index.html': { file: 'assets/index.js', isEntry: true } },
  {
    'assets/index.js': 'app()',
  },
);

describe('checkDeskPage', () => {
  it('passes a small desk whose start holds no SDK, weighing its start and all it may load', () => {
    const dist = deskDist(deskManifest, {
      'assets/desk-a.js': DESK_CODE,
      'assets/desk-b.js': 'auth()',
      'assets/desk-c.js': '"firestore.googleapis.com"',
    });
    const result = checkDeskPage(dist, { demoAllowed: false, appBuild: cleanApp });
    expect(result.problems).toEqual([]);
    expect(result.start?.map((f) => f.file)).toEqual(['assets/desk-a.js', 'assets/desk-b.js']);
    expect(result.allGzipBytes).toBeGreaterThan(result.startGzipBytes);
  });

  it('fails a desk whose start loads Firestore, or a Firebase build’s desk with the demo store', () => {
    const dist = deskDist(deskManifest, {
      'assets/desk-a.js': DESK_CODE,
      'assets/desk-b.js': '"google.firestore.v1.Firestore"',
      'assets/desk-c.js': 'openDB("dispatch-demo")',
    });
    const { problems } = checkDeskPage(dist, { demoAllowed: false, appBuild: cleanApp });
    expect(problems).toEqual([
      expect.stringContaining('/desk loads Firestore before sign-in'),
      'the desk of a Firebase build holds the demo store.',
    ]);
  });

  it('fails a desk whose start loads the maps library (its Map and New order load it lazily)', () => {
    const dist = deskDist(deskManifest, {
      'assets/desk-a.js': DESK_CODE,
      'assets/desk-b.js': '"There has been an Error with loading Google Maps API script"',
      'assets/desk-c.js': 'export {};',
    });
    const { problems } = checkDeskPage(dist, { demoAllowed: true, appBuild: cleanApp });
    expect(problems).toEqual([
      expect.stringContaining('/desk loads the maps library before sign-in'),
    ]);
  });

  it('fails when the driver app carries the desk’s code, or when there is no desk', () => {
    const dist = deskDist(deskManifest, {
      'assets/desk-a.js': DESK_CODE,
      'assets/desk-b.js': '',
      'assets/desk-c.js': '',
    });
    const grown = fakeBuild(
      { 'index.html': { file: 'assets/index.js', isEntry: true } },
      {
        'assets/index.js': DESK_CODE,
      },
    );
    expect(checkDeskPage(dist, { demoAllowed: true, appBuild: grown }).problems).toEqual([
      "the driver app's chunks hold the desk (assets/index.js).",
    ]);
    const empty = mkdtempSync(join(tmpdir(), 'desk-budget-'));
    dirs.push(empty);
    expect(checkDeskPage(empty, { demoAllowed: true, appBuild: cleanApp }).problems).toEqual([
      `${empty} has no desk (desk.html).`,
    ]);
  });

  it('fails a start over the budget, and a desk without its markers', () => {
    const noise = Array.from({ length: 60_000 }, (_, i) => `v${i * 7919}`).join(';');
    const dist = deskDist(deskManifest, {
      'assets/desk-a.js': noise,
      'assets/desk-b.js': '',
      'assets/desk-c.js': '',
    });
    expect(checkDeskPage(dist, { demoAllowed: true, appBuild: cleanApp }).problems).toEqual([
      expect.stringContaining('before its sign-in (budget'),
      'the desk does not contain its own markers: update DESK_MARKERS.',
    ]);
  });
});
