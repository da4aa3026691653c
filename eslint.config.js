// Lint: typescript-eslint everywhere; React hooks and jsx-a11y rules in the PWA.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The server's layers (architecture "Layout"): imports only go down,
//   main/app → plugins → ingest → modules → schemas, db, lib
// and schemas, db and lib import nothing above themselves.
const ABOVE_MODULES = ['./server/plugins', './server/ingest', './server/app.ts', './server/main.ts'];
const SERVER_LAYERS = [
  {
    target: './server/db',
    from: [...ABOVE_MODULES, './server/modules', './server/schemas'],
    message: 'server/db is the lowest layer: it imports only db/ and lib/.',
  },
  {
    target: './server/lib',
    from: './server',
    except: ['./lib'],
    message: 'server/lib holds dependency-free helpers: it imports only lib/.',
  },
  {
    target: './server/schemas',
    from: './server',
    except: ['./schemas'],
    message: 'server/schemas is the wire contract: it imports only other schemas.',
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

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'reports/', 'playwright-report/', 'coverage/', 'dev-dist/'] },
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
    // contract/ is the one place a spec list or bound is written (architecture: contract/). It
    // depends on nothing: its only way out is the type-only re-export of the wire shapes from
    // server/schemas (contract/wire.ts), which bundles no server code.
    files: ['contract/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)',
              allowTypeImports: true,
              message: 'contract/ imports only its own modules (and wire types, type-only).',
            },
          ],
        },
      ],
    },
  },
  {
    // The client takes the spec's values and the wire types from contract/, never from server/.
    files: ['src/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'Import values and wire types from contract/ instead.' }] },
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
      'import-x/no-restricted-paths': ['error', { zones: SERVER_LAYERS }],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/server/**/*.ts', 'tests/domain/**/*.ts', 'tests/contract/**/*.ts', 'e2e/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
