import { defineConfig } from 'vitest/config';

// One `vitest run` for the workspace: each package keeps its own config (environment, setup).
export default defineConfig({
  test: {
    passWithNoTests: true,
    projects: ['shell', 'shared-ui', 'shared-data', 'shared-auth', 'shared-site', 'mf-marketing', 'mf-events', 'mf-admin', 'mf-imagegen', 'local-backend'].map(
      (dir) => `${dir}/vitest.config.ts`,
    ),
  },
});
