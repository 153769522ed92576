import { defineConfig } from 'vitest/config';

/** Shared by this package's two projects: one per database engine (vitest.postgres.config.ts). */
export const BACKEND_TEST_OPTIONS = {
  environment: 'node',
  pool: 'forks',
  // Each test file boots its own database (about 3 s of WASM initdb on PGlite), so allow for that.
  hookTimeout: 60_000,
  testTimeout: 30_000,
  // A worker runs file after file in one process: the backend's modules and PGlite's WebAssembly
  // are loaded (and compiled) once per worker, not once per file. Every file starts its own backend
  // and stops it; what a backend sets in process.env it restores at stop. Measured on 27 November,
  // ten files: 94 core-seconds isolated, 68 not (vitest --no-isolate).
  isolate: false,
} as const;

export default defineConfig({
  test: {
    ...BACKEND_TEST_OPTIONS,
    name: 'local-backend (pglite)',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
