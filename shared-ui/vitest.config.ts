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
    // without, 28 November: 49 and 24 core-seconds). Each file cleans up its page and gets the workspace's modules afresh (shared-ui/test-setup). Not for
    // the projects whose tests mock modules (vi.mock) or leave a page's state behind.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
