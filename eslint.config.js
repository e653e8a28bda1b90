import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// ── architecture ─────────────────────────────────────────────────────────────────────────────
// The layering of the three apps, checked on every `npm run lint`. The same rules apply to the
// real trees and to scripts/lint-fixtures/ (laid out like the apps, one planted violation a file),
// which `npm run lint` ignores and scripts/lint-rules.test.mjs lints to prove each rule bites.
const ROOT = import.meta.dirname;
const FIXTURES = 'scripts/lint-fixtures';
const TREES = ['.', FIXTURES];

/** The sub-folders of a folder (a feature or module added later is picked up on the next run). */
const foldersOf = (dir) => {
  try {
    return readdirSync(path.join(ROOT, dir), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};
const abs = (...parts) => path.join(ROOT, ...parts);

/** Server: kernel ← adapters ← modules ← app.ts / cli; a module is entered by its module.ts. */
function serverZones(tree) {
  const src = path.join(tree, 'apps/server/src');
  return [
    {
      target: abs(src, 'kernel/**'),
      from: [abs(src, 'modules'), abs(src, 'adapters'), abs(src, 'app.ts'), abs(src, 'cli')],
      message: 'The kernel imports no module, adapter, app.ts or cli (they build on it).',
    },
    {
      target: abs(src, 'adapters/**'),
      from: abs(src, 'modules'),
      message: 'An adapter imports no module (modules are given adapters, not the reverse).',
    },
    ...foldersOf(path.join(src, 'modules')).map((name) => ({
      target: abs(src, 'modules', name, '**'),
      from: abs(src, 'modules/*/**'),
      except: [abs(src, 'modules', name, '**'), abs(src, 'modules/*/module.ts')],
      message: `Another module is imported only through its module.ts (modules/<name>/module.ts).`,
    })),
  ];
}

/** Web and back-office: a feature imports no other feature and nothing from app/. */
function featureZones(tree, app) {
  const src = path.join(tree, app, 'src');
  return [
    {
      target: abs(src, 'features/**'),
      from: abs(src, 'app'),
      message: 'A feature imports nothing from app/ (app/ composes the features).',
    },
    ...foldersOf(path.join(src, 'features')).map((name) => ({
      target: abs(src, 'features', name, '**'),
      from: abs(src, 'features/*/**'),
      except: [abs(src, 'features', name, '**')],
      message:
        'A feature imports no other feature (share it through components/, lib/ or web-kit).',
    })),
  ];
}

const inTrees = (globs) => TREES.flatMap((tree) => globs.map((g) => path.posix.join(tree, g)));
const architecture = [
  {
    files: inTrees([
      'apps/server/src/**/*.ts',
      'apps/web/src/**/*.{ts,tsx}',
      'apps/backoffice/src/**/*.{ts,tsx}',
    ]),
    plugins: { 'import-x': importX },
    settings: {
      // without it import-x reads only .js files, and no-cycle sees no TypeScript edge at all
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs'],
      // the shared packages never import an app, so no cycle runs through them: not walked
      'import-x/ignore': ['/node_modules/', '/packages/'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: inTrees(['apps/*/tsconfig.json', 'packages/*/tsconfig.json']).map((p) => abs(p)),
          noWarnOnMultipleProjects: true,
        }),
        importX.createNodeResolver(),
      ],
    },
    rules: {
      // type-only imports are left out by the rule: they vanish at build time
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: inTrees(['apps/server/src/**/*.ts']),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: TREES.flatMap((tree) => serverZones(tree)) },
      ],
    },
  },
  {
    files: inTrees(['apps/web/src/**/*.{ts,tsx}', 'apps/backoffice/src/**/*.{ts,tsx}']),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: TREES.flatMap((tree) => [
            ...featureZones(tree, 'apps/web'),
            ...featureZones(tree, 'apps/backoffice'),
          ]),
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-prerender',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      // planted violations, linted only by scripts/lint-rules.test.mjs
      FIXTURES,
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // The one module that reads the environment (STYLE: process.env is read in one place).
    // (config/env.ts is moving to kernel/config/env.ts: both are allowed until the move is done)
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/config/env.ts',
      'apps/server/src/kernel/config/env.ts',
      'apps/server/src/cli/**',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read kernel/config/env.ts instead.' },
      ],
    },
  },
  {
    // browser code: both apps and the kit they share
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/backoffice/**/*.{ts,tsx}',
      'packages/web-kit/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // issue 13: the member app imports each API group by name; the whole `api` map would bring
    // every group's schemas (the staff ones too) to the first page
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@wallet/contract',
              importNames: ['api'],
              message: 'Import the group (walletApi, lookupApi, …), not the whole api map.',
            },
          ],
        },
      ],
    },
  },
  ...architecture,
);
