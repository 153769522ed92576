import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'shared-data', environment: 'node', globals: true, include: ['src/**/*.test.ts'] },
});
