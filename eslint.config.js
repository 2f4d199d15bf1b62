// Lint: typescript-eslint's recommended rules plus the layer rules of docs/CONTRIBUTING.md,
// so a boundary crossed is a failing `npm test`, not a sentence in a review.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** An import path that climbs `levels` folders up (at least) and then enters one of `folders`. */
const into = (folders, levels = 1) => `^(\\.\\./){${levels},}(${folders.join('|')})/`;

const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'fixtures-html/**',
      'integrations/**',
      'tests/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-undef': 'off', // TypeScript checks names.
    },
  },
  {
    // Islands meet in src/ (stores, shared flows), dom-bridge/ and protocol/, never in each other's folders.
    files: ['islands/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(
        { regex: '^\\.\\./(?!\\.\\./)', message: 'An island never imports another island: move shared code to src/ (see CONTRIBUTING).' },
        { regex: into(['islands'], 2), message: 'An island never imports another island: move shared code to src/.' },
        { regex: into(['server'], 2), message: 'Client code never imports the reference backend (tests may, for its markup).' },
      ),
    },
  },
  {
    // dom-bridge is pure DOM/browser helpers over server markup: no stores, no protocol, no islands.
    files: ['dom-bridge/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        regex: into(['src', 'protocol', 'islands', 'server']),
        message: 'dom-bridge stays pure: no stores, protocol or islands.',
      }),
    },
  },
  {
    files: ['protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        regex: into(['src', 'islands', 'server']),
        message: 'protocol/ depends only on dom-bridge/ (config, attrs).',
      }),
    },
  },
  {
    // Only the registry and its claim groups name islands; the rest of src/ is shared by them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/registry.ts', 'src/claims/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        {
          regex: into(['islands']),
          message: 'src/ is shared by islands and never imports one (only registry.ts and src/claims/ list them).',
        },
        { regex: into(['server']), message: 'Client code never imports the reference backend.' },
      ),
    },
  },
  {
    // The reference backend stands in for WordPress: it shares only declared vendor names with the client.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict({
        regex: `${into(['src', 'islands', 'protocol'])}|${into(['dom-bridge'])}(?!vendors\\.ts$)`,
        message: 'server/ never imports client code; the names both share live in dom-bridge/vendors.ts.',
      }),
    },
  },
  {
    // Functions fit on a screen (STYLE.md): a longer one is several concerns waiting for names.
    files: ['{src,islands,protocol,dom-bridge,server}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tests may build realistic markup with the reference backend's renderers.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
