import { configDefaults, defineConfig } from 'vitest/config';
import { AFTER_END_TO_END_FILES, BESIDE_END_TO_END_ENV } from './src/testing/afterEndToEnd';

export default defineConfig({
  test: {
    name: 'tooling',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.ts'],
    // `pnpm test` runs the release and prerender files after the end-to-end suite, in a run of their own.
    exclude: process.env[BESIDE_END_TO_END_ENV] ? [...configDefaults.exclude, ...AFTER_END_TO_END_FILES.map((file) => file.replace(/^tooling\//, ''))] : configDefaults.exclude,
    // Builds, releases, browsers and servers: these files run beside the database suites, on a
    // machine whose cores are all taken, so a step takes seconds where it takes one alone.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
