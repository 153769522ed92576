import { defineConfig } from 'vitest/config';
import { vitestArticleMarkdown } from './articleMarkdown';

// Unit tests render components in jsdom; end-to-end coverage lives in /tests.
export default defineConfig({
  plugins: [vitestArticleMarkdown()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
