import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'shell',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['shared-ui/test-setup'],
    // One jsdom for the files of a worker, each file's modules afresh (shared-ui/test-setup), as the
    // other UI projects. Until 29 November isolated: earlyInput.test left a hold on clicks in place
    // (a page never marked booted), which held RemoteErrorBoundary.test's Retry in a later file; every
    // hold now ends with its test (earlyInput.test, loadAfterPaint.test).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
