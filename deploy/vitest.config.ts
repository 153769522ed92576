import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'deploy', environment: 'node', globals: true, include: ['src/**/*.test.ts'] },
});
