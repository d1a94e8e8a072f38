// What `npm test` runs (scripts/test-all.mjs), in this order: the checks that fail fastest
// first, the browser journeys last. Every `test:*` script of package.json is one of them
// (tests/unit/scripts/testSteps.test.ts), `test:watch` aside.
export const TEST_STEPS = [
  'lint',
  'format:check',
  'typecheck',
  'test:unit',
  'test:auth',
  'test:rules',
  'test:backend',
  'test:load',
  'build',
  'check:bundle',
  'check:budget',
  'test:build',
  'test:native',
  'build:proof-required',
  'test:e2e',
  'test:soak',
  'test:e2e:firebase',
];
