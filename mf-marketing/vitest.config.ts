import { defineConfig } from 'vitest/config';

// Unit tests render components in jsdom; end-to-end coverage lives in /tests.
export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
