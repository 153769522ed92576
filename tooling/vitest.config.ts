import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'tooling', environment: 'node', globals: true, include: ['src/**/*.test.ts'] },
});
