import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The singletons every federated part shares (ARCHITECTURE.md, Composition): one React, one
 * router, one theme, one supabase client, one auth store, one toast queue.
 * Every one is `strictVersion`: a part whose `requiredVersion` the loaded copy does not satisfy
 * fails to load, with the federation runtime's error naming the package, the range and the
 * version, instead of running against a copy that lacks what it was built with (an export that
 * is `undefined` at run time). The release gate (tooling/src/release/) reports the same
 * mismatch before a promote, from the manifests.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  'zustand',
  '@supabase/supabase-js',
  'shared-ui',
  'shared-ui/tabs',
  'shared-ui/dialogs',
  'shared-data',
  'shared-auth',
] as const;

type SharedConfig = Record<string, { singleton: true; strictVersion: true; requiredVersion: string; import?: string; version?: string; eager?: true }>;

/**
 * The version of the react-router subset the parts share. It is the subset's own, not
 * react-router's: adding a name to reactRouterDom.ts is a new minor (a remote that uses it then
 * requires `^1.<minor>` and the gate refuses it against a shell that lacks it). The test in
 * reactRouterDom.test.ts keeps this list and the file's exports equal, so the version cannot be
 * forgotten.
 */
export const ROUTER_SUBSET = {
  version: '1.0.0',
  names: ['BrowserRouter', 'Link', 'Navigate', 'Route', 'Routes', 'useLocation', 'useNavigate', 'useParams', 'useSearchParams'],
} as const;

/**
 * How the builds name the router subset: an alias (`ROUTER_SUBSET_ALIAS`, set by
 * createAppRsbuildConfig) rather than the file's absolute path, which the builds would carry, so
 * that they (their sizes and hashes) are the same wherever the repository is checked out.
 */
const ROUTER_SUBSET_REQUEST = '@eo-build/react-router-dom-subset';
export const ROUTER_SUBSET_ALIAS = { [ROUTER_SUBSET_REQUEST]: fileURLToPath(new URL('./reactRouterDom.ts', import.meta.url)) };

/**
 * Shared packages provided by a file of ours instead of the whole package: only the exports the
 * site uses, at the package's own version (see reactRouterDom.ts).
 */
const PROVIDED_SUBSETS: Partial<Record<(typeof SINGLETONS)[number], { import: string; version: string }>> = {
  'react-router-dom': { import: ROUTER_SUBSET_REQUEST, version: ROUTER_SUBSET.version },
};

/** The version a part was built with: the installed package's own (workspace packages: their package.json). */
function installedVersion(packageDir: string, name: string): string {
  // pnpm links each dependency into the part's own node_modules (some packages' `exports` do not
  // list their package.json, so it is read by path rather than resolved).
  return (JSON.parse(readFileSync(join(packageDir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Every part's browser build shares the singletons lazily, the shell's too: a page is painted from
 * its prerendered HTML, and the shell's entry asks for the code (these included) only after that
 * first paint (shell/src/index.ts), so it does not compete with the page's own HTML and pictures.
 * The shell's server build provides them eagerly (createAppRsbuildConfig's serverFederation).
 */
export function sharedDependencies(packageDir: string): SharedConfig {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const deps = pkg.dependencies ?? {};
  const shared: SharedConfig = {};
  for (const name of SINGLETONS) {
    const base = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
    const range = deps[base];
    if (range === undefined) continue;
    // A part requires at least the version it was built with, within that major: `^1.2.0` from a
    // shared-ui at 1.2.0 (workspace packages have real semver versions; bump them as you change
    // their exports, see README "Shipping one part"), `^1.0.0` from the router subset's own version.
    const subset = PROVIDED_SUBSETS[name];
    const version = subset?.version ?? installedVersion(packageDir, base);
    shared[name] = { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version, ...(subset ? { import: subset.import } : {}) };
  }
  return shared;
}
