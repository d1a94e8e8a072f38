// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The browser plumbing has one home, src/platform (docs/architecture.md#platform): everything
// else takes it from there (or is handed it, as the outbox takes its timers), so a test can
// drive time, the connection and visibility, and a fix lands in one place. This test fails on
// a new direct use anywhere else in src/.

const source = fileURLToPath(new URL('../../../src/', import.meta.url));

/** The platform module itself, the only place allowed to touch these. */
const HOME = 'platform/';

const DIRECT_USES: readonly [string, RegExp][] = [
  ['navigator.onLine', /\bnavigator\.onLine\b/],
  ['visibilitychange', /visibilitychange/],
  // A global timer call: `setTimeout(…)`, `window.setInterval(…)`, `globalThis.clearTimeout(…)`.
  // An injected one (`timers.setTimeout(…)`, `env.setTimeout(…)`) passes.
  [
    'a global timer',
    /(^|[^\w.]|\b(?:window|globalThis|self)\.)(?:set|clear)(?:Timeout|Interval)\s*\(/,
  ],
  ['localStorage', /\blocalStorage\b/],
];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code of a line, without a trailing `// comment` or a doc-comment line. */
function code(line: string): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('//') || trimmed.startsWith('*') || trimmed.startsWith('/*')) return '';
  return line.replace(/\s\/\/.*$/, '');
}

function directUses(files: readonly string[]): string[] {
  return files.flatMap((path) => {
    const name = relative(source, path).replaceAll('\\', '/');
    if (name.startsWith(HOME)) return [];
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        DIRECT_USES.filter(([, pattern]) => pattern.test(code(line))).map(
          ([what]) => `src/${name}:${index + 1} uses ${what} directly: ${line.trim()}`,
        ),
      );
  });
}

describe('the platform module', () => {
  it('is the only place in src/ that touches timers, the connection, visibility and localStorage', () => {
    expect(directUses(sourceFiles(source))).toEqual([]);
  });

  it('catches each kind of direct use', () => {
    const lines = [
      'const online = navigator.onLine;',
      "document.addEventListener('visibilitychange', f);",
      'const t = setTimeout(f, 5);',
      'window.setInterval(f, 5);',
      'globalThis.clearTimeout(t);',
      'const s = localStorage;',
    ];
    const found = lines.map((line) => DIRECT_USES.some(([, pattern]) => pattern.test(code(line))));
    expect(found).toEqual(lines.map(() => true));
    // Injected timers and comments pass.
    const allowed = ['timers.setTimeout(f, 5);', 'env.clearTimeout(t);', '// navigator.onLine'];
    expect(allowed.filter((line) => DIRECT_USES.some(([, p]) => p.test(code(line))))).toEqual([]);
  });
});
