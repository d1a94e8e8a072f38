// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository stands on its own: its design is docs/architecture.md and the pages beside it.
// No tracked file may point at the design brief or the product spec the project started from,
// which live outside the repository.

const root = fileURLToPath(new URL('../../', import.meta.url));
const OUTSIDE_REFERENCES = /DESIGN\.md|original-spec|\/work\/shared/;
// This file names them to forbid them; the lock file is generated.
const EXEMPT = new Set(['tests/unit/repository.test.ts', 'package-lock.json']);

function trackedTextFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  return listed.split('\0').filter((path) => path !== '' && !EXEMPT.has(path));
}

function isText(bytes: Buffer): boolean {
  return !bytes.subarray(0, 8000).includes(0);
}

describe('the repository', () => {
  it('refers to no design file outside it', () => {
    const offenders = trackedTextFiles().flatMap((path) => {
      const bytes = readFileSync(`${root}${path}`);
      if (!isText(bytes)) return [];
      return bytes
        .toString('utf8')
        .split('\n')
        .flatMap((line, index) =>
          OUTSIDE_REFERENCES.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
        );
    });
    expect(offenders).toEqual([]);
  });

  it('points only at sections of docs/architecture.md that exist', () => {
    const architecture = readFileSync(`${root}docs/architecture.md`, 'utf8');
    const anchors = new Set(
      [...architecture.matchAll(/^#+ (.+)$/gm)].map(([, heading]) =>
        heading
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, '')
          .replace(/ /g, '-'),
      ),
    );
    const broken = trackedTextFiles().flatMap((path) => {
      const bytes = readFileSync(`${root}${path}`);
      if (!isText(bytes)) return [];
      return [...bytes.toString('utf8').matchAll(/architecture\.md#([a-z0-9-]+)/g)]
        .filter(([, anchor]) => !anchors.has(anchor))
        .map(([reference]) => `${path}: ${reference}`);
    });
    expect(broken).toEqual([]);
  });

  it('has its architecture page', () => {
    const architecture = readFileSync(`${root}docs/architecture.md`, 'utf8');
    for (const heading of [
      'Layers',
      'Modes',
      'Ports',
      'Status changes',
      'Decisions',
      'Constants',
    ]) {
      expect(architecture).toContain(`\n## ${heading}\n`);
    }
  });
});
