import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { REMOTE_NAMES, REMOTES } from './site-config/src/index.ts';
import { LongestFirstSequencer } from './tooling/src/testing/longestFirstSequencer.ts';

// One `vitest run` for the workspace: each package keeps its own config (environment, setup).
// Remotes come from the registry of parts, so a new remote's tests run without editing this file.
const PACKAGES = ['shell', 'site-config', 'page-head', 'deploy', 'shared-ui', 'shared-data', 'shared-auth', 'shared-site', ...REMOTE_NAMES.map((name) => REMOTES[name].package), 'local-backend', 'build-preset', 'tooling'];

// The suites that talk to the database run a second time on a PostgreSQL server (issue 27).
const ON_POSTGRES = ['local-backend/vitest.postgres.config.ts', 'shared-data/vitest.postgres.config.ts'];

export default defineConfig({
  test: {
    passWithNoTests: true,
    // One pool for every project: as many test files at a time as the machine has cores (vitest's
    // default leaves one idle). The database suites, the UI packages and the tooling share it, so
    // the slow files of one part run beside the quick ones of another.
    maxWorkers: availableParallelism(),
    // The minute-long files first, beside the many short ones (tooling/src/testing/longestFirstSequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [...PACKAGES.map((dir) => `${dir}/vitest.config.ts`), ...ON_POSTGRES],
  },
});
