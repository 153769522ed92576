import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shell',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['shared-ui/test-setup'],
    // Isolated (a fresh jsdom and module graph per file): unisolated, RemoteErrorBoundary.test's
    // Retry showed the fallback again after another file's run in a rehearsal (29 November), twice.
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
