import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'page-head', environment: 'node', globals: true, isolate: false, include: ['src/**/*.test.ts'] },
});
