import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'tooling',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    // Builds, releases, browsers and servers: these files run beside the database suites, on a
    // machine whose cores are all taken, so a step takes seconds where it takes one alone.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
