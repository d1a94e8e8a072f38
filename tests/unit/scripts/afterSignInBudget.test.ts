import { describe, expect, it } from 'vitest';
import {
  checkAfterSignIn,
  OTHER_CATALOGUES,
  SDK_MARKERS,
  SERVICE_ENTRIES,
  SIGNED_IN_CHUNK,
  SIGNED_IN_DATA,
} from '../../../scripts/bundle/budget.mjs';
import type { Manifest } from '../../../scripts/bundle/manifest.mjs';
import { fakeBuild } from './fakeBuild';

// The after-sign-in budget of `npm run check:budget` (issue 35) on fabricated Firebase builds:
// what signing in adds to /login's JS and the prefetched signed-in screens, until the orders
// show. It must fail when that grows past the budget, or when a chunk that waits for its own
// need (another language, Messaging, axios, the map) or re2js joins a signed-in start.

const FIRESTORE_ADAPTERS = SIGNED_IN_DATA.firebase[0]!;
const PT_PT = 'src/ui/i18n/catalogues/pt-PT.ts';
const HTTP = 'src/services/http/index.ts';
const MESSAGING = 'node_modules/firebase/messaging/dist/esm/index.esm.js';
const marker = (what: string) => SDK_MARKERS[what]![0]!;

/** Entry → Auth adapters; signed-in screens; Firestore; and the lazy chunks that must wait. */
function fabricatedBuild(
  code: Record<string, string> = {},
  imports: { signedIn?: string[]; firestore?: string[] } = {},
) {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_i18n.js'],
      dynamicImports: [PT_PT, SERVICE_ENTRIES.firebase, SIGNED_IN_CHUNK],
    },
    '_i18n.js': { file: 'assets/i18n.js' },
    [SERVICE_ENTRIES.firebase]: {
      file: 'assets/firebase.js',
      isDynamicEntry: true,
      imports: ['index.html'],
      dynamicImports: [FIRESTORE_ADAPTERS, HTTP, MESSAGING],
    },
    [SIGNED_IN_CHUNK]: {
      file: 'assets/signedIn.js',
      isDynamicEntry: true,
      imports: ['index.html', '_orders.js', ...(imports.signedIn ?? [])],
    },
    '_orders.js': { file: 'assets/orders.js' },
    [FIRESTORE_ADAPTERS]: {
      file: 'assets/firestoreAdapters.js',
      isDynamicEntry: true,
      imports: [SERVICE_ENTRIES.firebase, '_orders.js', ...(imports.firestore ?? [])],
    },
    [PT_PT]: { file: 'assets/pt-PT.js', isDynamicEntry: true },
    [HTTP]: { file: 'assets/http.js', isDynamicEntry: true },
    [MESSAGING]: { file: 'assets/messaging.js', isDynamicEntry: true },
  };
  const files: Record<string, string> = {
    'assets/index.js': 'console.log("app")',
    'assets/i18n.js': 'export const en = {};',
    'assets/firebase.js': 'export const auth = 1;',
    'assets/signedIn.js': 'export const screens = 1;',
    'assets/orders.js': 'export const orders = 1;',
    'assets/firestoreAdapters.js': `export const f = "${marker('Firestore')}";`,
    'assets/pt-PT.js': 'export const ptPT = {};',
    'assets/http.js': `export const h = "${marker('axios')}";`,
    'assets/messaging.js': `export const m = "${marker('Messaging')}";`,
    ...code,
  };
  return fakeBuild(manifest, files);
}

describe('checkAfterSignIn', () => {
  it('counts what signing in adds: Firestore, not /login’s JS nor the prefetched screens', () => {
    const result = checkAfterSignIn(fabricatedBuild(), { mode: 'firebase' });
    expect(result.problems).toEqual([]);
    expect(result.files.map((f) => f.file)).toEqual(['assets/firestoreAdapters.js']);
    expect(result.startFiles.map((f) => f.file).sort()).toEqual([
      'assets/firebase.js',
      'assets/firestoreAdapters.js',
      'assets/i18n.js',
      'assets/index.js',
      'assets/orders.js',
      'assets/signedIn.js',
    ]);
    expect(result.startGzipBytes).toBeGreaterThan(result.gzipBytes);
  });

  it('fails when signing in loads more than the budget', () => {
    const big = Array.from({ length: 4000 }, (_, i) => `v${i * 7919}`).join(',');
    const result = checkAfterSignIn(fabricatedBuild({ 'assets/firestoreAdapters.js': big }), {
      mode: 'firebase',
      maxGzipBytes: 2048,
    });
    expect(result.gzipBytes).toBeGreaterThan(2048);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(/^signing in loads .* over the budget of 2\.0 KB/);
  });

  it('fails when the Portuguese catalogue joins a signed-in start', () => {
    const result = checkAfterSignIn(fabricatedBuild({}, { signedIn: [PT_PT] }), {
      mode: 'firebase',
    });
    expect(result.problems).toEqual([
      `a signed-in start on an English phone loads ${PT_PT} (assets/pt-PT.js).`,
    ]);
    expect(OTHER_CATALOGUES.test('src/ui/i18n/catalogues/en.ts')).toBe(false);
  });

  it('fails when Messaging or axios is imported statically by a signed-in start', () => {
    const result = checkAfterSignIn(fabricatedBuild({}, { firestore: [MESSAGING, HTTP] }), {
      mode: 'firebase',
    });
    expect(result.problems).toEqual([
      'Messaging is in what a signed-in start loads: assets/messaging.js.',
      'axios is in what a signed-in start loads: assets/http.js.',
    ]);
  });

  it('fails when Firestore brings its regular-expression engine along', () => {
    const re2js = marker('re2js (Firestore pipelines)');
    const result = checkAfterSignIn(
      fabricatedBuild({ 'assets/firestoreAdapters.js': `"${marker('Firestore')}"; "${re2js}"` }),
      { mode: 'firebase' },
    );
    expect(result.problems).toEqual([
      're2js (Firestore pipelines) is in what a signed-in start loads: assets/firestoreAdapters.js.',
    ]);
  });

  it('fails when the chunks it counts are no longer in the build', () => {
    const build = fabricatedBuild();
    delete build.manifest[FIRESTORE_ADAPTERS];
    const result = checkAfterSignIn(build, { mode: 'firebase' });
    expect(result.problems).toEqual([
      `the manifest has no chunk for ${FIRESTORE_ADAPTERS}: update SIGNED_IN_DATA or SIGNED_IN_CHUNK.`,
    ]);
  });
});
