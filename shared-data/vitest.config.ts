import { defineConfig } from 'vitest/config';
import { viteAliases } from './browserAliases';

export default defineConfig({
  // As in the browser build (build-preset/src/createAppRsbuildConfig.ts): supabase-js gets the
  // stand-ins for Storage and Functions and realtime-js on demand. It is inlined (run through
  // vitest, not Node) so that the aliases reach it.
  resolve: { alias: viteAliases() },
  test: {
    name: 'shared-data (pglite)',
    environment: 'node',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    isolate: false,
    setupFiles: ['./src/test/freshModules.ts'],
    server: { deps: { inline: ['@supabase/supabase-js'] } },
  },
});
