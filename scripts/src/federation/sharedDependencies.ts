import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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
  'shared-data',
  'shared-auth',
] as const;

type SharedConfig = Record<string, { singleton: true; requiredVersion: string | false; eager?: boolean }>;

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
    // Workspace packages have no semver range worth checking: they are built from one commit.
    shared[name] = { singleton: true, requiredVersion: range.startsWith('workspace:') ? false : range };
  }
  return shared;
}
