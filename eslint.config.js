// One flat config for the whole monorepo. Each package runs `eslint .` from its own folder (ESLint
// finds this file by walking up); the root's `lint:root` covers scripts/ and the root config files.
// The rule sets are the syntax-only ones (no type information), so a full run stays fast on 2 cores and
// tsc does the typing; only the two small libraries get a few type-aware rules (no `any` escapes).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/artifacts/**',
      '**/test-results/**',
      '**/coverage/**',
      '**/playwright-report/**',
      '**/.turbo/**',
      // Temporary files tsup and vite write next to their config while building (a parallel lint may list them).
      '**/*.bundled_*.mjs',
      '**/*.timestamp-*.mjs',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },

  // No `any` may escape the published libraries: besides explicit `any` (above), values typed
  // `any` by a dependency (JSON.parse, Response.json(), ...) must not flow on unchecked. These rules
  // need type information, which is cheap for these small packages (not for server or app).
  {
    files: ['packages/{domain,contract,api-client}/{src,test}/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'error',
      '@typescript-eslint/no-unsafe-assignment': 'error',
      '@typescript-eslint/no-unsafe-call': 'error',
      '@typescript-eslint/no-unsafe-member-access': 'error',
      '@typescript-eslint/no-unsafe-return': 'error',
    },
  },

  // Platform-neutral libraries: only what both browser and Node have (fetch, URL, TextDecoder, ...).
  {
    files: ['packages/*/src/**'],
    languageOptions: { globals: globals['shared-node-browser'] },
  },
  // Node: server, root scripts, every tool config, tests of the libraries, benchmarks.
  {
    files: ['apps/server/**', 'scripts/**', '**/*.config.{js,ts,mjs}', 'packages/*/test/**'],
    languageOptions: { globals: globals.node },
  },
  // Browser: the React apps and their jsdom test setup.
  {
    files: [
      'apps/admin-web/src/**',
      'apps/admin-web/test/**',
      'apps/member-web/src/**',
      'apps/member-web/test/**',
      'packages/web-ui/src/**',
    ],
    languageOptions: { globals: globals.browser },
  },
  // The member app's service worker.
  {
    files: ['apps/member-web/sw/**'],
    languageOptions: { globals: globals.serviceworker },
  },
  // The member app's build scripts and benchmark run in Node.
  {
    files: ['apps/member-web/bench/**', 'apps/member-web/scripts/**'],
    languageOptions: { globals: globals.node },
  },
  // Playwright specs and benchmarks run in Node but pass callbacks to the page (page.evaluate), so both.
  {
    files: ['apps/admin-web/e2e/**', 'apps/admin-web/bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // React hooks (incl. the React Compiler rules of the recommended preset) for the app's source.
  {
    files: ['apps/admin-web/src/**/*.{ts,tsx}', 'apps/member-web/src/**/*.{ts,tsx}', 'packages/web-ui/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    files: ['apps/admin-web/src/**/*.{ts,tsx}', 'apps/member-web/src/**/*.{ts,tsx}', 'packages/web-ui/src/**/*.{ts,tsx}'],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  // No import cycles in the source: a cycle makes load order matter and hides which module owns what.
  // Type-only imports do not count (they vanish at build time).
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The dependencies are TypeScript too: the rule parses them to follow their imports.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          conditionNames: ['@vereinsportal/source', 'import', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
  },
);
