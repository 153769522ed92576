import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import { readdirSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

// Every remote is an mf-* folder (the registry of parts names them too: site-config/src/parts.ts).
const REMOTES = readdirSync(import.meta.dirname).filter((entry) => entry.startsWith('mf-'));

/** Import direction (ARCHITECTURE.md): site-config -> shared-ui, shared-data -> shared-auth -> shared-site -> remotes -> shell. */
function forbid(patterns, message, paths = []) {
  return { 'no-restricted-imports': ['error', { paths, patterns: patterns.map((group) => ({ group: [group, `${group}/*`, `**/${group}/**`], message })) }] };
}

// Every server read and write lives in shared-data, with its keys beside it: a UI package uses its
// hooks and calls, never the client or the cache itself.
const DATA_PRIMITIVES = [{ name: 'shared-data', importNames: ['getSupabase', 'useQuery', 'queryCache'], message: 'Data calls live in shared-data (a hook or a call of its resource, or a subpath entry such as shared-data/account): a UI package never reaches the client or the query cache itself.' }];


/**
 * Features stand alone (bulletproof-react's rule): a file in `<package>/src/features/<a>/` never
 * imports from `<package>/src/features/<b>/`. What two features share moves to the package's
 * `src/components/` (or a shared package); features are composed by `src/pages/`. Static imports,
 * re-exports and dynamic `import()` alike.
 */
const featureOf = (file) => {
  const parts = relative(import.meta.dirname, file).split(sep);
  const at = parts.indexOf('features');
  return at >= 2 && parts[at - 1] === 'src' && parts.length > at + 2 ? { root: parts.slice(0, at + 1).join(sep), name: parts[at + 1] } : null;
};
const featureBoundaries = {
  rules: {
    'no-cross-feature-import': {
      meta: { type: 'problem', schema: [], messages: { crossing: "A feature never imports another feature ('{{from}}' -> '{{to}}'): move what both use to the package's src/components/ (or a shared package), and compose features in src/pages/." } },
      create(context) {
        const from = featureOf(context.filename);
        if (!from) return {};
        const check = (node) => {
          const specifier = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
          if (!specifier?.startsWith('.')) return;
          const to = featureOf(resolve(dirname(context.filename), specifier) + sep + 'x');
          if (to && to.root === from.root && to.name !== from.name) context.report({ node, messageId: 'crossing', data: { from: from.name, to: to.name } });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};

/** Text-link styles go through shared-ui's textLinks (a cascade layer below every component's styles). */
const TEXT_LINKS_RULE = {
  selector: String.raw`TaggedTemplateExpression TemplateElement[value.raw=/(^|[\s;{}>+~,])a(\[[^\]]*\]|:[-\w]+(\([^)]*\))?)*\s*[{,]/]`,
  message: "Style links in running text with shared-ui's textLinks(css`...`), not an `a` selector: a link styled as a button must keep its own colours.",
};

// Test files may also use the local backend (a package's tests run against it, never its code).
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**', '**/testing/**', '**/vitest*.config.ts'];
// A part's build config (and its build plugins) may also use the build preset.
const BUILD_FILES = ['rsbuild.config.ts', 'build/**'];
const OURS = ['site-config', 'page-head', 'shared-ui', 'shared-data', 'shared-auth', 'shared-site', 'shell', ...REMOTES, 'build-preset', 'tooling', 'deploy', 'local-backend'];
const REACT = ['react', 'react-dom', 'styled-components'];

/**
 * One package's seam: what its code may import of ours (`allowed`), and what its tests and its build
 * config may add. Each file gets exactly one `no-restricted-imports` (a later block would replace an
 * earlier one, not add to it).
 */
function layer(pkg, { allowed, tests = [], build = [], also = [], message, paths = [] }) {
  const forbidden = (extra) => [...new Set([...OURS.filter((name) => name !== pkg && !allowed.includes(name) && !extra.includes(name)), ...also])];
  const inPkg = (globs) => globs.map((glob) => `${pkg}/${glob}`);
  return [
    { files: [`${pkg}/**`], ignores: [...inPkg(TEST_FILES), ...inPkg(BUILD_FILES)], rules: forbid(forbidden([]), message, paths) },
    { files: inPkg(TEST_FILES), rules: forbid(forbidden(tests), message) },
    { files: inPkg(BUILD_FILES), ignores: inPkg(TEST_FILES), rules: forbid(forbidden(build), message, paths) },
  ];
}

/**
 * The seams of ARCHITECTURE.md, one per package. tooling/src/lint/importRules.test.ts plants a
 * violation of each and expects `eslint` to refuse it.
 */
function importRules() {
  const shared = ['site-config', 'page-head', 'shared-ui', 'shared-data', 'shared-auth', 'shared-site'];
  return [
    ...layer('site-config', { allowed: [], also: REACT, message: 'site-config sits below everything: pure data, it imports no package of ours and no React.' }),
    ...layer('shared-ui', { allowed: ['site-config', 'page-head'], message: 'shared-ui sits at the bottom beside shared-data: it imports neither shared-data nor anything above it.' }),
    ...layer('shared-data', { allowed: ['site-config', 'page-head'], tests: ['local-backend'], also: ['styled-components'], message: 'shared-data holds data access only: it imports neither shared-ui nor anything above it (its tests may run the local backend).' }),
    ...layer('shared-auth', { allowed: ['site-config', 'shared-ui', 'shared-data'], tests: ['local-backend'], paths: DATA_PRIMITIVES, message: 'shared-auth may import shared-ui and shared-data only.' }),
    ...layer('shared-site', { allowed: ['site-config', 'page-head', 'shared-ui', 'shared-data', 'shared-auth'], paths: DATA_PRIMITIVES, message: 'shared-site may import shared-ui, shared-data and shared-auth only.' }),
    ...REMOTES.flatMap((remote) =>
      layer(remote, { allowed: shared, build: ['build-preset'], paths: DATA_PRIMITIVES, message: 'A remote imports the shared packages only (its build config: the build preset): never the shell, another remote, the tooling or the backend. Compose remotes in the shell through federation.' }),
    ),
    ...layer('shell', { allowed: shared, build: ['build-preset'], paths: DATA_PRIMITIVES, message: 'The shell imports the shared packages only (its build config: the build preset). It loads remotes through federation (RemoteArea), never by import, and never imports the tooling.' }),
    ...layer('build-preset', { allowed: ['site-config', 'shared-data', 'local-backend'], also: REACT, message: 'build-preset reads site-config, shared-data/browser-aliases and local-backend/keys only: never the tooling, a part or React.' }),
    ...layer('tooling', { allowed: ['site-config', 'page-head', 'shared-data', 'build-preset', 'deploy', 'local-backend'], also: REACT, message: 'The tooling builds, serves and tests the parts; it never imports a part or a UI package (it reads their builds).' }),
    ...layer('deploy', { allowed: ['site-config'], message: 'deploy holds the hosting rules: it reads site-config only.' }),
    ...layer('local-backend', { allowed: ['site-config'], tests: ['shared-data', 'shared-site'], message: 'The local backend stands in for Supabase: it imports no part, no UI package and no tooling (its contract tests may read the lists the UI offers).' }),
    ...layer('tests', { allowed: ['tooling', 'build-preset', 'local-backend', 'site-config'], also: REACT, message: 'The end-to-end suite drives the site through a browser: it imports no part or shared package, only the tooling, the build preset and the local backend.' }),
    {
      // The one page-head writer, read by Deno as it is (supabase/functions/event-page/deno.json): it imports no package at all.
      files: ['page-head/src/**'],
      ignores: ['**/*.test.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./)', message: 'page-head imports no package: Deno reads its files as they are.' }] }] },
    },
    {
      // A standalone dev page builds its routes from the registry of parts and `paths` (renderStandaloneRemote).
      files: ['mf-*/src/bootstrap.tsx', 'shell/src/bootstrap.tsx'],
      rules: {
        'no-restricted-syntax': [
          'error',
          TEXT_LINKS_RULE,
          { selector: 'Literal[value=/^\\//]', message: 'bootstrap.tsx spells no path: routes come from the parts registry (MODULE_PAGES) and site-config paths.' },
          { selector: 'TemplateLiteral > TemplateElement[value.raw=/^\\//]', message: 'bootstrap.tsx spells no path: routes come from the parts registry (MODULE_PAGES) and site-config paths.' },
        ],
      },
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'releases/**', '.test-output/**', 'supabase/functions/**/index.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['shell/**/*.{ts,tsx}', 'shared-*/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Before the import rules: the bootstrap block there adds its own selectors to this one (a later
  // block replaces a rule of the same name for the files it names, it does not add to it).
  {
    // A styled `a { ... }` rule outranks a link styled as a button (ButtonLink is an `a`): the
    // event page's "Sign in to RSVP" once showed blue text on blue. Text-link styles go through
    // shared-ui's textLinks, which puts them in a cascade layer below every component's own styles.
    files: ['shell/**/*.{ts,tsx}', 'shared-*/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', TEXT_LINKS_RULE],
    },
  },
  ...importRules(),
  {
    files: ['shell/src/features/**', 'mf-*/src/features/**'],
    plugins: { local: featureBoundaries },
    rules: { 'local/no-cross-feature-import': 'error' },
  },
);
