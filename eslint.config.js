import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const importResolution = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
};

const FEATURES = readdirSync(new URL('web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'dist', 'data', 'test-results', 'playwright-report', '.test-output'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(['**/server/**', '../server/*'], 'The web app never imports server code; share contracts through shared/.'),
    },
  },
  {
    // Plain scripts served as they are: the service worker and the offline page's script.
    files: ['web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['web/public/offline.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // shared/ is isomorphic: it imports neither side.
    files: ['shared/**/*.ts'],
    rules: restrict(['**/server/**', '**/web/**'], 'shared/ must not import server/ or web/.'),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict(['**/web/**'], 'The server never imports web code.'),
  },
  {
    // No import cycle in the code that ships: a cycle means two modules that should be one, or a
    // piece that belongs lower down (docs/architecture.md).
    files: ['server/**/*.ts', 'shared/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Web layers (decision 34): a feature imports its own folder and the shared layers (components/,
    // lib/, i18n/, shared/), never another feature nor the app shell; the shared layers import no
    // feature and no app module. Only app/ puts features together. Tests included.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...FEATURES.map((name) => ({
              target: `./web/src/features/${name}`,
              from: './web/src/features',
              except: [`./${name}`],
              message: 'A feature never imports another feature: move the shared piece to components/ or lib/ (decision 34).',
            })),
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features do not import the app shell; it imports them (decision 34).',
            },
            {
              target: ['./web/src/components', './web/src/lib', './web/src/i18n'],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared web code imports no feature and no app module (decision 34).',
            },
          ],
        },
      ],
    },
  },
);
