import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { dispatchPlugin } from './scripts/eslint/no-literal-ui-text.mjs';

import {
  above,
  aboveDomain,
  bottomLayerZone,
  deskCompositionZone,
  deskZone,
  featureInternals,
  features,
  featureZone,
  notDemo,
  notDesk,
  notDeskFromSrc,
  outsideWorld,
  restrict,
  trackPageZone,
} from './scripts/eslint/layerZones.mjs';

// The one-way import rule and its zones: scripts/eslint/layerZones.mjs (docs/architecture.md#layers).

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
  {
    // Everything in src/ not in a zone below (main.tsx, the service worker…): no demo, no desk.
    files: ['src/**'],
    rules: restrict(notDemo, notDeskFromSrc),
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
    rules: restrict(
      ...outsideWorld,
      notDemo,
      notDesk,
      above(['services', 'outbox', 'features', 'app'], 'config imports nothing above it.'),
    ),
  },
  {
    files: ['src/services/**'],
    rules: restrict(
      notDemo,
      notDesk,
      above(
        ['outbox', 'features', 'app', 'ui'],
        'services must not import outbox, features, app or ui.',
      ),
    ),
  },
  {
    // The sync engine (docs/outbox.md): domain, platform and services/ports only.
    files: ['src/outbox/**'],
    rules: restrict(
      ...outsideWorld,
      notDemo,
      notDesk,
      { group: ['react', 'react-dom', 'react-router-dom'], message: 'the outbox knows no React.' },
      above(
        ['features', 'app', 'ui', 'config'],
        'the outbox imports only domain, platform and services/ports.',
      ),
      {
        regex: '(^|/)services(/(?!ports(\\.ts)?$).*)?$',
        message: 'the outbox reaches services only through services/ports.',
      },
    ),
  },
  {
    // The in-browser backend and its adapters: the ports, never the screens or the outbox.
    files: ['src/demo/**'],
    rules: restrict(
      ...outsideWorld,
      notDesk,
      above(
        ['outbox', 'features', 'app', 'ui'],
        'src/demo implements the ports: no outbox, features, app or ui.',
      ),
    ),
  },
  {
    files: ['src/ui/**'],
    rules: restrict(
      ...outsideWorld,
      notDemo,
      notDesk,
      above(['services', 'outbox', 'features', 'app'], 'ui is presentational only.'),
    ),
  },
  {
    // The app composes features through their index.ts; loadServices.ts alone picks the adapters.
    files: ['src/app/**'],
    ignores: ['src/app/loadServices.ts'],
    rules: restrict(notDemo, notDesk, ...features.map(featureInternals)),
  },
  {
    files: ['src/app/loadServices.ts'],
    rules: restrict(notDesk, ...features.map(featureInternals)),
  },
  // The back office's desk (src/desk, docs/desk.md): its own entry beside the driver app, which
  // it never imports (nor the driver app it); only its composition root picks the adapters.
  deskZone(['src/desk/**'], ['src/desk/loadDeskServices.ts']),
  deskCompositionZone(['src/desk/loadDeskServices.ts']),
  // The customer's tracking page (src/track, docs/tracking.md): an entry of its own that must
  // stay a few kilobytes. No framework, no SDK, nothing of the driver app; only the demo build's
  // source (demoSource.ts) reads the demo's store, which the core's GET /track runs over.
  trackPageZone(['src/track/**'], ['src/track/demoSource.ts'], notDemo),
  trackPageZone(['src/track/demoSource.ts'], []),
  ...features.map(featureZone),
  {
    // features/shared is every feature's toolbox: no feature, app, adapter or demo.
    files: ['src/features/shared/**'],
    rules: restrict(
      ...outsideWorld,
      notDemo,
      notDesk,
      { group: ['**/app', '**/app/**'], message: 'features must not import app.' },
      ...features.map(featureInternals),
    ),
  },
  {
    // Imports sorted, and types imported as types (src and tests; `npm run lint -- --fix`).
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.app.json' })],
    },
    rules: {
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          pathGroupsExcludedImportTypes: ['builtin'],
          alphabetize: { order: 'asc', caseInsensitive: true },
          'newlines-between': 'never',
        },
      ],
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        {
          prefer: 'type-imports',
          fixStyle: 'separate-type-imports',
          disallowTypeAnnotations: false,
        },
      ],
    },
  },
  {
    // No import cycle anywhere in src: a planted one fails (tests/unit/lint/layers.test.ts).
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
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
