import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'build-preset', environment: 'node', globals: true, include: ['src/**/*.test.ts'] },
});
