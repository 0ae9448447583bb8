// @ts-check
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { fileNamesRule } from './scripts/eslint/file-names.mjs';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/**
 * Features are rooms: none imports another; shared code flows
 * contracts -> components/lib -> listing -> features -> app.
 * `listing/` is the listing domain (property card, dialog, gallery, AI report, their queries and keys).
 */
const webZones = [
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message:
      'Features do not import each other: move shared code to components/, lib/ or listing/, or compose in app/.',
  })),
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/listing', './apps/web/src/features', './apps/web/src/app'],
    message: 'components/ and lib/ sit below listing, features and app.',
  },
  {
    target: './apps/web/src/listing',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'listing/ sits below features and app.',
  },
  {
    target: `./${featuresDir}`,
    from: './apps/web/src/app',
    message: 'Features do not import app/; app/ composes features.',
  },
];

const serverSrc = 'apps/server/src';
const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const serverModules = subfolders(`${serverSrc}/modules`);
/** The composition root: the app's factory, its glue (`app-*.ts`) and the entry. */
const compositionRoot = existsSync(serverSrc)
  ? readdirSync(serverSrc).filter((name) => /^(app|app-[a-z-]+|main)\.ts$/.test(name))
  : [];
/** Everything of the server's source that is not `modules/` (the root files, platform, db, cli, ...). */
const serverOutsideModules = [
  `./${serverSrc}/*.ts`,
  ...subfolders(serverSrc)
    .filter((folder) => folder !== 'modules')
    .map((folder) => `./${serverSrc}/${folder}/**`),
];

/**
 * Server modules are rooms with one face (ADR 044): another module, the composition root, cli/,
 * db/ and the rest reach a module only through its `index.ts`; and nothing under modules/,
 * platform/ or db/ imports the composition root (`app.ts`, `app-*.ts`, `main.ts`).
 */
export const serverZones = [
  ...serverModules.map((module) => ({
    target: [
      ...serverModules
        .filter((other) => other !== module)
        .map((other) => `./${serverSrc}/modules/${other}/**`),
      ...serverOutsideModules,
    ],
    from: `./${serverSrc}/modules/${module}`,
    except: ['./index.ts'],
    message: `Import the ${module} module through its face, modules/${module}/index.ts (ADR 044).`,
  })),
  {
    target: [`./${serverSrc}/modules`, `./${serverSrc}/platform`, `./${serverSrc}/db`],
    from: compositionRoot.map((file) => `./${serverSrc}/${file}`),
    message:
      'The composition root (app.ts, app-*.ts, main.ts) composes the modules; none of them imports it. Declare the narrow dependencies you need (ADR 044).',
  },
  {
    target: [`./${serverSrc}/platform`, `./${serverSrc}/db`],
    from: `./${serverSrc}/modules`,
    message: 'platform/ and db/ sit below modules/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['./tsconfig.base.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webZones,
            ...serverZones,
            {
              target: './packages/contracts',
              from: ['./apps', './e2e'],
              message: 'contracts imports nothing of ours.',
            },
          ],
        },
      ],
    },
  },
  {
    // One naming rule for files: kebab-case and at most one role suffix (`*.queries.ts`, `*.routes.ts`).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.mjs'],
    plugins: { rela: { rules: { 'file-names': fileNamesRule } } },
    rules: { 'rela/file-names': 'error' },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@rela/*'], message: 'contracts imports nothing of ours.' },
            {
              // ADR 037: a bundle that reaches an index through one import carries every area of it.
              regex: String.raw`^(\.\.?/)+(messages|(api/)?routes)$`,
              message:
                "Import the area's own file (../messages/account), not the index of them all.",
            },
          ],
        },
      ],
    },
  },
  {
    // The package's entry, the catalogue of every text and tests (never bundled) may read the indexes.
    files: [
      'packages/contracts/src/index.ts',
      'packages/contracts/src/catalogue.ts',
      'packages/contracts/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@rela/*'], message: 'contracts imports nothing of ours.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the one API client in src/lib/api-client.ts.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@rela/contracts',
              importNames: ['apiRoutes'],
              message:
                "Call the area's registry (authRoutes, listingRoutes, ...): apiRoutes brings every route and schema into the chunk (ADR 037).",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/web/src/lib/api-client.ts',
      'apps/web/src/lib/assistant-client.ts',
      'apps/web/**/*.test.{ts,tsx}',
      'apps/web/test/**',
    ],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // Every e2e suite gets the CSP guard of e2e/support/test.ts (REQ-SEC-HEADERS).
    files: ['e2e/tests/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from '../support/test': the same test, failing on CSP violations.",
            },
          ],
        },
      ],
    },
  },
);
