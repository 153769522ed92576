import { defineConfig } from 'vitest/config';

/** Shared by this package's two projects: one per database engine (vitest.postgres.config.ts). */
export const BACKEND_TEST_OPTIONS = {
  environment: 'node',
  pool: 'forks',
  // Each test file boots its own database (about 3 s of WASM initdb on PGlite), so allow for that.
  hookTimeout: 60_000,
  testTimeout: 30_000,
  // 2-core machines: more workers than cores only adds contention during initdb.
  maxWorkers: 2,
  // Its own group (vitest needs one per maxWorkers setting): runs after the UI packages.
  sequence: { groupOrder: 1 },
} as const;

export default defineConfig({
  test: {
    ...BACKEND_TEST_OPTIONS,
    name: 'local-backend (pglite)',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
