import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const foldersOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const serverModules = foldersOf('./apps/server/src/modules/');
const webFeatures = foldersOf('./apps/web/src/features/');
const consoleFeatures = foldersOf('./apps/console/src/features/');
const leafMessage = 'A module never imports another module; compose them in flows/.';

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
    files: ['bench/**', 'faults/**', 'scripts/**', 'e2e/run.mjs'],
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
    files: ['apps/sportsbook/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, process: 'off' } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/console/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, process: 'off' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Domain code stays free of Fastify: only the HTTP layer, its tests and the composition root may import it.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/http/**',
      'apps/server/src/test/**',
      'apps/server/src/app.ts',
      'apps/server/src/main.ts',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['fastify', '@fastify/*', 'fastify-*'], message: 'Domain code never imports Fastify.' }],
        },
      ],
    },
  },
  {
    // Flows, jobs and the HTTP layer reach a module through its public index; tables and SQL stay inside it.
    files: ['apps/server/src/flows/**/*.ts', 'apps/server/src/jobs/**/*.ts', 'apps/server/src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/modules/[\\w-]+/(?!index\\.js$)', message: 'Import a module through its index.ts.' },
            { regex: '^(fastify|@fastify/|fastify-)', message: 'Domain code never imports Fastify.' },
          ],
        },
      ],
    },
  },
  {
    // The HTTP layer is where Fastify lives.
    files: ['apps/server/src/http/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/modules/[\\w-]+/(?!index\\.js$)', message: 'Import a module through its index.ts.' }] },
      ],
    },
  },
  {
    // The layers import one way, checked on resolved paths (a percent of spelling cannot slip past):
    // no import cycles; modules are leaves; only app.ts wires the HTTP layer; web features never import each other.
    files: [
      'apps/server/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'apps/console/src/**/*.{ts,tsx}',
      'packages/contracts/src/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript, so a cycle through any .ts file is seen.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/server/tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...serverModules.flatMap((name) => [
              {
                target: `apps/server/src/modules/${name}/**/!(*.tables).ts`,
                from: 'apps/server/src/modules/**',
                except: [`**/modules/${name}/**`],
                message: leafMessage,
              },
              {
                // Foreign keys name other modules' tables; a tables file may import another tables file only.
                target: `apps/server/src/modules/${name}/**/*.tables.ts`,
                from: 'apps/server/src/modules/**',
                except: [`**/modules/${name}/**`, '**/modules/*/*.tables.ts'],
                message: 'A tables file may import only other tables files.',
              },
            ]),
            {
              target: 'apps/server/src/modules',
              from: ['apps/server/src/flows', 'apps/server/src/jobs', 'apps/server/src/app.ts'],
              message: 'Modules are leaves: flows and jobs compose them, never the other way.',
            },
            {
              // What several flows share lives in flows/shared/ (never a use case itself) or in a module; tests may
              // import any flow they exercise.
              target: 'apps/server/src/flows/**/!(*.test).ts',
              from: 'apps/server/src/flows/*.ts',
              message: 'A flow never imports another flow; move what they share to flows/shared/ or a module.',
            },
            {
              target: [
                'apps/server/src/modules',
                'apps/server/src/flows',
                'apps/server/src/jobs',
                'apps/server/src/lib',
              ],
              from: 'apps/server/src/http',
              message: 'Only app.ts wires the HTTP layer; domain code never imports http/.',
            },
            ...webFeatures.map((name) => ({
              target: `apps/web/src/features/${name}`,
              from: 'apps/web/src/features',
              except: [`./${name}`],
              message: 'A feature never imports another feature; share through components/ or lib/, compose in app/.',
            })),
            ...consoleFeatures.map((name) => ({
              target: `apps/console/src/features/${name}`,
              from: 'apps/console/src/features',
              except: [`./${name}`],
              message: 'A console screen never imports another; share through components/ or lib/, compose in app/.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Each workspace resolves imports with its own tsconfig (the web's `@/` alias).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/web/tsconfig.json' })] },
  },
  {
    files: ['apps/console/src/**/*.{ts,tsx}'],
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'apps/console/tsconfig.json' })],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'packages/contracts/tsconfig.json' })],
    },
  },
);
