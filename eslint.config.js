import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { dispatchPlugin } from './scripts/eslint/no-literal-ui-text.mjs';

// The one-way import rule (docs/architecture.md#layers): domain ← services ← features ← app,
// with platform (browser plumbing) beside domain at the bottom, under everything but domain.
// Only src/services talks to the outside world (Firebase, axios). tests/unit/lint/layers.test.ts
// proves that each zone below fails a broken import.
const outsideWorld = [
  {
    group: ['firebase', 'firebase/*', '@firebase/*'],
    message: 'Only src/services may use Firebase.',
  },
  { group: ['axios'], message: 'Only src/services may use axios.' },
];

const sourceDirectory = join(import.meta.dirname, 'src');
const subdirectories = (directory) =>
  readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Everything in src/ beside domain: the pure core imports none of it (by path or `@/`). */
const aboveDomain = new Set(
  readdirSync(sourceDirectory)
    .filter((name) => name !== 'domain' && !name.endsWith('.d.ts'))
    .map((name) => name.replace(/\.tsx?$/, '')), // sw.ts and sw/ are one name
);

/** Features with a public index.ts; features/shared is the features' common toolbox, not one. */
const features = subdirectories(join(sourceDirectory, 'features')).filter(
  (name) => name !== 'shared',
);

/**
 * The rule for the files of one feature: no app, no adapters, the outside world only through
 * services/ports (and the services context in features/shared), and another feature only
 * through its index.ts.
 */
function featureZone(feature) {
  return {
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...outsideWorld,
            { group: ['**/app', '**/app/**'], message: 'features must not import app.' },
            {
              // services/index.ts or any adapter; services/ports and features/shared/services pass.
              regex: '^(?!.*shared/services$)(.*/)?services(/(?!ports(\\.ts)?$).*)?$',
              message: 'features reach services only through services/ports (and useServices).',
            },
            ...features
              .filter((other) => other !== feature)
              .map((other) => ({
                // A path into ../<other>/…; `../<other>` itself (its index.ts) passes.
                regex: `(\\.\\./|features/)${other}/(?!index(\\.tsx?)?$)`,
                message: `Import the ${other} feature from its index.ts, not its files.`,
              })),
          ],
        },
      ],
    },
  };
}

/**
 * The rule for a bottom layer (domain, platform): no outside world, no React, and none of
 * `forbiddenDirectories` of src/ (by path or `@/`).
 */
function bottomLayerZone(files, { plainWhat, forbiddenDirectories, forbiddenMessage }) {
  return {
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...outsideWorld,
            { group: ['react', 'react-dom', 'react-router-dom'], message: plainWhat },
            {
              group: forbiddenDirectories.flatMap((name) => [`**/${name}`, `**/${name}/**`]),
              message: forbiddenMessage,
            },
          ],
        },
      ],
    },
  };
}

/**
 * Components whose words are not in the catalogues yet (docs/i18n.md#converting-a-module). TODO
 * (issue 16, second pass): convert each, then remove it here; the list must end up empty.
 */
const NOT_YET_TRANSLATED = [];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'native',
      'coverage',
      'test-results',
      'playwright-report',
      'node_modules',
      'functions/lib',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Node scripts (emulators, seeding) are plain ESM JavaScript.
    files: ['scripts/**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The benchmark runs in node and hands functions to the page (page.evaluate): both sets.
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The backend core (backend/core, docs/backend-contract.md): framework-free, shared by the demo
    // in the browser and the Cloud Functions. It imports src/domain (as `@/domain/…`) and itself.
    files: ['backend/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./|@/domain(/|$))',
              message: 'backend/core imports only @/domain and backend/core.',
            },
          ],
        },
      ],
    },
  },
  bottomLayerZone('src/domain/**', {
    plainWhat: 'domain is pure TypeScript.',
    forbiddenDirectories: [...aboveDomain],
    forbiddenMessage: 'domain imports nothing but domain.',
  }),
  // The browser plumbing under every layer but domain: it imports nothing from src/.
  bottomLayerZone('src/platform/**', {
    plainWhat: 'platform is plain TypeScript over the browser.',
    forbiddenDirectories: [...aboveDomain, 'domain'].filter((name) => name !== 'platform'),
    forbiddenMessage: 'platform imports nothing from src/.',
  }),
  {
    files: ['src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...outsideWorld,
            {
              group: ['**/services/**', '**/features/**', '**/app/**'],
              message: 'config imports nothing above it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**', '**/ui/**'],
              message: 'services must not import features, app or ui.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...outsideWorld,
            {
              group: ['**/services/**', '**/features/**', '**/app/**'],
              message: 'ui is presentational only.',
            },
          ],
        },
      ],
    },
  },
  ...features.map(featureZone),
  {
    // Tests name the code under test by the `@/` alias, never by a climb out of tests/.
    files: ['tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(\\.\\./)+src(/|$)', message: "Import src/… as '@/…' in tests." }],
        },
      ],
    },
  },
  {
    // No user-facing literal in a component (docs/i18n.md#no-literals).
    files: ['src/**/*.tsx'],
    ignores: NOT_YET_TRANSLATED,
    plugins: { dispatch: dispatchPlugin },
    rules: { 'dispatch/no-literal-ui-text': 'error' },
  },
);
