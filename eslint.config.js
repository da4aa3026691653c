// Lint: typescript-eslint everywhere; React hooks and jsx-a11y rules in the PWA.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// contract/ sits below both sides: the client and the server import it, it imports neither.
// (Exported for the test that shows the rule fires, tests/server/tooling/contract-lint.test.ts.)
export const CONTRACT_IMPORTS_NOTHING_ABOVE =
  'contract/ is shared by client and server: it imports nothing of server/ or src/ (move what both need into contract/).';

// The server's layers (architecture "Layout"): imports only go down,
//   main/app → plugins → ingest → modules → db, lib → contract (its schemas/ included)
// and db and lib import nothing above themselves (nor the wire's schemas).
const ABOVE_MODULES = ['./server/plugins', './server/ingest', './server/app.ts', './server/main.ts'];
const SERVER_LAYERS = [
  {
    target: './server/db',
    from: [...ABOVE_MODULES, './server/modules', './contract/schemas'],
    message: 'server/db is the lowest layer: it imports only db/ and lib/.',
  },
  {
    target: './server/lib',
    from: './server',
    except: ['./lib'],
    message: 'server/lib holds dependency-free helpers: it imports only lib/.',
  },
  {
    target: './server/lib',
    from: './contract/schemas',
    message: 'server/lib holds dependency-free helpers: it imports only lib/.',
  },
  {
    target: './server/modules',
    from: ABOVE_MODULES,
    message: 'server/modules sit below plugins, ingest and the app: take what you need as an argument or a decoration.',
  },
  {
    target: './server/ingest',
    from: ['./server/plugins', './server/app.ts', './server/main.ts'],
    message: 'server/ingest sits below plugins and the app.',
  },
  {
    target: './server',
    from: './src',
    message: 'The server never imports the PWA: what both sides need lives in contract/.',
  },
  {
    target: './server/plugins',
    from: ['./server/app.ts', './server/main.ts'],
    message: 'server/plugins sit below the app.',
  },
];

// A module uses another only through its index.ts (what it offers the others); its other files
// are its own. One zone per module folder, read from the disk.
const serverModules = readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const moduleZones = serverModules.map((module) => ({
  target: `./server/modules/${module}`,
  from: './server/modules',
  except: [`./${module}`, ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
  message: "A module imports another module only through that module's index.ts.",
}));

// SQL only in repositories (docs/architecture.md "Server"): a server file that runs SQL is named
// *-repository.ts (modules/<m>/ for a module's tables, db/ for tables no one module owns); SQL
// fragments that repositories compose (no database handle, nothing run) are named *-sql.ts;
// migrations keep their SQL. Anything else reaches the database through a repository.
const SQL_FILES = ['server/**/*-repository.ts', 'server/**/*-sql.ts', 'server/db/migrations/**'];
const QUERY_BUILDER = 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery)$/]';
const RUNS_SQL = 'CallExpression[callee.property.name=/^(execute|executeTakeFirst|executeTakeFirstOrThrow|stream|transaction|connection)$/]';
const sqlOnlyInRepositories = 'SQL lives in *-repository.ts files (fragments in *-sql.ts): move the query there and call it.';
/** The answer cache's folder is private: the rest of the server uses its index.ts (app.answerCache). */
const answerCacheInternals = {
  group: ['**/plugins/answer-cache/*', '!**/plugins/answer-cache/index.ts'],
  message: 'Use the answer cache through app.answerCache (server/plugins/answer-cache/index.ts).',
};

/** A route file reaches SQL only through a service (docs/architecture.md "Layers in a module"). */
const routesReachRepositoriesThroughServices = {
  group: ['**/*-repository.ts', '**/*-repository'],
  allowTypeImports: true,
  message: 'A *-routes.ts file calls a service, which calls the repository: move the call into the module\'s service.',
};

// --- the PWA's import boundaries (architecture.md "Layout", style habits 1 and 13) ---------
//   app → features | widgets → ui | lib → domain → contract
// Each layer imports only from the layers below it; a feature from no other feature.

/** One zone per feature folder, read from the disk: a feature imports no other feature. */
const featureFolders = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = featureFolders.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move what both need down to src/ui, src/lib or src/domain.',
}));

/** The app layer: the router, providers and layout, and the entry modules that start them. */
const APP_LAYER = ['./src/app', './src/main.tsx', './src/boot.ts'];

/** jotai only through src/lib/state/app-jotai.ts (one store for React and non-React code). */
const jotaiPattern = {
  group: ['jotai', 'jotai/*'],
  message: 'Import atoms and hooks from src/lib/state/app-jotai.ts, the one Jotai module.',
};
/** React Router's links run some twenty hooks each: the app's pages are linked with AppLink. */
const routerLinkPaths = [
  {
    name: 'react-router',
    importNames: ['Link', 'NavLink'],
    message: "Link to the app's pages with AppLink (src/ui/app-link.tsx): the same address and press, without a <Link>'s per-link hooks.",
  },
];
/** What fetches or holds server/session state: not for src/ui, which is presentational. */
const fetchingPackagesPattern = {
  group: ['@tanstack/react-query', '@tanstack/react-query-persist-client', '@tanstack/query-*'],
  message: 'src/ui is presentational: data fetching belongs to features and widgets.',
};


