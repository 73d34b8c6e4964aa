import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import featureBoundaries from './eslint-rules/feature-boundaries.js';
import globals from 'globals';

const nodeBuiltins = [
  'fs', 'path', 'os', 'child_process', 'worker_threads', 'crypto', 'http', 'https', 'net',
  'url', 'util', 'stream', 'events', 'buffer', 'process', 'timers',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      // Playwright's results, traces with the app's built scripts among them.
      'test-results/**',
      'packages/content/art/generated/**',
      // Build caches: the runner's bundled Node worker and its Python snapshot.
      '**/.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // A file a newcomer can read in one sitting: past 400 lines a file holds more than one concept.
    // Tests, locale dictionaries and generated files are tables, not concepts.
    files: ['apps/*/src/**/*.{ts,tsx,js}', 'packages/*/src/**/*.{ts,tsx,js}'],
    ignores: ['**/*.test.{ts,tsx,js}', '**/locales/**', '**/*.generated.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, codehop: featureBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'codehop/no-cross-feature-imports': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/server/**', '@codehop/server'], message: 'The web app speaks to the server only through @codehop/api.' }] },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/web/**', '@codehop/web'], message: 'The server never imports the web app.' }] },
      ],
    },
  },
  {
    // The engine is pure: no DOM, no Node, no timers, no randomness, nothing else of ours.
    files: ['packages/engine/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: nodeBuiltins.flatMap((name) => [name, `node:${name}`]),
          patterns: [
            { group: ['node:*'], message: 'The engine imports nothing from Node.' },
            { group: ['@codehop/*', '../../*'], message: 'The engine imports nothing else of ours.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window', 'document', 'navigator', 'self', 'process', 'Buffer',
        'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'requestAnimationFrame',
        'fetch', 'performance', 'localStorage',
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded generator kept in the state.' },
        { object: 'Date', property: 'now', message: 'The engine has no clock.' },
      ],
    },
  },
);
