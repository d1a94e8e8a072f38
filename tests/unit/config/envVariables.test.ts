import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// src/config/env.ts names each VITE_* variable it hands to parseEnv (so that Vite inlines only
// those). A variable parsed but not handed over would silently never be read.
describe('src/config/env.ts', () => {
  const source = readFileSync(resolve('src/config/env.ts'), 'utf8');

  it('hands every VITE_* variable it parses to parseEnv', () => {
    const handedOver = new Set(
      [...source.matchAll(/import\.meta\.env\.(VITE_[A-Z0-9_]+)/g)].map((match) => match[1]),
    );
    const mentioned = new Set(
      [...source.replaceAll(/import\.meta\.env\.VITE_[A-Z0-9_]+/g, '').matchAll(/VITE_[A-Z0-9_]+/g)]
        .map((match) => match[0])
        // Names in prose ("every VITE_* variable") are not variables.
        .filter((name) => name !== 'VITE_'),
    );
    expect(mentioned.size).toBeGreaterThan(10);
    expect([...mentioned].filter((name) => !handedOver.has(name))).toEqual([]);
  });

  it('never passes import.meta.env as a whole', () => {
    const code = source.replaceAll(/\/\*[\s\S]*?\*\//g, '').replaceAll(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/import\.meta\.env(?![.\w])/);
  });
});