export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'reports/', 'playwright-report/', 'coverage/', 'dev-dist/', 'dist-server/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Only src/ui/safe-html.tsx may render catalogue HTML, and it sanitises (style habit 7).
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render catalogue HTML through the sanitising component in src/ui.' },
      ],
    },
  },
  {
    // Import boundaries of the PWA. Server rules live in their own block.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // As on the server: no-cycle follows only the files it can parse.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './src/widgets',
              from: './src/features',
              message: 'Widgets never import features: a widget is mounted by features and the app.',
            },
            {
              target: ['./src/features', './src/widgets'],
              from: APP_LAYER,
              message: 'src/app (router, providers, layout) sits above features and widgets: move what they need down to src/lib or src/domain.',
            },
            {
              target: './src/lib',
              from: ['./src/features', './src/widgets', ...APP_LAYER],
              message: 'src/lib sits below features, widgets and the app: take what you need as an argument, or move it down.',
            },
            {
              target: './src/lib',
              from: './src/ui',
              message: 'src/lib holds state, I/O and hooks beside src/ui, never its components: render in ui, features or widgets.',
            },
            {
              target: './src/ui',
              from: ['./src/features', './src/widgets', ...APP_LAYER],
              message: 'src/ui is presentational: it imports no features, widgets or app code.',
            },
            {
              target: './src/ui',
              from: [
                './src/lib/api',
                './src/lib/storage/query-client.ts',
                './src/lib/session',
                './src/lib/state/app-jotai.ts',
                './src/lib/state/ui-state.ts',
              ],
              message: 'src/ui is presentational: no api client, queries, session or atoms (take props instead).',
            },
            {
              target: './src/domain',
              from: ['./src/lib', './src/ui', './src/features', './src/widgets', ...APP_LAYER],
              message: 'src/domain holds the plain rules of the spec: it imports no lib, ui, features or app code.',
            },
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: [jotaiPattern], paths: routerLinkPaths }],
    },
  },
  {
    files: ['src/lib/state/app-jotai.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [jotaiPattern, fetchingPackagesPattern], paths: routerLinkPaths }],
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            jotaiPattern,
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-router', 'react-router/*', '@tanstack/*'],
              message: 'src/domain holds plain functions: no React, router or query code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The sanitising component is the one place that renders HTML (style habit 7).
    files: ['src/ui/safe-html.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // contract/ is the one place a spec list or bound is written, and the wire's TypeBox schemas
    // (architecture: contract/). Client and server import it; it imports neither: nothing of
    // server/ or src/ (a path rule, `import type` included), and of packages only typebox, which
    // the schemas build on (others type-only).
    files: ['contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.server.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contract',
              from: ['./server', './src'],
              message: CONTRACT_IMPORTS_NOTHING_ABOVE,
            },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.{1,2}/|typebox$)',
              allowTypeImports: true,
              message: 'contract/ imports only its own modules and typebox (other packages type-only).',
            },
          ],
        },
      ],
    },
  },
  {
    // The client takes the spec's values and the wire types from contract/, never from server/;
    // the schemas only as types (contract/wire.ts), so no TypeBox code reaches the bundle.
    files: ['src/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'Import values and wire types from contract/ instead.' },
            {
              group: ['**/contract/schemas/**'],
              allowTypeImports: true,
              message: 'The client takes wire types from contract/wire.ts, type-only: a schema value would bundle TypeBox.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Server import boundaries: a block of its own, so client rules can sit beside it.
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without a TypeScript parser for the imported files, no-cycle cannot follow them.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.server.json' })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...SERVER_LAYERS, ...moduleZones] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: [...SQL_FILES, 'server/plugins/answer-cache/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'kysely', importNames: ['sql'], message: sqlOnlyInRepositories }], patterns: [answerCacheInternals] },
      ],
      'no-restricted-syntax': ['error', { selector: QUERY_BUILDER, message: sqlOnlyInRepositories }],
    },
  },
  {
    // Routes → services → repositories: a route plugin says what a call takes and answers, and
    // asks a service (which may read a repository) for the rest. Types may still be imported.
    files: ['server/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', importNames: ['sql'], message: sqlOnlyInRepositories }],
          patterns: [answerCacheInternals, routesReachRepositoriesThroughServices],
        },
      ],
    },
  },
  {
    files: ['server/plugins/answer-cache/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', importNames: ['sql'], message: sqlOnlyInRepositories }] }],
      'no-restricted-syntax': ['error', { selector: QUERY_BUILDER, message: sqlOnlyInRepositories }],
    },
  },
  {
    // A fragment builder hands SQL to a repository; it runs nothing itself.
    files: ['server/**/*-sql.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: QUERY_BUILDER, message: 'A *-sql.ts file builds fragments: queries go in a *-repository.ts.' },
        { selector: RUNS_SQL, message: 'A *-sql.ts file builds fragments: running them is a repository\'s job.' },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/server/**/*.ts', 'tests/domain/**/*.ts', 'tests/contract/**/*.ts', 'e2e/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
