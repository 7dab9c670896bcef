import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/screenshots/**', 'apps/server/src/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    // Command-line tools report to the terminal.
    files: ['bench/**', 'scripts/**', 'e2e/run.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/house-vendor/client/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, process: 'off' } },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, process: 'off' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Domain code stays free of Fastify: only the HTTP layer, routes and the composition root may import it.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/http/**',
      'apps/server/src/test/**',
      'apps/server/src/**/*.routes.ts',
      'apps/server/src/app.ts',
      'apps/server/src/main.ts',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['fastify', '@fastify/*'], message: 'Domain code never imports Fastify.' }] },
      ],
    },
  },
  {
    // Modules are leaves: one module reaches another only through flows/.
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', '@fastify/*'], message: 'Domain code never imports Fastify.' },
            { regex: '^\\.\\./(?!\\.)', message: 'A module never imports another module; compose them in flows/.' },
            { regex: '/modules/', message: 'A module never imports another module; compose them in flows/.' },
          ],
        },
      ],
    },
  },
  {
    // Foreign keys name other modules' tables; a tables file may import another tables file and nothing else of it.
    files: ['apps/server/src/modules/**/*.tables.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.)(?![\\w-]+/[\\w-]+\\.tables\\.js$)',
              message: 'A tables file may import only other tables files.',
            },
          ],
        },
      ],
    },
  },
  {
    // Flows compose modules through their public index; tables and SQL stay inside the module.
    files: ['apps/server/src/flows/**/*.ts', 'apps/server/src/http/**/*.ts', 'apps/server/src/jobs/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '/modules/[\\w-]+/(?!index\\.js$)', message: 'Import a module through its index.ts.' }],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^\\.\\./(?!\\.)', message: 'A module never imports another module; compose them in flows/.' },
            { regex: '/modules/', message: 'A module never imports another module; compose them in flows/.' },
          ],
        },
      ],
    },
  },
  {
    // Flows do not import flows: what several flows share lives in flows/shared/ (never a use case itself) or in a
    // module. Tests may import any flow they exercise.
    files: ['apps/server/src/flows/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'apps/server/src/flows/**/*.ts',
              from: 'apps/server/src/flows/*.ts',
              message: 'A flow never imports another flow; move what they share to flows/shared/ or a module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            // From features/<name>/<folder>/file, two levels up is another feature.
            {
              regex: '^\\.\\./\\.\\./(?!\\.)',
              message: 'A feature never imports another feature; compose them in app/.',
            },
            { regex: '^@/features/', message: 'A feature never imports another feature; compose them in app/.' },
          ],
        },
      ],
    },
  },
);
