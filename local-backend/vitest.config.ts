import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'local-backend',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    // Each test file boots its own PGlite (about 3 s of WASM initdb), so allow for that.
    hookTimeout: 60_000,
    testTimeout: 30_000,
    // 2-core machines: more workers than cores only adds contention during initdb.
    maxWorkers: 2,
    // Its own group (vitest needs one per maxWorkers setting): runs after the UI packages.
    sequence: { groupOrder: 1 },
  },
});
