import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mf-imagegen',
    environment: 'jsdom',
    globals: true,
    setupFiles: ['shared-ui/test-setup'],
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
