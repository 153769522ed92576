import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from 'local-backend/paths';
import { ROUTER_SUBSET, sharedDependencies } from './sharedDependencies';

describe('sharedDependencies', () => {
  it('shares every singleton lazily in the shell too: the page is painted from its HTML, the code comes after', () => {
    const shared = sharedDependencies(join(REPO_ROOT, 'shell'));
    expect(Object.keys(shared)).toEqual(expect.arrayContaining(['react', 'react-dom', 'react-router-dom', 'styled-components', 'zustand', '@supabase/supabase-js']));
    expect(Object.values(shared).some((config) => config.eager)).toBe(false);
    expect(Object.values(shared).every((config) => config.singleton)).toBe(true);
  });

  it('lets a remote consume every singleton lazily, so it takes the shell copy', () => {
    const shared = sharedDependencies(join(REPO_ROOT, 'mf-events'));
    expect(shared.react).toMatchObject({ singleton: true });
    expect(Object.values(shared).some((config) => config.eager)).toBe(false);
  });

  it('makes every singleton strict, requiring at least the version the part was built with', () => {
    const shared = sharedDependencies(join(REPO_ROOT, 'mf-events'));
    expect(Object.values(shared).every((config) => config.strictVersion)).toBe(true);
    const sharedUi = JSON.parse(readFileSync(join(REPO_ROOT, 'shared-ui/package.json'), 'utf8')) as { version: string };
    expect(shared['shared-ui']).toMatchObject({ version: sharedUi.version, requiredVersion: `^${sharedUi.version}` });
    expect(shared['react-router-dom']).toMatchObject({ version: ROUTER_SUBSET.version, requiredVersion: `^${ROUTER_SUBSET.version}` });
    expect(shared.react!.requiredVersion).toMatch(/^\^19\./);
  });
});
