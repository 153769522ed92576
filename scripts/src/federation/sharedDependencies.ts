import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The singletons every federated part shares (ARCHITECTURE.md, Composition): one React, one
 * router, one theme, one supabase client, one auth store, one toast queue.
 * `requiredVersion` comes from the consuming package's own package.json, so a remote built
 * against an incompatible major gets a console warning from the federation runtime.
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

type SharedConfig = Record<string, { singleton: true; requiredVersion: string | false; import?: string; version?: string; eager?: true }>;

/**
 * Shared packages provided by a file of ours instead of the whole package: only the exports the
 * site uses, at the package's own version (see reactRouterDom.ts).
 */
const require = createRequire(import.meta.url);
const PROVIDED_SUBSETS: Partial<Record<(typeof SINGLETONS)[number], { import: string; version: string }>> = {
  'react-router-dom': {
    import: fileURLToPath(new URL('./reactRouterDom.ts', import.meta.url)),
    version: (JSON.parse(readFileSync(require.resolve('react-router/package.json'), 'utf8')) as { version: string }).version,
  },
};

/**
 * What the shell's first render needs, provided eagerly by the shell: in its initial chunks, which
 * the HTML asks for at once, instead of async chunks asked for only after the entry has run (one
 * serial round trip less before the first paint). Remotes still consume them as shared singletons.
 */
const EAGER_IN_SHELL: readonly (typeof SINGLETONS)[number][] = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router-dom', 'styled-components', 'zustand'];

export function sharedDependencies(packageDir: string, { isShell }: { isShell: boolean }): SharedConfig {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const deps = pkg.dependencies ?? {};
  const shared: SharedConfig = {};
  for (const name of SINGLETONS) {
    const base = name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');
    const range = deps[base];
    if (range === undefined) continue;
    // Workspace packages have no semver range worth checking: they are built from one commit.
    const eager = isShell && EAGER_IN_SHELL.includes(name);
    shared[name] = { singleton: true, requiredVersion: range.startsWith('workspace:') ? false : range, ...PROVIDED_SUBSETS[name], ...(eager ? { eager } : {}) };
  }
  return shared;
}
