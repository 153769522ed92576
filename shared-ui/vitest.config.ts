import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shared-ui',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['shared-ui/test-setup'],
    // Files one after another in a worker, without a fresh module graph and jsdom each: half of
    // these projects' CPU went to setting those up again (`vitest run --project mf-marketing --project
    // mf-events --project shared-ui --project page-head --project site-config`, with `--isolate` and
    // without, 28 November: 49 and 24 core-seconds). shared-ui/test-setup gives each file the
    // workspace's modules afresh and a clean page; a project whose tests pass only on a fresh
    // jsdom (shell's) stays isolated.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
