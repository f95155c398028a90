// Lint rules; each boundary rule names the convention of ARCHITECTURE.md it enforces.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // Convention 4 (boundaries): contracts import nothing of the apps; web features don't import each
      // other or app/; shared web folders don't import features.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/contracts', from: './apps' },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            { target: './apps/web/src/components', from: './apps/web/src/features' },
            { target: './apps/web/src/lib', from: './apps/web/src/features' },
            { target: './apps/web/src/config', from: './apps/web/src/features' },
            { target: './apps/server', from: './apps/web' },
            { target: './apps/web', from: './apps/server' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'bench/**/*.ts', '**/seed/**/*.ts', '**/scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
