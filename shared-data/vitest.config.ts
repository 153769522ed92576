import { defineConfig } from 'vitest/config';
import { BROWSER_ALIASES } from './browserAliases';

export default defineConfig({
  // As in the browser build (build-preset/src/createAppRsbuildConfig.ts): supabase-js gets the
  // stand-in for Storage. It is inlined (run through vitest, not Node) so that the alias reaches it.
  resolve: { alias: BROWSER_ALIASES },
  test: {
    name: 'shared-data (pglite)',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    server: { deps: { inline: ['@supabase/supabase-js'] } },
  },
});
