// @vitest-environment node
// The app build replaces re2js with src/services/firebase/noRegexEngine.ts (vite.config.ts).
// That is safe only while Firestore's browser build uses re2js for nothing but its pipelines'
// regular expressions, through the one export the stand-in has: checked here against the
// installed SDK, so an upgrade that uses it elsewhere fails this test, not the dispatcher's list.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';
import { RE2JS } from '@/services/firebase/noRegexEngine';

const FIRESTORE_DIST = 'node_modules/@firebase/firestore/dist';
/** The pipeline expressions that evaluate a regular expression: like, regexContains, regexMatch. */
const PIPELINE_EVALUATORS = /^class __PRIVATE_Core(Like|RegexContains|RegexMatch) /;

/** The browser build's files (ES modules, not Node's, React Native's or the lite SDK's). */
const browserFiles = readdirSync(FIRESTORE_DIST)
  .filter((name) => name.endsWith('.esm.js'))
  .map((name) => ({ name, code: readFileSync(join(FIRESTORE_DIST, name), 'utf8') }));

describe("Firestore's use of re2js", () => {
  it('imports only RE2JS from it', () => {
    const imports = browserFiles.flatMap(({ code }) =>
      [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]re2js['"]/g)].map((m) => m[1]!.trim()),
    );
    expect(imports).toEqual(['RE2JS']);
  });

  it("calls RE2JS.compile only in its pipelines' regular-expression evaluators", () => {
    const uses = browserFiles.flatMap(({ code }) => {
      const lines = code.split('\n');
      return lines.flatMap((line, index) => {
        if (!line.includes('RE2JS') || line.startsWith('import ')) return [];
        const owner = lines
          .slice(0, index)
          .reverse()
          .find((l) => l.startsWith('class '));
        return [{ call: /RE2JS\.compile\(/.test(line), owner: owner ?? '' }];
      });
    });
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) {
      expect(use.call).toBe(true);
      expect(use.owner).toMatch(PIPELINE_EVALUATORS);
    }
  });
});

describe('the stand-in', () => {
  it('throws on compile, which Firestore reports as a pattern that is not valid', () => {
    expect(() => RE2JS.compile('^a.*$')).toThrow(/not in this build/);
  });

  it('is what the app build resolves re2js to', async () => {
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      'vite.config.ts',
      process.cwd(),
      'silent',
    );
    const alias = loaded?.config.resolve?.alias as Record<string, string>;
    expect(alias.re2js).toMatch(/src\/services\/firebase\/noRegexEngine\.ts$/);
  });
});
