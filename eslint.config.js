// ESLint flat config: the rules that keep one shape (docs/architecture.md, "Boundaries").
// `npm run lint` runs it with Prettier's check; `npm test` runs both (scripts/run-tests.ts).
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Who may import whom. Each zone names the rule it enforces, so a failing `npm test` says why.
const BOUNDARIES = [
  {
    target: './app',
    from: './server',
    message: 'Boundary: app/ never imports server/. Move what both need into app/ (server/ may import app/).',
  },
  {
    target: './app/modules',
    from: ['./app/routes', './app/components'],
    message: 'Boundary: app/modules/ (the domain) never imports routes or components. Move the shared code into the module.',
  },
  {
    // Every query a page or an API call runs is then a domain function that the database suites
    // run on SQLite and PostgreSQL, so the browser suites need not prove queries on both engines.
    target: ['./app/routes', './app/components', './server/api', './server/files'],
    from: './app/db',
    except: ['./schema.ts'],
    message:
      'Boundary: routes, components and API handlers never touch the database. Call a function of app/modules/ (the database suites prove it on both engines).',
  },
  {
    target: ['./app', './server', './db/migrations', './db/*.ts'],
    from: './tests',
    except: [],
    message: 'Boundary: only tests, db/seed.ts and scripts/ import tests/.',
  },
];

export default tseslint.config(
  { ignores: ['build/', 'build-*/', '.react-router/', 'node_modules/', 'public/', 'data/', 'data-test-*/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      'import-x/no-duplicates': 'error',
      // Prettier wraps code at 160; this holds what it cannot wrap (strings, comments, JSX text).
      'max-len': ['error', { code: 160, ignoreUrls: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // React code (Playwright's fixture callback `use` is not a hook: tests/ are left out).
    files: ['app/**/*.tsx', 'app/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A fetcher's answer is taken with useEachNew: under load React committed a new answer without
      // running the effect that depended on it (decision 035).
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name=/^use(Layout)?Effect$/] > ArrayExpression MemberExpression[property.name='data']",
          message: "Take a fetcher's answer with useEachNew (app/components/ui/use-each-new.ts), not as an effect's dependency (decision 035).",
        },
      ],
    },
  },
  {
    // Playwright wants fixtures destructured, even none: `async ({}, testInfo) => …`.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // Tests, the demo seed and scripts may use the test helpers; tests set up and inspect the database.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'db/seed.ts', 'scripts/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES.filter((zone) => !['./tests', './app/db'].includes(zone.from)) }] },
  },
);
