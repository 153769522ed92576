import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config/repoRoot';
import { ROUTER_SUBSET, sharedDependencies } from './sharedDependencies';

describe('sharedDependencies', () => {
  it('gives the shell what its first render needs eagerly, and supabase-js and the shared packages on demand', () => {
    const shared = sharedDependencies(join(REPO_ROOT, 'shell'), { isShell: true });
    const eager = Object.keys(shared).filter((name) => shared[name]!.eager);
    expect(eager.sort()).toEqual(['react', 'react-dom', 'react-dom/client', 'react-router-dom', 'react/jsx-runtime', 'styled-components', 'zustand']);
    expect(shared['@supabase/supabase-js']).toBeDefined();
    expect(shared['@supabase/supabase-js']!.eager).toBeUndefined();
    expect(Object.values(shared).every((config) => config.singleton)).toBe(true);
  });

  it('lets a remote consume every singleton lazily, so it takes the shell copy', () => {
    const shared = sharedDependencies(join(REPO_ROOT, 'mf-events'), { isShell: false });
    expect(shared.react).toMatchObject({ singleton: true });
    expect(Object.values(shared).some((config) => config.eager)).toBe(false);
  });

  it('makes every singleton strict, requiring at least the version the part was built with', () => {
    const shared = sharedDependencies(join(REPO_ROOT, 'mf-events'), { isShell: false });
    expect(Object.values(shared).every((config) => config.strictVersion)).toBe(true);
    const sharedUi = JSON.parse(readFileSync(join(REPO_ROOT, 'shared-ui/package.json'), 'utf8')) as { version: string };
    expect(shared['shared-ui']).toMatchObject({ version: sharedUi.version, requiredVersion: `^${sharedUi.version}` });
    expect(shared['react-router-dom']).toMatchObject({ version: ROUTER_SUBSET.version, requiredVersion: `^${ROUTER_SUBSET.version}` });
    expect(shared.react!.requiredVersion).toMatch(/^\^19\./);
  });
});
