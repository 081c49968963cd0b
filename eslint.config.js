import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // `interface DB extends XTables {}` is how a module adds its tables (declaration merging).
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // packages/shared is isomorphic: no Node built-ins outside its tests.
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'crypto'] }] },
  },
  {
    // A module reaches another only through its index.ts (D-162); tests and test fixtures may reach inside.
    files: ['apps/server/src/modules/*/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-fixtures.ts', '**/testing.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./[^./][^/]*/(?!index$).+',
              message: "Reach another module through its index.ts ('../<module>'); export what you need there.",
            },
          ],
        },
      ],
    },
  },
  {
    // The web's modules reach each other only through their index (D-844), as the server's do; tests may reach inside.
    files: ['apps/web/src/modules/*/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./[^./][^/]*/(?!index$).+', message: "Reach another web module through its index ('../<module>'); export what you need there." }] },
      ],
    },
  },
  {
    files: ['apps/web/src/modules/*/*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^\\.\\./\\.\\./[^./][^/]*/(?!index$).+', message: "Reach another web module through its index ('../../<module>'); export what you need there." }] },
      ],
    },
  },
  {
    // db/ and the platform depend on no module: modules plug in through their manifests (D-161).
    files: ['apps/server/src/db/**/*.ts', 'apps/server/src/platform/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)modules(/|$)', message: 'db/ and platform/ import no module; declare it in the module manifest instead.' }] }] },
  },
  {
    files: ['scripts/**', 'apps/server/bench/**', 'apps/server/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
);
