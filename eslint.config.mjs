// The house rules as lint (issue 32, "Lint that bites"): the layers' import boundaries, no import
// cycle between files anywhere, small files, no computed imports in the product, and only the
// composition root's listed re-exports. tests/architecture/ holds the same rules as tests, and
// tests/architecture/lint.test.ts plants a violation of each to prove this file catches it.
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const PRODUCT = ['domain', 'application', 'adapters', 'ui', 'sandbox', 'build'];
const inProduct = (pattern) => PRODUCT.map((folder) => `${folder}/${pattern}`);

/** adapters/composition/ may hand ui/ these, and only these, from other adapters (the seams ui/ needs). */
export const COMPOSITION_RE_EXPORTS = [
  'adapters/composition/create-container.ts',
  'adapters/composition/first-module.ts',
];

/** A package import: anything that is not a relative path. */
const PACKAGE = '^(?!\\.)';

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'node_modules/',
      '.data/',
      'coverage/',
      'bench/results/',
      'examples/*/node_modules/',
      '.lint-fixtures/',
      // Mutation testing's sandboxes and reports (npm run test:mutation).
      '.stryker-tmp/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.cjs', '.js'],
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.json'] }),
      ],
    },
    rules: {
      // A file cycle anywhere in the tree, static or dynamic, type imports included.
      'import-x/no-cycle': [
        'error',
        { maxDepth: Infinity, ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false },
      ],
      'import-x/no-self-import': 'error',
      // The product's input checks match control characters on purpose (safe links, the handover's
      // parameters, addresses, test generators): that is what they refuse.
      'no-control-regex': 'off',
      'import-x/no-unresolved': ['error', { ignore: ['^node:', '\\.css$'] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly', process: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', 'ui/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // STYLE.md: one concept per file; past ~200 lines a file is split (tests/architecture/file-size.test.ts).
    files: inProduct('**/*.{ts,tsx,mjs}'),
    rules: { 'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }] },
  },
  {
    // build/ runs code it has just generated (the route manifest bundled, the portal's compiler);
    // that is no dependency of the product's layers, so only the layers are held to literal imports.
    files: inProduct('**/*.{ts,tsx,mjs}'),
    ignores: ['build/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression > TemplateLiteral',
          message:
            'Import a literal path: a computed import() hides a dependency from the layer rules and the bundler.',
        },
      ],
    },
  },
  {
    // The tools that build and measure the product are held to the same size as the product.
    files: ['bench/**/*.mjs', 'esbuild.mjs'],
    rules: { 'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\.|temporal-polyfill$)', message: 'domain/ imports only itself and temporal-polyfill.' },
          ],
        },
      ],
    },
  },
  {
    files: ['application/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: PACKAGE, message: 'application/ imports only application/ and domain/.' }] },
      ],
    },
  },
  {
    files: inProduct('**/*.{ts,tsx,mjs}'),
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are relative to this file, wherever eslint runs from.
          basePath: import.meta.dirname,
          zones: [
            {
              target: './domain',
              from: ['./application', './adapters', './ui', './sandbox', './tests', './bench', './build'],
              message: 'domain/ imports only itself and temporal-polyfill.',
            },
            {
              target: './application',
              from: ['./adapters', './ui', './sandbox', './tests'],
              message: 'application/ imports only application/ and domain/.',
            },
            {
              target: './adapters',
              from: ['./ui', './sandbox', './tests'],
              message: 'adapters never import ui/ or the sandbox.',
            },
            {
              target: './ui',
              from: './adapters',
              except: ['./composition'],
              message: 'ui/ reaches adapters only through the composition root (adapters/composition/).',
            },
            { target: './ui', from: ['./sandbox', './tests'], message: 'ui/ never imports the sandbox or tests.' },
            {
              target: './ui/!(routing)/**',
              from: './ui/routing',
              message: "Only the app's root imports ui/routing/ (routing above the screens).",
            },
            {
              target: './ui/navigation',
              from: './ui',
              // The texts' types name the routes (`routes.{name}`): a leaf, importing nothing of ui/.
              except: ['./navigation', './i18n/texts.ts'],
              message: 'ui/navigation/ imports nothing else of ui/ but the texts types (it is below every screen).',
            },
            {
              target: './sandbox',
              from: './domain',
              except: ['./index.ts'],
              message: "The sandbox is another channel: it uses the domain's public entry only.",
            },
            {
              target: './sandbox',
              from: './application',
              except: ['./environment.ts', './segment.ts'],
              message: 'The sandbox reads only the Environment contract and the segment of the application.',
            },
            {
              target: './sandbox',
              from: ['./adapters', './ui', './tests'],
              message: "The sandbox never reaches into the app's adapters or ui.",
            },
          ],
        },
      ],
    },
  },
  {
    // The composition root hands ui/ a few adapter seams by name; any other re-export of an adapter
    // through it would be a way around the rule above.
    files: ['adapters/composition/**/*.ts'],
    ignores: COMPOSITION_RE_EXPORTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportNamedDeclaration[source], ExportAllDeclaration',
          message: 'Re-exports from adapters/composition/ are listed in eslint.config.mjs (COMPOSITION_RE_EXPORTS).',
        },
        { selector: 'ImportExpression > TemplateLiteral', message: 'Import a literal path.' },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx,mjs,cjs}', 'examples/**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // A test file tells one unit's story; past this it is split by what it proves.
      'max-lines': ['error', { max: 600 }],
      // Tests read the bank's JSON answers loosely on purpose (any shape may come back); the product has no `any`.
      '@typescript-eslint/no-explicit-any': 'off',
      // jest.isolateModules needs a synchronous require to load a module afresh.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // The examples import the domain package as another channel would, once packed and installed.
    files: ['examples/**/*.{js,mjs,cjs}'],
    rules: { 'import-x/no-unresolved': ['error', { ignore: ['^@debit-card-self-service/domain'] }] },
  },
  {
    // The CSSOM escape algorithm names the control characters it escapes.
    files: ['tests/ui/widgets/jsdom-gaps.ts'],
    rules: { 'no-control-regex': 'off' },
  },
);
