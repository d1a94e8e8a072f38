import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingPackages } from '../../../bench/baselineWorktree.mjs';

// The baseline's `npm ci` (bench/baselineWorktree.mjs) is checked, not trusted: once it said it
// had succeeded with a tenth of the packages, and every baseline build failed.

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function checkout(installed: string[]): string {
  dir = mkdtempSync(join(tmpdir(), 'bench-worktree-test-'));
  const lock = {
    lockfileVersion: 3,
    packages: {
      '': {
        dependencies: { react: '19.0.0', '@firebase/app': '0.1.0' },
        devDependencies: { vite: '8.0.0' },
      },
    },
  };
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock));
  for (const name of installed) {
    mkdirSync(join(dir, 'node_modules', ...name.split('/')), { recursive: true });
    writeFileSync(join(dir, 'node_modules', ...name.split('/'), 'package.json'), '{}');
  }
  return dir;
}

describe('missingPackages', () => {
  it('finds nothing missing when every direct dependency is installed, scoped ones too', () => {
    expect(missingPackages(checkout(['react', '@firebase/app', 'vite']))).toEqual([]);
  });

  it('names the direct dependencies an install left out', () => {
    expect(missingPackages(checkout(['react']))).toEqual(['@firebase/app', 'vite']);
  });
});
