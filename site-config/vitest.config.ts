import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'site-config', environment: 'node', globals: true, isolate: false, include: ['src/**/*.test.ts'] },
});
