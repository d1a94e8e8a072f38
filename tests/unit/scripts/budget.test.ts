import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  markerProblems,
  readInstalledSdk,
  SDK_MARKERS,
  SERVICE_ENTRIES,
} from '../../../scripts/bundle/budget.mjs';
import type { Manifest } from '../../../scripts/bundle/manifest.mjs';
import { fakeBuild } from './fakeBuild';

// The size budget of `npm test` (scripts/check-budget.mjs) on fabricated builds: it must fail
// when an SDK slips into what /login loads, or /login grows past the budget.

const FIRESTORE = SDK_MARKERS.Firestore![0]!;
const MESSAGING = SDK_MARKERS.Messaging![0]!;
const MAPS = SDK_MARKERS['the maps library']![0]!;
const CAPACITOR = SDK_MARKERS.Capacitor![0]!;

/** A Firebase-mode build: entry → adapters chunk (static: a shared vendor chunk) → lazy SDKs. */
function fabricatedBuild(code: Record<string, string>, extraImports: string[] = []) {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      dynamicImports: [SERVICE_ENTRIES.firebase, 'src/ui/maps/googleMapsAdapter.ts'],
    },
    [SERVICE_ENTRIES.firebase]: {
      file: 'assets/firebase.js',
      isDynamicEntry: true,
      imports: ['index.html', '_auth.js', ...extraImports],
      dynamicImports: ['src/services/firebase/firestore.ts', 'src/services/firebase/push.ts'],
    },
    '_auth.js': { file: 'assets/auth.js' },
    'src/services/firebase/firestore.ts': { file: 'assets/firestore.js', isDynamicEntry: true },
    'src/services/firebase/push.ts': { file: 'assets/push.js', isDynamicEntry: true },
    'src/ui/maps/googleMapsAdapter.ts': { file: 'assets/map.js', isDynamicEntry: true },
  };
  const files: Record<string, string> = {
    'assets/index.js': 'console.log("app")',
    'assets/firebase.js': 'export const adapters = 1;',
    'assets/auth.js': 'export const auth = "identitytoolkit";',
    'assets/firestore.js': `export const f = "${FIRESTORE}";`,
    'assets/push.js': `export const m = "${MESSAGING}";`,
    'assets/map.js': `export const g = "${MAPS}";`,
    ...code,
  };
  return fakeBuild(manifest, files);
}

describe('checkBudget', () => {
  it('passes a build whose SDKs all load lazily, and says where they are', () => {
    const result = checkBudget(fabricatedBuild({}), { mode: 'firebase' });
    expect(result.problems).toEqual([]);
    expect(result.loginFiles.map((f) => f.file)).toEqual([
      'assets/index.js',
      'assets/firebase.js',
      'assets/auth.js',
    ]);
    expect(result.lazyHolders).toEqual({
      Firestore: ['assets/firestore.js'],
      Messaging: ['assets/push.js'],
      'the maps library': ['assets/map.js'],
      Capacitor: [],
      axios: [],
      're2js (Firestore pipelines)': [],
    });
  });

  it('fails when Firestore is imported statically by the adapters chunk', () => {
    const result = checkBudget(fabricatedBuild({}, ['src/services/firebase/firestore.ts']), {
      mode: 'firebase',
    });
    expect(result.problems).toEqual([
      'Firestore is in the chunks /login loads: assets/firestore.js.',
    ]);
    expect(result.loginHolders.Firestore).toEqual(['assets/firestore.js']);
    expect(result.lazyHolders.Firestore).toEqual([]);
  });

  it('fails when Messaging or the maps library is bundled into the entry', () => {
    const result = checkBudget(
      fabricatedBuild({ 'assets/index.js': `"${MESSAGING}"; "${MAPS}"` }),
      { mode: 'firebase' },
    );
    expect(result.problems).toEqual([
      'Messaging is in the chunks /login loads: assets/index.js.',
      'the maps library is in the chunks /login loads: assets/index.js.',
    ]);
  });

  it("fails when the native wrapper's Capacitor runtime is in the entry", () => {
    const result = checkBudget(fabricatedBuild({ 'assets/index.js': `"${CAPACITOR}"` }), {
      mode: 'firebase',
    });
    expect(result.problems).toEqual(['Capacitor is in the chunks /login loads: assets/index.js.']);
  });

  it('fails when /login loads more than the budget', () => {
    const big = Array.from({ length: 4000 }, (_, i) => `v${i * 7919}`).join(',');
    const result = checkBudget(fabricatedBuild({ 'assets/auth.js': big }), {
      mode: 'firebase',
      maxLoginGzipBytes: 2048,
    });
    expect(result.loginGzipBytes).toBeGreaterThan(2048);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(/^\/login loads .* over the budget of 2\.0 KB/);
  });

  it("counts the page's classic script (public/boot.js) in /login's JS, as the browser loads it", () => {
    const boot = Array.from({ length: 3000 }, (_, i) => `b${i * 7919}`).join(',');
    const build = {
      ...fabricatedBuild({ 'boot.js': boot }),
      loginHtml: '<script src="/boot.js" data-entry="/assets/index.js"></script>',
    };
    const result = checkBudget(build, { mode: 'firebase', maxLoginGzipBytes: 2048 });
    expect(result.loginFiles.map(({ file }) => file)).toContain('boot.js');
    expect(result.problems[0]).toMatch(/^\/login loads .* over the budget of 2\.0 KB \(boot\.js/);
  });

  it('fails when what /login loads names a word of the signed-in screens, which come later', () => {
    const result = checkBudget(
      fabricatedBuild({ 'assets/index.js': 'x=t(`login.email`);y=t(`orders.title`)' }),
      { mode: 'firebase' },
    );
    expect(result.problems).toEqual([
      expect.stringMatching(
        /^assets\/index\.js, loaded by \/login, names words of the signed-in screens \(orders\.title\)/,
      ),
    ]);
  });

  it('fails a manifest without an entry', () => {
    const result = checkBudget({ manifest: {}, readCode: () => '' }, { mode: 'demo' });
    expect(result.problems).toEqual(['the manifest has no entry chunk.']);
  });
});

describe('markerProblems', () => {
  it('fails when a marker is no longer in its SDK, or the SDK cannot be found', () => {
    const problems = markerProblems(
      (prefix) => (prefix === 'fs' ? 'firestore code without the string' : null),
      { Firestore: ['google.firestore.v1.Firestore'], Messaging: ['x'] },
      { Firestore: ['fs'], Messaging: ['msg'] },
    );
    expect(problems).toEqual([
      '"google.firestore.v1.Firestore" is no longer in Firestore\'s code: update SDK_MARKERS.',
      'cannot find the Messaging code in node_modules to verify its markers.',
    ]);
  });

  it('finds every marker in the SDKs installed in node_modules', () => {
    expect(markerProblems(readInstalledSdk)).toEqual([]);
  });
});
