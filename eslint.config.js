import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
