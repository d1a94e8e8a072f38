import { describe, expect, it } from 'vitest';
import { modeServiceChunks } from '../../../scripts/vite/preloadModeServices';

// Which chunks index.html preloads (scripts/vite/preloadModeServices.ts), on fabricated bundles.

function chunk(
  fileName: string,
  facadeModuleId: string | null,
  imports: string[] = [],
  isEntry = false,
) {
  return { type: 'chunk' as const, fileName, facadeModuleId, imports, isEntry };
}
const asset = (fileName: string) => ({ type: 'asset' as const, fileName });

const ROOT = '/home/dev/dispatch';

describe('modeServiceChunks', () => {
  it('picks the Firebase adapters chunk and its static imports, not the entry or lazy SDKs', () => {
    const bundle = [
      chunk('assets/index-a.js', `${ROOT}/index.html`, ['assets/vendor-b.js'], true),
      chunk('assets/vendor-b.js', null),
      chunk('assets/firebase-c.js', `${ROOT}/src/services/firebase/index.ts`, [
        'assets/index-a.js',
        'assets/vendor-b.js',
        'assets/auth-d.js',
      ]),
      chunk('assets/auth-d.js', null),
      chunk('assets/firestoreAdapters-e.js', `${ROOT}/src/services/firebase/firestoreAdapters.ts`),
      chunk('assets/googleMapsAdapter-f.js', `${ROOT}/src/ui/maps/googleMapsAdapter.ts`),
      asset('assets/index-g.css'),
    ];
    expect(modeServiceChunks(bundle)).toEqual([
      'assets/auth-d.js',
      'assets/firebase-c.js',
      'assets/vendor-b.js',
    ]);
  });

  it('picks the demo chunk in a demo build, and the bench seed in a bench build', () => {
    expect(
      modeServiceChunks([
        chunk('assets/index-a.js', `${ROOT}/index.html`, [], true),
        chunk('assets/demo-b.js', `${ROOT}/src/demo/adapters/index.ts`, ['assets/index-a.js']),
      ]),
    ).toEqual(['assets/demo-b.js']);
    expect(
      modeServiceChunks([
        chunk('assets/benchSeed-c.js', 'C:\\dispatch\\src\\demo\\adapters\\benchSeed.ts'),
      ]),
    ).toEqual(['assets/benchSeed-c.js']);
  });

  it('preloads nothing when the build has no adapters chunk (e.g. inlined)', () => {
    expect(modeServiceChunks([chunk('assets/index-a.js', `${ROOT}/index.html`, [], true)])).toEqual(
      [],
    );
  });
});
