import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared-auth',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['shared-ui/test-setup'],
    // One jsdom and one module load per worker, not per file (shared-ui/test-setup resets what a file
    // leaves): 29 November, shared-site 25 -> 10, shared-auth 18 -> 11 core-seconds.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
