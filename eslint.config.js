// Import direction (../shared/STYLE.md): features never import each other; shared folders
// (components/ui, lib, hooks) never import a feature; domain/ stays pure; no cycles.
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**', '**/dist/**', 'functions/lib/**', '.tools/**', '.tmp/**', '.emulator-data/**',
      'web/src/routeTree.gen.ts', 'web/dev-dist/**', 'domain/.bench/**', 'test-results/**', 'playwright-report/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: { project: ['domain/tsconfig.json', 'functions/tsconfig.json', 'web/tsconfig.json', 'web/e2e/tsconfig.json', 'scripts/tsconfig.json', 'tests/tsconfig.json'], noWarnOnMultipleProjects: true } } },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in routes or app/.',
            })),
            {
              target: ['./web/src/components', './web/src/lib', './web/src/hooks'],
              from: ['./web/src/features', './web/src/routes', './web/src/app'],
              message: 'Shared folders never import a feature, a route or the app.',
            },
            {
              target: './web/src/features',
              from: ['./web/src/routes', './web/src/app'],
              message: 'Features never import routes or the app.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'reactfire', message: 'reactfire is used only in features/*/api/.' }] },
      ],
    },
  },
  {
    files: ['web/src/features/*/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*', '@firebase/*', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'], message: 'domain/ is pure: no Firebase.' },
            { group: ['react', 'react-dom', 'react/*'], message: 'domain/ is pure: no React.' },
          ],
        },
      ],
    },
  },
  {
    // CLIs and scripts print their results.
    files: ['scripts/**', 'tools/**', 'domain/scripts/**', 'domain/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
