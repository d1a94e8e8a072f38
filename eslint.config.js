import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The one-way import rule of DESIGN.md §3: domain ← services ← features ← app.
// Only src/services talks to the outside world (Firebase, axios).
const outsideWorld = [
  {
    group: ['firebase', 'firebase/*', '@firebase/*'],
    message: 'Only src/services may use Firebase.',
  },
  { group: ['axios'], message: 'Only src/services may use axios.' },
];

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
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...outsideWorld,
            {
              group: ['react', 'react-dom', 'react-router-dom'],
              message: 'domain is pure TypeScript.',
            },
            {
              group: [
                '**/services/**',
                '**/features/**',
                '**/app/**',
                '**/ui/**',
                '**/config/env*',
              ],
              message: 'domain imports nothing above it (config/constants only).',
            },
          ],
        },
      ],
    },
  },
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
  {
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...outsideWorld,
            { group: ['**/app/**'], message: 'features must not import app.' },
            {
              group: ['**/services/demo/**', '**/services/firebase/**', '**/services/http/**'],
              message: 'features use services through ports and the services context.',
            },
          ],
        },
      ],
    },
  },
);
