// Lint: typescript-eslint everywhere; React hooks and jsx-a11y rules in the PWA.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

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
    files: ['server/**/*.ts', 'scripts/**/*.{ts,mjs}', 'tests/server/**/*.ts', 'tests/domain/**/*.ts', 'tests/contract/**/*.ts', 'e2e/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
