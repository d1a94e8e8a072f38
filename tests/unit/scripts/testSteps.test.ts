import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEST_STEPS } from '../../../scripts/testSteps.mjs';

// npm test runs its steps from one list (scripts/testSteps.mjs): a test command added to
// package.json and not to the list would never run in CI.

const scripts = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe("npm test's steps", () => {
  it('is the list, run by scripts/test-all.mjs', () => {
    expect(scripts.test).toBe('node scripts/test-all.mjs');
  });

  it('names only scripts that exist, each once', () => {
    for (const step of TEST_STEPS) expect(scripts[step], step).toBeDefined();
    expect(new Set(TEST_STEPS).size).toBe(TEST_STEPS.length);
  });

  it('runs every test:* script but the watcher', () => {
    const tests = Object.keys(scripts).filter((name) => name.startsWith('test:'));
    expect(tests.filter((name) => name !== 'test:watch' && !TEST_STEPS.includes(name))).toEqual([]);
  });
});
